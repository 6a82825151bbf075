/**
 * The terms of use and delivery (/terms): numbered sections like the privacy policy. The figures
 * (liability, weight, cut-off times, fees) are the owner's, published from the admin
 * (app/lib/terms-figures.ts); prices are on the price list (/pricing) and are not repeated here. The
 * courier hours come from app/lib/business-details.ts.
 */
import { z } from "zod";
import { defineCollection } from "./collection.ts";
import { legalSectionSchema, legalUpdatedSchema } from "./legal-document.ts";
import { courierHours } from "../lib/business-details.ts";
import { termsShekels as shekels, type TermsFigures } from "../lib/terms-figures.ts";

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

const drawn = new WeakMap<TermsFigures, ReturnType<typeof draw>>();
/** The terms with one set of figures, drawn once per published set. */
export function termsOf(figures: TermsFigures) {
  if (!drawn.has(figures)) drawn.set(figures, draw(figures));
  return drawn.get(figures)!;
}

const insurance = (l: TermsFigures) =>
  l.insurancePercent > 0 ? `בתוספת דמי ביטוח של ${l.insurancePercent}% מהערך המוצהר` : "בתוספת דמי ביטוח שנמסור לכם בהצעת המחיר";

const cancellation = (l: TermsFigures) =>
  l.cancellationFeeShekels > 0
    ? `ביטול לפני שהשליח יצא לאיסוף: בלי תשלום. ביטול אחרי שהשליח יצא לאיסוף: דמי ביטול של ${shekels(l.cancellationFeeShekels)}.`
    : "ביטול לפני האיסוף: בלי תשלום.";

function draw(l: TermsFigures) {
  return defineCollection("app/content/terms.ts", termsSchema, {
    updated: "25.11.2026",
    sections: [
      {
        id: "general",
        heading: "כללי",
        paragraphs: [
          "התנאים האלה חלים על כל הזמנת משלוח דרך האתר, בטלפון או בוואטסאפ. הזמנת משלוח מהווה הסכמה להם. המחירים עצמם מופיעים במחירון, ומחיר סופי נקבע בהצעת המחיר שתקבלו לפני האיסוף.",
        ],
        withIdentity: true,
      },
      {
        id: "liability",
        heading: "אחריות ותקרתה",
        paragraphs: [
          `אנחנו אחראים למשלוח מרגע האיסוף ועד המסירה בכתובת היעד. משלוח שלא הוצהר עליו ערך: האחריות לנזק או לאובדן מוגבלת לערך הפריט בפועל, ועד ${shekels(l.liabilityShekels)} למשלוח.`,
          "איננו אחראים לנזק עקיף (למשל רווח שנמנע), לעיכוב שנגרם מכתובת שגויה או מנמען שלא היה זמין, או לנזק שנגרם מאריזה לקויה של פריט שלא ארזנו אנחנו.",
        ],
      },
      {
        id: "declared-value",
        heading: "ערך מוצהר וביטוח",
        paragraphs: [
          `פריט ששווה יותר מ-${shekels(l.liabilityShekels)}: הצהירו על ערכו בעת ההזמנה. משלוח עם ערך מוצהר מבוטח עד הערך שהצהרתם, ולכל היותר ${shekels(l.maxDeclaredValueShekels)} למשלוח, ${insurance(l)}.`,
        ],
        list: [
          "פריט שארזנו בשירות האריזה שלנו: מבוטח גם מפני נזק שנגרם באריזה, עד הערך המוצהר.",
          "פריט שארזתם בעצמכם: מבוטח מפני אובדן ומפני נזק שנגרם בזמן ההובלה, אבל לא מפני נזק שנגרם בגלל אריזה שאינה מתאימה לפריט.",
          "פריט שביר או רגיש: ציינו זאת בהזמנה, ונמליץ על אריזה מתאימה.",
        ],
      },
      {
        id: "damage",
        heading: "איך ועד מתי מדווחים על נזק",
        paragraphs: [
          `נזק גלוי: ציינו אותו למסור בעת המסירה וצלמו את האריזה לפני שאתם פותחים אותה. נזק או אובדן: דווחו לנו בטלפון, בוואטסאפ או באימייל תוך ${l.reportWithinDays} ימים ממועד המסירה (או מהמועד שבו היה המשלוח אמור להימסר), עם מספר ההזמנה, תמונות והוכחת ערך (למשל חשבונית).`,
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
        paragraphs: [
          "משלמים באשראי, בהעברה בנקאית, ב-bit או במזומן לשליח. לעסקים עם חשבון: חשבונית חודשית.",
          "המזמין משלם, אלא אם סוכם מראש שהנמען ישלם. אם הנמען סירב לשלם או לקבל את המשלוח, המזמין משלם על המשלוח ועל ההחזרה.",
        ],
      },
      {
        id: "surcharges",
        heading: "תוספות",
        paragraphs: ["התוספות האלה נוספות למחיר המשלוח, והסכום שלהן נמסר בהצעת המחיר לפני האיסוף:"],
        list: [
          "משלוח לילה, מחוץ לשעות השליחים",
          "משלוח בשבת ובחגים",
          "המתנה באיסוף או במסירה מעבר לעשר הדקות הראשונות",
          "נשיאה במדרגות, בבניין בלי מעלית",
          "יעדים מרוחקים (למשל אילת והערבה) ויישובים שהגישה אליהם מוגבלת",
        ],
      },
      {
        id: "cancellation",
        heading: "ביטול הזמנה",
        paragraphs: [`${cancellation(l)} משלוח שכבר נאסף מוחזר אליכם לפי בקשתכם, במחיר משלוח נוסף.`],
      },
      {
        id: "same-day",
        heading: "שעות סגירה למשלוח באותו יום",
        paragraphs: [
          `משלוח באותו יום יוצא אם ההזמנה אושרה עד ${l.cutOffWeekdays} בימים ראשון עד חמישי, ועד ${l.cutOffFriday} בשישי ובערבי חג. הזמנה שאושרה אחר כך יוצאת ביום העבודה הבא, או כמשלוח דחוף בתוספת תשלום.`,
        ],
      },
      {
        id: "within-an-hour",
        heading: "מה המשמעות של ״שליח תוך שעה״",
        paragraphs: [
          `״שליח תוך שעה״ פירושו ששליח מגיע לכתובת האיסוף עד שעה אחרי שאישרנו את ההזמנה, כשהאיסוף והיעד באותה עיר ובשעות השליחים: ${courierHours}. זה זמן ההגעה לאיסוף, לא זמן המסירה.`,
          "בין ערים, ליעדים מרוחקים ומחוץ לשעות השליחים נתאם איתכם את זמן האיסוף בטלפון. זמני המסירה לכל סוג משלוח מופיעים במחירון.",
        ],
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
