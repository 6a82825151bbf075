/**
 * The terms of use and delivery (/terms): numbered sections like the privacy policy. The figures
 * (liability, weight, cut-off times, fees) are the owner's, published from the admin
 * (app/lib/terms-figures.ts); prices are on the price list (/pricing), and only the surcharges are
 * repeated here, from the same book. The facts other pages state too (payment, insurance, the pickup
 * promise, the claim window, the cut-off) are worded once in app/lib/customer-facts.ts.
 */
import { z } from "zod";
import { defineCollection } from "./collection.ts";
import { legalSectionSchema, legalUpdatedSchema } from "./legal-document.ts";
import {
  claimWindow,
  cutOffTimes,
  DELIVERY_TIMES_COUNT,
  insuranceTerms,
  PAYMENT_METHODS,
  PICKUP_PROMISE_MEANING,
  PICKUP_PROMISE_NAME,
  surchargeLines,
  type SurchargeAmounts,
} from "../lib/customer-facts.ts";
import { MAX_CANCELLATION_PERCENT, termsShekels as shekels, type TermsFigures } from "../lib/terms-figures.ts";

const termsSchema = z.object({
  updated: legalUpdatedSchema,
  sections: z
    .array(
      legalSectionSchema.extend({
        /** The anchor other pages link to, e.g. /terms#within-an-hour. */
        id: z.string().regex(/^[a-z-]+$/),
      }),
    )
    .min(10),
});

const drawn = new WeakMap<TermsFigures, WeakMap<SurchargeAmounts, ReturnType<typeof draw>>>();
/** The terms with one set of figures and the published surcharges (a price book's `book.surcharges`), drawn once per pair. */
export function termsOf(figures: TermsFigures, surcharges: SurchargeAmounts) {
  if (!drawn.has(figures)) drawn.set(figures, new WeakMap());
  const bySurcharges = drawn.get(figures)!;
  if (!bySurcharges.has(surcharges)) bySurcharges.set(surcharges, draw(figures, surcharges));
  return bySurcharges.get(surcharges)!;
}

const cancellation = (l: TermsFigures) => [
  "הזמנה שביצעתם מרחוק (באתר, בטלפון או בוואטסאפ) אפשר לבטל לפי סעיף 14ג לחוק הגנת הצרכן: הודיעו לנו בטלפון, בוואטסאפ או באימייל, ונאשר לכם את הביטול בכתב.",
  l.cancellationFeeShekels > 0
    ? `ביטול לפני שהשליח יצא לאיסוף: בלי תשלום. ביטול אחרי שהשליח יצא ולפני האיסוף: דמי ביטול של ${MAX_CANCELLATION_PERCENT}% ממחיר ההזמנה או ${shekels(l.cancellationFeeShekels)}, הנמוך מביניהם.`
    : "ביטול לפני האיסוף: בלי תשלום.",
  "משלוח שכבר נאסף מוחזר אליכם לפי בקשתכם, במחיר משלוח נוסף לפי המחירון.",
];

