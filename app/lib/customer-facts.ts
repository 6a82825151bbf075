/**
 * The facts a customer decides on, each stated once (issue 41): the pickup promise, how to pay,
 * what is insured, what reaches far destinations, the surcharges, the claim window and the cut-off
 * times. Every page that says one of them uses these words; the content lint's fact rules
 * (./content-lint.ts, `factRules`) fail `npm test` when one is typed anywhere else.
 *
 * Plain words and small functions of the figures, so a component can import one constant without
 * the rest (the public pages' JavaScript carries only what it uses).
 */
import { courierHours } from "./business-details.ts";
import { termsShekels as shekels, type TermsFigures } from "./terms-figures.ts";

/** The pickup promise's name, as a title; /terms#within-an-hour says what it means. */
export const PICKUP_PROMISE_NAME = "שליח תוך שעה";
/** The pickup promise with its condition, as one sentence. */
export const PICKUP_PROMISE = "בתוך העיר ובשעות השליחים, השליח מגיע לאיסוף עד שעה מאישור ההזמנה.";
/** What the promise means, for the terms. */
export const PICKUP_PROMISE_MEANING = [
  `״${PICKUP_PROMISE_NAME}״ פירושו שהשליח מגיע לכתובת האיסוף עד שעה מהרגע שאישרנו את ההזמנה, כשהאיסוף והיעד באותה עיר ובשעות השליחים: ${courierHours}. זה זמן ההגעה לאיסוף, לא זמן המסירה.`,
  "בין ערים, ליעדים מרוחקים ומחוץ לשעות השליחים, נתאם איתכם את זמן האיסוף כשנאשר את ההזמנה. זמני המסירה של כל סוג משלוח מופיעים במחירון.",
] as const;

/** How delivery times count: in working days and the courier hours (issue 41: "תוך 24 שעות" for an order on Friday afternoon). */
export const DELIVERY_TIMES_COUNT =
  "זמני המסירה נספרים בימי העבודה ובשעות השליחים: משלוח רגיל שהוזמן בשישי אחרי שעות השליחים, בשבת או בחג נספר מיום העבודה הבא בבוקר.";

/** How to pay, and who gets a monthly invoice. */
export const PAYMENT_METHODS = "משלמים באשראי, בהעברה בנקאית, באפליקציית תשלומים (כמו bit) או במזומן לשליח. לעסקים עם חשבון: חשבונית חודשית מרוכזת.";

/** Insurance without figures, for pages that are not the terms. */
export const INSURANCE_SUMMARY = "משלוח עם ערך מוצהר מבוטח עד הערך שהצהרתם, בתוספת דמי ביטוח. משלוח בלי ערך מוצהר: האחריות שלנו מוגבלת לסכום שבתנאי המשלוח.";
/** What our packing service adds to the cover, for the pages that offer packing. */
export const PACKING_COVER = "פריט שארזנו בשירות האריזה שלנו, עם ערך מוצהר, מבוטח גם מפני נזק שנגרם באריזה.";

const insuranceFee = (t: TermsFigures) =>
  t.insurancePercent > 0 ? `בתוספת דמי ביטוח של ${t.insurancePercent}% מהערך המוצהר` : "בתוספת דמי ביטוח שנמסור לכם בהצעת המחיר";

/** Insurance with the owner's figures, for the terms. */
export function insuranceTerms(t: TermsFigures) {
  return {
    withoutDeclaration: `משלוח שלא הוצהר עליו ערך: האחריות לנזק או לאובדן מוגבלת לערך הפריט בפועל, ועד ${shekels(t.liabilityShekels)} למשלוח.`,
    declared: `פריט ששווה יותר מ-${shekels(t.liabilityShekels)}: הצהירו על ערכו בעת ההזמנה. משלוח עם ערך מוצהר מבוטח עד הערך שהצהרתם, ולכל היותר ${shekels(t.maxDeclaredValueShekels)} למשלוח, ${insuranceFee(t)}.`,
    cover: [
      PACKING_COVER,
      "פריט שארזתם בעצמכם: מבוטח מפני אובדן ומפני נזק שנגרם בזמן ההובלה, אבל לא מפני נזק שנגרם בגלל אריזה שאינה מתאימה לפריט.",
      "פריט שביר או רגיש: ציינו זאת בהזמנה, ונמליץ על אריזה מתאימה.",
    ],
    /** The cap's limit (Contracts Law: a clause cannot exempt intent or gross negligence). */
    capLimit: "תקרת האחריות לא חלה על נזק שגרמנו בכוונה או ברשלנות רבתי.",
  };
}

/** How long after delivery a damage or loss may be reported, in the terms' words. */
export const claimWindow = (t: TermsFigures) => `תוך ${t.reportWithinDays} ימים ממועד המסירה`;

/** The same-day cut-off times, in the terms' words. */
export const cutOffTimes = (t: TermsFigures) => `עד ${t.cutOffWeekdays} בימים ראשון עד חמישי, ועד ${t.cutOffFriday} בשישי ובערבי חג`;

interface FarTimes {
  regular?: string;
  sameDay?: string;
  express?: string;
}

/** What reaches a far destination such as Eilat, from the price book's times (express does not). */
export function farReach(far: FarTimes): string {
  const offered = [far.regular && `משלוח רגיל (${far.regular})`, far.sameDay && `משלוח באותו יום${far.sameDay.replace(/^באותו יום/, "")}`].filter(Boolean);
  const express = far.express ? `, ואקספרס (${far.express})` : ". אקספרס לא מגיע ליעדים מרוחקים";
  return `ליעדים מרוחקים כמו אילת: ${offered.join(" ו")}${express}.`;
}

export interface SurchargeAmounts {
  night: number;
  shabbat: number;
  waiting: number;
  stairs: number;
}

/** The surcharges with their amounts (the owner's prices), each a line of the terms and the price list. */
export function surchargeLines(s: SurchargeAmounts): ReadonlyArray<{ label: string; price: string }> {
  return [
    { label: "משלוח לילה, מחוץ לשעות השליחים", price: `${s.night} ₪` },
    { label: "משלוח בשבת ובחג", price: `${s.shabbat} ₪` },
    { label: "המתנה באיסוף או במסירה, לכל 15 דקות אחרי עשר הדקות הראשונות", price: `${s.waiting} ₪` },
    { label: "נשיאה במדרגות בבניין בלי מעלית, לכל קומה", price: `${s.stairs} ₪` },
  ];
}

/** The experience claim, only from the years the owner set (issue 41); null when he set none. */
export const experienceClaim = (years: string | undefined) => (years ? `יותר מ-${years} שנות ניסיון` : null);

/** Saturday and holiday service, with its surcharge named, for the pages that offer it. */
export const SHABBAT_SERVICE = "גם בשבת ובחג, בתוספת תשלום";
