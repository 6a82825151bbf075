/**
 * The pricing page's content (docs/product.md#the-price-model): the price book's tables and the
 * discounts, every cell and every percentage computed from ./price-book.ts. Nothing is typed here:
 * a saving is the ratio of two list prices, a table cell is a tier's range.
 */
import { z } from "zod";
import { tableSchema } from "./blocks.ts";
import { cityById } from "./cities.ts";
import { defineCollection } from "./collection.ts";
import { bandsTable, documentsTable, tiersTable } from "./price-tables.ts";
import { CALCULATOR_SPEED, heaviestKg, perBook, scopeNames, scopeOfRoute, speedNames, VAT_NOTE, type PriceBook } from "./price-book.ts";

const pricingSchema = z.object({
  intro: z.string().min(20),
  tables: z.array(tableSchema).min(3),
  extras: z.array(z.object({ label: z.string(), price: z.string() })).min(1),
  discounts: z.array(z.object({ title: z.string(), percent: z.string(), text: z.string().min(10) })).length(4),
  note: z.string().min(20),
});

/** Regular delivery from Tel Aviv at the spec's four pair prices: the calculator's figures, with scope and time. */
function destinationsTable({ tier, rates }: PriceBook) {
  return {
    caption: `${speedNames[CALCULATOR_SPEED]} מתל אביב, לפי יעד: מחירים לחבילה קטנה, כולל מע״מ`,
    columns: ["יעד", "זמן מסירה", "מחיר"],
    rows: [
      [`${cityById("tel-aviv").name} (${scopeNames.withinCity})`, tier(CALCULATOR_SPEED, "withinCity")!.time, `${rates.sameCity} ₪`],
      ...rates.fixedPairs.map(([from, to, price]) => {
        const scope = scopeOfRoute(from, to);
        return [`${cityById(to).name} (${scopeNames[scope]})`, tier(CALCULATOR_SPEED, scope)!.time, `${price} ₪`];
      }),
    ],
  };
}

/** The pricing page with one price book's figures. */
export const pricingOf = perBook((pb) => {
  const { book, extras } = pb;
  return defineCollection("app/content/pricing-page.ts", pricingSchema, {
    intro: `המחיר נקבע לפי שלושה דברים: מהירות המשלוח (${Object.values(book.names).join(", ")}), היעד (${scopeNames.withinCity}, ${scopeNames.betweenCities} או ${scopeNames.far}) ומדרגת המשקל, שהן גם הגדלים במחשבון. ${VAT_NOTE} בין ערים המחיר בתוך הטווח תלוי במרחק, והמחיר הסופי נמסר לכם לפני שהשליח יוצא לדרך.`,
    tables: [tiersTable(pb), bandsTable(pb, "betweenCities"), destinationsTable(pb), documentsTable(pb)],
    extras: [
      { label: "אריזה (פריט שארזנו מבוטח עד הערך המוצהר)", price: `${extras.packaging} ₪` },
      { label: "אישור מסירה", price: `${extras.deliveryConfirmation} ₪` },
      { label: "איסוף נוסף", price: `${extras.extraPickup} ₪` },
    ],
    discounts: [
      {
        title: "הנחה לעסקים",
        percent: `${book.discounts.business}%`,
        text: "הנחה על המחירון לעסקים ששולחים איתנו באופן שוטף, לפי היקף המשלוחים, עם חשבונית חודשית מרוכזת.",
      },
      { title: "לקוחות קבועים", percent: `${book.discounts.regularCustomers}%`, text: "הנחה על המחירון ללקוחות שחוזרים אלינו, לפי היקף המשלוחים." },
      {
        title: "משלוח רגיל במקום משלוח באותו יום",
        percent: `עד ${book.saving.regularInsteadOfSameDayUpTo}%`,
        text: "כשהמשלוח יכול לחכות למחר: ההפרש בין המחירים שבמחירון, באותו יעד ובאותה מדרגת משקל.",
      },
      {
        title: "משלוח רגיל במקום אקספרס",
        percent: `עד ${book.saving.regularInsteadOfExpressUpTo}%`,
        text: "כשלא דחוף: ההפרש בין המחירים שבמחירון, באותו יעד ובאותה מדרגת משקל.",
      },
    ],
    note: `לחבילה מעל ${heaviestKg} ק״ג, למשלוח באותו יום ${scopeNames.far}, למסלולים מיוחדים או לכמויות, התקשרו ונבנה לכם הצעת מחיר. המחשבון מעריך את המחיר של ${speedNames[CALCULATOR_SPEED]} לפי המסלול ומדרגת המשקל שבמחירון.`,
  });
});
