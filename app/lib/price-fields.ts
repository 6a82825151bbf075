/**
 * The prices' fields in the owner's words (the admin's "מחירים" form, what changed between two
 * versions): admin and server words, kept apart from ./price-inputs.ts, which the public pages'
 * calculator chunk carries.
 */
import type { PriceField, PriceRange } from "./price-inputs.ts";

export type PriceUnit = "shekels" | "percent" | "times";

/** Each field in the owner's words, grouped as the form shows them. */
export const priceFieldGroups: ReadonlyArray<{ title: string; fields: ReadonlyArray<{ name: PriceField; label: string; unit: PriceUnit }> }> = [
  {
    title: "משלוח רגיל (גם מחיר המחשבון)",
    fields: [
      { name: "regularWithinCity", label: "בתוך העיר", unit: "shekels" },
      { name: "regularBetweenCities", label: "בין ערים (מ־ הוא המינימום במחשבון)", unit: "shekels" },
      { name: "regularFar", label: "ליעדים מרוחקים כמו אילת", unit: "shekels" },
      { name: "perRoadKm", label: "מחיר לק״מ כביש בין ערים, במחשבון", unit: "shekels" },
    ],
  },
  {
    title: "מחירים קבועים מתל אביב (חבילה קטנה)",
    fields: [
      { name: "pairJerusalem", label: "תל אביב – ירושלים", unit: "shekels" },
      { name: "pairHaifa", label: "תל אביב – חיפה", unit: "shekels" },
      { name: "pairBeerSheva", label: "תל אביב – באר שבע", unit: "shekels" },
      { name: "pairEilat", label: "תל אביב – אילת", unit: "shekels" },
    ],
  },
  {
    title: "משלוח באותו יום ואקספרס",
    fields: [
      { name: "sameDayWithinCity", label: "באותו יום, בתוך העיר", unit: "shekels" },
      { name: "sameDayBetweenCities", label: "באותו יום, בין ערים", unit: "shekels" },
      { name: "expressWithinCity", label: "אקספרס, בתוך העיר", unit: "shekels" },
      { name: "expressBetweenCities", label: "אקספרס, בין ערים", unit: "shekels" },
    ],
  },
  {
    title: "מדרגות משקל",
    fields: [
      { name: "multiplierMedium", label: "חבילה בינונית (5–15 ק״ג), פי", unit: "times" },
      { name: "multiplierLarge", label: "חבילה גדולה (15–30 ק״ג), פי", unit: "times" },
    ],
  },
  {
    title: "מסמכים, בתוך העיר",
    fields: [
      { name: "documentEnvelope", label: "מעטפה או מסמך בודד (רגיל)", unit: "shekels" },
      { name: "documentSet", label: "חבילת מסמכים (רגיל)", unit: "shekels" },
      { name: "documentSameDay", label: "מסמכים דחופים, באותו יום", unit: "shekels" },
      { name: "documentExpress", label: "מסמכים דחופים, אקספרס", unit: "shekels" },
    ],
  },
  {
    title: "תוספות",
    fields: [
      { name: "extraPackaging", label: "אריזה", unit: "shekels" },
      { name: "extraDeliveryConfirmation", label: "אישור מסירה", unit: "shekels" },
      { name: "extraPickup", label: "איסוף נוסף", unit: "shekels" },
    ],
  },
  {
    title: "תוספות למחיר המשלוח",
    fields: [
      { name: "surchargeNight", label: "משלוח לילה, מחוץ לשעות השליחים", unit: "shekels" },
      { name: "surchargeShabbat", label: "משלוח בשבת ובחג", unit: "shekels" },
      { name: "surchargeWaiting", label: "המתנה, לכל 15 דקות אחרי עשר הדקות הראשונות", unit: "shekels" },
      { name: "surchargeStairs", label: "נשיאה במדרגות בבניין בלי מעלית, לכל קומה", unit: "shekels" },
    ],
  },
  {
    title: "הנחות (אחוזים, לפי היקף המשלוחים)",
    fields: [
      { name: "discountBusiness", label: "עסקים ששולחים באופן שוטף", unit: "percent" },
      { name: "discountRegularCustomers", label: "לקוחות קבועים", unit: "percent" },
    ],
  },
];

export const priceFieldLabels = Object.fromEntries(priceFieldGroups.flatMap((g) => g.fields.map((f) => [f.name, f.label]))) as Record<PriceField, string>;
export const PRICE_FIELDS = priceFieldGroups.flatMap((g) => g.fields.map((f) => f.name));

export const isRange = (value: number | PriceRange): value is PriceRange => typeof value === "object";

/** A figure as the owner reads it: "40 ₪", "50–310 ₪", "10–25%", "פי 1.3". */
export function priceText(field: PriceField, value: number | PriceRange): string {
  const unit = priceFieldGroups.flatMap((g) => g.fields).find((f) => f.name === field)!.unit;
  const figure = isRange(value) ? (value.low === value.high ? `${value.low}` : `${value.low}–${value.high}`) : `${value}`;
  return unit === "shekels" ? `${figure} ₪` : unit === "percent" ? `${figure}%` : `פי ${figure}`;
}