function draw(l: TermsFigures, surcharges: SurchargeAmounts) {
  const insurance = insuranceTerms(l);
  return defineCollection("app/content/terms.ts", termsSchema, {
    updated: "28.11.2026",
    sections: [
      {
        id: "general",
        heading: "כללי",
        paragraphs: [
          "התנאים האלה חלים על הזמנת משלוח דרך האתר, בטלפון או בוואטסאפ. המחירים עצמם מופיעים במחירון, והמחיר הסופי נקבע בהצעת המחיר שתקבלו לפני האיסוף.",
          "כל הזמנה מאושרת לכם בכתב (בהודעת וואטסאפ, ב-SMS או באימייל), עם פרטי המשלוח, המחיר וקישור לתנאים האלה. ההזמנה נסגרת כשאתם מאשרים אותה אחרי שקיבלתם את האישור.",
        ],
        withIdentity: true,
      },
      {
        id: "liability",
        heading: "אחריות ותקרתה",
        paragraphs: [
          `אנחנו אחראים למשלוח מרגע האיסוף ועד המסירה בכתובת היעד. ${insurance.withoutDeclaration}`,
          insurance.capLimit,
          "איננו אחראים לנזק עקיף (למשל רווח שנמנע), לעיכוב שנגרם מכתובת שגויה או מנמען שלא היה זמין, או לנזק שנגרם מאריזה לקויה של פריט שלא ארזנו אנחנו.",
        ],
      },
      {
        id: "declared-value",
        heading: "ערך מוצהר וביטוח",
        paragraphs: [insurance.declared],
        list: [...insurance.cover],
      },
      {
        id: "damage",
        heading: "איך ועד מתי מדווחים על נזק",
        paragraphs: [
          `נזק גלוי: הראו אותו לשליח בעת המסירה, וצלמו את האריזה לפני שאתם פותחים אותה. נזק או אובדן: דווחו לנו בטלפון, בוואטסאפ או באימייל ${claimWindow(l)} (או מהמועד שבו היה המשלוח אמור להימסר), עם מספר ההזמנה, תמונות והוכחת ערך (למשל חשבונית).`,
          "נבדוק כל פנייה ונחזור אליכם עם תשובה בכתב. אם הנזק באחריותנו, נפצה לפי הסעיפים הקודמים.",
        ],
      },
      {
        id: "prohibited",
        heading: "פריטים אסורים",
        paragraphs: ["אלה פריטים שלא נוביל בכלל:"],
        list: [
          "מזומן, המחאות פתוחות, תכשיטים, מתכות יקרות ושאר חפצי ערך",
          "נשק, תחמושת וחלקיהם",
          "חומרים מסוכנים: דליקים, נפיצים, רעילים או מאכלים, וגזים דחוסים",
          "דגימות ביולוגיות (דם, רקמות, תרביות) וחומרים זיהומיים",
          "בעלי חיים",
          "כל פריט שהחזקתו או הובלתו אסורה על פי חוק",
        ],
      },
      {
        id: "restricted",
        heading: "פריטים שמובילים רק בתיאום",
        paragraphs: ["את אלה נוביל רק אם תיאמתם מראש בטלפון, ואנחנו רשאים לסרב:"],
        list: [
          "סוללות ליתיום שאינן בתוך מכשיר (סוללה בתוך טלפון או מחשב מותרת)",
          "מזון מתכלה ופריטים שצריך לשמור בקירור",
          "תרופות וציוד רפואי: לפי הנחיות השמירה של כל פריט",
        ],
      },
      {
        id: "size",
        heading: "משקל ומידות מרביים",
        paragraphs: [
          `משלוח רגיל: עד ${l.maxWeightKg} ק״ג לחבילה, סכום האורך, הרוחב והגובה עד ${l.maxDimensionsSumCm} ס״מ, ואף צלע לא ארוכה מ-${l.maxSideCm} ס״מ. פריט גדול או כבד יותר: התקשרו, ונציע הובלה מתאימה במחיר נפרד.`,
        ],
      },
      {
        id: "payment",
        heading: "תשלום ומי משלם",
        paragraphs: [PAYMENT_METHODS, "המזמין משלם, אלא אם סוכם מראש שהנמען ישלם. אם הנמען סירב לשלם או לקבל את המשלוח, המזמין משלם על המשלוח ועל ההחזרה."],
      },
      {
        id: "surcharges",
        heading: "תוספות",
        paragraphs: ["התוספות האלה נוספות למחיר המשלוח, כשהן חלות עליו, ונמסרות לכם בהצעת המחיר לפני האיסוף:"],
        list: [
          ...surchargeLines(surcharges).map(({ label, price }) => `${label}: ${price}`),
          "יעדים מרוחקים (למשל אילת והערבה): המחיר שבמחירון ליעדים מרוחקים. יישובים שהגישה אליהם מוגבלת: בתיאום מראש, והסכום נמסר בהצעת המחיר.",
        ],
      },
      {
        id: "estimate",
        heading: "מחיר המחשבון והמחיר הסופי",
        paragraphs: [
          "מחיר המחשבון באתר הוא הערכה לפי המסלול וגודל החבילה. השעה והיום (התוספות שבסעיף הקודם), מזג אוויר קשה או מצב כבישים חריג יכולים לשנות את המחיר הסופי: נאמר לכם אותו לפני האיסוף, ואם הוא לא מתאים לכם, תוכלו לבטל בלי תשלום.",
        ],
      },
      {
        id: "cancellation",
        heading: "ביטול הזמנה",
        paragraphs: cancellation(l),
      },
      {
        id: "same-day",
        heading: "עד מתי מזמינים משלוח באותו יום",
        paragraphs: [`משלוח באותו יום יוצא כשההזמנה מאושרת ${cutOffTimes(l)}. הזמנה שאושרה אחר כך יוצאת ביום העבודה הבא, או כמשלוח אקספרס לפי המחירון.`],
      },
      {
        id: "within-an-hour",
        heading: `מה המשמעות של ״${PICKUP_PROMISE_NAME}״`,
        paragraphs: [...PICKUP_PROMISE_MEANING, DELIVERY_TIMES_COUNT],
      },
      {
        id: "contact",
        heading: "יצירת קשר",
        paragraphs: ["שאלות על התנאים, דיווח על נזק או בקשה מיוחדת:"],
        withContactDetails: true,
      },
    ],
  });
}
