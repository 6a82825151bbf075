/**
 * The pricing page's content (docs/product.md#pricing): three tables and the
 * discounts, every cell built from ./prices.ts. This is the general price list, for any address in
 * the country; deliveries within a city have their own, lower list (the city pages, /delivery-24h),
 * and the intro says so (docs/content.md, "Figures always carry their context").
 */
import { z } from "zod";
import { dashRange } from "../lib/typography.ts";
import { fromPrice, tableSchema } from "./blocks.ts";
import { cityById } from "./cities.ts";
import { defineCollection } from "./collection.ts";
import { packageSizes } from "./package-sizes.ts";
import {
  cityPagePrices,
  destinationPrices,
  discounts,
  documentPrices,
  extrasPrices,
  intercityGuide,
  servicePrices as sp,
  serviceTimes as t,
} from "./prices.ts";

const pricingSchema = z.object({
  intro: z.string().min(20),
  tables: z.array(tableSchema).length(3),
  extras: z.array(z.object({ label: z.string(), price: z.string() })).min(1),
  discounts: z.array(z.object({ title: z.string(), percent: z.string(), text: z.string().min(10) })).length(4),
  note: z.string().min(20),
});

const kg = (range: string) => `${dashRange(range)} ק״ג`;
const standard = `עד ${sp.standardMaxKg} ק״ג`;
const express = dashRange(t.expressHours);
const percent = (range: string) => `${dashRange(range)}%`;

/** Regular delivery to a destination when the intercity guide gives it (Eilat: 24–48 hours). */
function regularTo(cityId: string): string | undefined {
  const route = intercityGuide.routes.find((r) => r.fromCityId === "tel-aviv" && r.toCityId === cityId);
  return route && /\d[-–]\d/.test(route.regular) ? dashRange(route.regular) : undefined;
}

/** The calculator's size classes, "עד 5 ק״ג, 5–15 ק״ג או מעל 15 ק״ג". */
const calculatorSizes = packageSizes.map((s) => dashRange(s.description));
const calculatorSizesText = `${calculatorSizes.slice(0, -1).join(", ")} או ${calculatorSizes.at(-1)}`;

export const pricing = defineCollection("app/content/pricing-page.ts", pricingSchema, {
  intro: `זהו המחירון הכללי, למשלוח לכל כתובת בארץ, גם בין ערים. המחירים משוערים, והמחיר הסופי נקבע לפי המרחק, גודל החבילה ומהירות המשלוח ונמסר לכם לפני שהשליח יוצא לדרך. למשלוח בתוך העיר יש מחירון נפרד וזול יותר (משלוח רגיל ${fromPrice(cityPagePrices.regular.from)}), בדפי הערים ובדף משלוחים תוך ${cityPagePrices.regular.withinHours} שעות.`,
  tables: [
    {
      caption: "המחירון הכללי: לפי סוג השירות ומדרגת המשקל",
      columns: ["שירות", "מדרגת משקל", "מחיר"],
      rows: [
        [`משלוח רגיל (${dashRange(sp.regular.days)} ימים)`, standard, fromPrice(sp.regular.from)],
        [`משלוח באותו יום (עד ${t.sameDayUpToHours} שעות)`, standard, fromPrice(sp.sameDay.from)],
        [`משלוח אקספרס (${express} שעות)`, standard, fromPrice(sp.express.from)],
        ["חבילה בינונית", kg(sp.mediumParcel.kg), fromPrice(sp.mediumParcel.from)],
        ["חבילה גדולה", kg(sp.largeParcel.kg), fromPrice(sp.largeParcel.from)],
      ],
    },
    {
      caption: "משלוח מסמכים (המחירון הכללי)",
      columns: ["סוג המסמך", "סוג המשלוח", "מחיר"],
      rows: [
        ["מעטפה או מסמך בודד", "רגיל", fromPrice(documentPrices[0]!)],
        ["חבילת מסמכים", "רגיל", fromPrice(documentPrices[1]!)],
        ["מסמכים דחופים", "באותו יום", fromPrice(documentPrices[2]!)],
        ["מסמכים דחופים", `אקספרס (${express} שעות)`, fromPrice(documentPrices[3]!)],
      ],
    },
    {
      caption: "משלוחים מהמרכז, לפי יעד",
      columns: ["יעד", "זמן הגעה", "מחיר"],
      rows: destinationPrices.map((d) => {
        const regular = regularTo(d.cityId);
        const earliest = `החל מ-${dashRange(d.hours)} שעות`;
        return [cityById(d.cityId).name, regular ? `${earliest} (משלוח רגיל: ${regular})` : earliest, fromPrice(d.from)];
      }),
    },
  ],
  extras: [
    { label: "אריזה (פריט שארזנו מבוטח במלואו)", price: `${extrasPrices.packaging} ₪` },
    { label: "אישור מסירה", price: `${extrasPrices.deliveryConfirmation} ₪` },
    { label: "איסוף נוסף", price: `${extrasPrices.extraPickup} ₪` },
  ],
  discounts: [
    {
      title: "הנחה לעסקים",
      percent: percent(discounts.business),
      text: "הנחה על המחירון לעסקים ששולחים איתנו באופן שוטף, לפי היקף המשלוחים, עם חשבונית חודשית מרוכזת.",
    },
    { title: "משלוח ליום הבא", percent: percent(discounts.nextDayVsSameDay), text: "חיסכון לעומת משלוח באותו יום, כשהמשלוח יכול לחכות למחר." },
    { title: "לקוחות קבועים", percent: percent(discounts.regularCustomers), text: "הנחה על המחירון ללקוחות שחוזרים אלינו, לפי היקף המשלוחים." },
    { title: "תכנון מראש", percent: percent(discounts.planningAhead), text: "הנחה על משלוח שהוזמן מראש ולא ברגע האחרון: כך אפשר לשבץ אותו במסלול קיים." },
  ],
  note: `לפריטים גדולים במיוחד, למסלולים מיוחדים או לכמויות, התקשרו ונבנה לכם הצעת מחיר. המחשבון מעריך את המחיר לפי המסלול ולפי גדלים משלו (${calculatorSizesText}), ולא לפי מדרגות המשקל שבמחירון.`,
});
