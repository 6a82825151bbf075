/**
 * The pricing page (spec 2 "Pricing", spec 3 "Static price rows"): three tables and the
 * discounts, every cell built from ./prices.ts.
 */
import { z } from "zod";
import { fromPrice, tableSchema } from "./blocks";
import { cityById } from "./cities";
import { defineCollection } from "./collection";
import { destinationPrices, discounts, documentPrices, extrasPrices, servicePrices as sp, serviceTimes as t } from "./prices";

const pricingSchema = z.object({
  intro: z.string().min(20),
  tables: z.array(tableSchema).length(3),
  extras: z.array(z.object({ label: z.string(), price: z.string() })).min(1),
  discounts: z.array(z.object({ title: z.string(), percent: z.string(), text: z.string().min(10) })).length(4),
  note: z.string().min(20),
});

const standard = `עד ${sp.standardMaxKg} ק"ג`;

export const pricing = defineCollection("app/content/pricing.ts", pricingSchema, {
  intro: "המחירים כאן הם מחירי \"החל מ-\" משוערים. המחיר הסופי נקבע לפי המרחק, גודל החבילה ומהירות המשלוח, ונמסר לכם לפני שהשליח יוצא לדרך.",
  tables: [
    {
      caption: "משלוחים לפי סוג שירות ומשקל",
      columns: ["שירות", "משקל", "מחיר"],
      rows: [
        [`משלוח רגיל (${sp.regular.days} ימים)`, standard, fromPrice(sp.regular.from)],
        ["משלוח באותו יום", standard, fromPrice(sp.sameDay.from)],
        [`משלוח אקספרס (${t.expressHours} שעות)`, standard, fromPrice(sp.express.from)],
        ["חבילה בינונית", `${sp.mediumParcel.kg} ק"ג`, fromPrice(sp.mediumParcel.from)],
        ["חבילה גדולה", `${sp.largeParcel.kg} ק"ג`, fromPrice(sp.largeParcel.from)],
      ],
    },
    {
      caption: "משלוח מסמכים",
      columns: ["סוג המסמך", "סוג המשלוח", "מחיר"],
      rows: [
        ["מעטפה או מסמך בודד", "רגיל", fromPrice(documentPrices[0]!)],
        ["חבילת מסמכים", "רגיל", fromPrice(documentPrices[1]!)],
        ["מסמכים דחופים", "באותו יום", fromPrice(documentPrices[2]!)],
        ["מסמכים דחופים", `אקספרס (${t.expressHours} שעות)`, fromPrice(documentPrices[3]!)],
      ],
    },
    {
      caption: "משלוחים לפי יעד",
      columns: ["יעד", "זמן משלוח", "מחיר"],
      rows: destinationPrices.map((d) => [cityById(d.cityId).name, `${d.hours} שעות`, fromPrice(d.from)]),
    },
  ],
  extras: [
    { label: "אריזה (פריטים שארזנו מבוטחים במלואם)", price: `${extrasPrices.packaging} ₪` },
    { label: "אישור מסירה", price: `${extrasPrices.deliveryConfirmation} ₪` },
    { label: "איסוף נוסף", price: `${extrasPrices.extraPickup} ₪` },
  ],
  discounts: [
    { title: "הנחה לעסקים", percent: `${discounts.business}%`, text: "לעסקים ששולחים איתנו באופן שוטף, עם חשבונית חודשית מרוכזת." },
    { title: "משלוח ליום הבא", percent: `${discounts.nextDayVsSameDay}%`, text: "חיסכון לעומת משלוח באותו יום, כשהמשלוח יכול לחכות למחר." },
    { title: "לקוחות קבועים", percent: `${discounts.regularCustomers}%`, text: "הנחה קבועה ללקוחות שחוזרים אלינו." },
    { title: "תכנון מראש", percent: `${discounts.planningAhead}%`, text: "הזמנה מראש מאפשרת לשבץ את המשלוח במסלול קיים ולחסוך." },
  ],
  note: "המחירים כוללים איסוף ומסירה עד הדלת. לפריטים גדולים במיוחד, למסלולים מיוחדים או לכמויות, התקשרו ונבנה לכם הצעת מחיר.",
});
