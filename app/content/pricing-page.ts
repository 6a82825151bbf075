/**
 * The pricing page's content (docs/product.md#the-price-model): the price book's tables and the
 * discounts, every cell and every percentage computed from ./price-book.ts. Nothing is typed here:
 * a saving is the ratio of two list prices, a table cell is a tier's range.
 */
import { surchargeLines } from "../lib/customer-facts.ts";
import { z } from "zod";
import { tableSchema } from "./blocks.ts";
import { cityById } from "./cities.ts";
import { defineCollection } from "./collection.ts";
import { bandHeader, bandsTable, documentsTable, tiersTable } from "./price-tables.ts";
import { CALCULATOR_SPEED, heaviestKg, perBook, scopeNames, scopeOfRoute, speedNames, VAT_NOTE, type PriceBook, type ScopeId } from "./price-book.ts";
import { estimateByTable } from "../lib/delivery-estimate.ts";

const pricingSchema = z.object({
  intro: z.string().min(20),
  tables: z.array(tableSchema).min(3),
  extras: z.array(z.object({ label: z.string(), price: z.string() })).min(1),
  surcharges: z.array(z.object({ label: z.string(), price: z.string() })).min(1),
  discounts: z.array(z.object({ title: z.string(), percent: z.string(), text: z.string().min(10) })).length(2),
  /** What a slower speed saves: the gap between two list prices, not a discount. */
  savings: z.array(z.object({ title: z.string(), percent: z.string(), text: z.string().min(10) })).length(2),
  note: z.string().min(20),
});

/**
 * Regular delivery from Tel Aviv at the spec's four pair prices, in each size: the calculator's
 * figures (the same rounding), with the scope (its time is in the first table), so Eilat's medium and
 * large prices are published too; four columns fit a 390 px screen.
 */
/** A destination's scope in a table cell that a 390 px screen gives 70 px. */
const shortScope: Record<ScopeId, string> = { withinCity: "בתוך העיר", betweenCities: "בין ערים", far: "יעד מרוחק" };

function destinationsTable({ rates, bands }: PriceBook) {
  const telAviv = cityById("tel-aviv");
  const row = (toId: string, scope: ScopeId) => {
    const to = cityById(toId);
    const label = `${to.name} (${shortScope[scope]})`;
    return [label, ...bands.map((b) => `${estimateByTable(rates, telAviv, to, b.multiplier)!.price} ₪`)];
  };
  return {
    caption: `${speedNames[CALCULATOR_SPEED]} מתל אביב, לפי יעד וגודל חבילה: מחירי המחשבון, כולל מע״מ`,
    columns: ["יעד", ...bands.map(bandHeader)],
    rows: [row("tel-aviv", "withinCity"), ...rates.fixedPairs.map(([from, to]) => row(to, scopeOfRoute(from, to)))],
  };
}

/** The pricing page with one price book's figures. */
export const pricingOf = perBook((pb) => {
  const { book, extras } = pb;
  return defineCollection("app/content/pricing-page.ts", pricingSchema, {
    intro: `המחיר נקבע לפי שלושה דברים: מהירות המשלוח (${Object.values(book.names).join(", ")}); היעד (${scopeNames.withinCity}, ${scopeNames.betweenCities} או ${scopeNames.far}); ומדרגת המשקל, שהן גם הגדלים במחשבון. ${VAT_NOTE} בין ערים המחיר בתוך הטווח תלוי במרחק, והמחיר הסופי נמסר לכם לפני שהשליח יוצא לדרך.`,
    tables: [tiersTable(pb), bandsTable(pb, "betweenCities"), destinationsTable(pb), documentsTable(pb)],
    extras: [
      { label: "אריזה בשירות האריזה שלנו", price: `${extras.packaging} ₪` },
      { label: "אישור מסירה", price: `${extras.deliveryConfirmation} ₪` },
      { label: "איסוף נוסף", price: `${extras.extraPickup} ₪` },
    ],
    surcharges: [...surchargeLines(book.surcharges)],
    discounts: [
      {
        title: "הנחה לעסקים עם חשבון",
        percent: `${book.discounts.business}%`,
        text: "לעסק שפותח אצלנו חשבון ומשלם בחשבונית חודשית מרוכזת. השיעור נקבע לפי מספר המשלוחים בחודש, וכתוב בהסכם שנחתום איתכם מראש.",
      },
      {
        title: "הנחה ללקוחות קבועים",
        percent: `${book.discounts.regularCustomers}%`,
        text: "ללקוחות פרטיים שמזמינים מאיתנו משלוחים לאורך זמן. השיעור נקבע לפי מספר המשלוחים בשלושת החודשים האחרונים, ונמסר לכם בהצעת המחיר.",
      },
    ],
    savings: [
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
