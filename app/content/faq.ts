/** The ten questions of the FAQ page (docs/product.md#faq), with answers built from the price book (./price-book.ts). */
import { z } from "zod";
import { courierHoursText, serviceHoursText } from "../lib/business-details.ts";
import { DELIVERY_TIMES_COUNT, INSURANCE_SUMMARY, PAYMENT_METHODS, PICKUP_PROMISE } from "../lib/customer-facts.ts";
import { defineCollection } from "./collection.ts";
import { perBook, scopeNames, VAT_NOTE } from "./price-book.ts";

const faqSchema = z
  .array(z.object({ id: z.string().regex(/^[a-z]+(-[a-z]+)*$/), question: z.string().min(5).endsWith("?"), answer: z.string().min(40) }))
  .length(10)
  .refine((items) => new Set(items.map((i) => i.id)).size === items.length, "question ids must be unique");

/** The questions with one price book's figures. */
export const faqOf = perBook(({ book }) =>
  defineCollection("app/content/faq.ts", faqSchema, [
    {
      id: "delivery-times",
      question: "תוך כמה זמן המשלוח מגיע?",
      answer: `${PICKUP_PROMISE} משלוח רגיל נמסר ${book.regular.withinCity!.time}, ${scopeNames.withinCity} וגם ${scopeNames.betweenCities} (${scopeNames.far}: ${book.regular.far!.time}). ${scopeNames.withinCity} משלוח באותו יום מגיע ${book.sameDay.withinCity!.time}, ואקספרס תוך ${book.express.withinCity!.time}; ${scopeNames.betweenCities} אקספרס מגיע תוך ${book.express.betweenCities!.time}. ${DELIVERY_TIMES_COUNT}`,
    },
    {
      id: "price",
      question: "איך מחושב מחיר המשלוח?",
      answer: `המחיר נקבע לפי מהירות המשלוח, היעד ומדרגת המשקל. לחבילה קטנה ${scopeNames.withinCity} משלוח רגיל עולה ${book.regular.withinCity!.range} ₪ ואקספרס ${book.express.withinCity!.range} ₪; ${scopeNames.betweenCities} משלוח רגיל עולה ${book.regular.betweenCities!.range} ₪, לפי המרחק. ${VAT_NOTE} המחשבון בדף הבית והמחירון נותנים הערכה מיידית, והמחיר הסופי נמסר לכם לפני שהשליח יוצא.`,
    },
    {
      id: "tracking",
      question: "איך אפשר לדעת איפה המשלוח שלי?",
      answer: "התקשרו אלינו או שלחו הודעת וואטסאפ, ונעדכן אתכם איפה המשלוח נמצא ומתי הוא צפוי להגיע.",
    },
    {
      id: "coverage",
      question: "לאילו אזורים אתם שולחים?",
      answer: "לכל הארץ, מהצפון ועד אילת: ערים, יישובים ואזורי תעשייה. אם היעד שלכם מרוחק, התקשרו ונתאים את מועד האיסוף והמסירה.",
    },
    {
      id: "insurance",
      question: "מה קורה אם משהו נפגע בדרך?",
      answer: `${INSURANCE_SUMMARY} אם משלוח הגיע פגוע, צלמו את האריזה ואת הפריט ודווחו לנו בטלפון או בוואטסאפ בזמן שבתנאי המשלוח, ונטפל בפנייה.`,
    },
    {
      id: "presence",
      question: "האם מישהו צריך להיות נוכח במסירה?",
      answer:
        "עדיף שמישהו יהיה במקום כדי לקבל את המשלוח. אם לא תהיו זמינים, תאמו איתנו מראש מסירה לאדם אחר או למקום מוסכם. מסמכים ותרופות נמסרים ליד הנמען או למי שהוא הסמיך.",
    },
    {
      id: "large-items",
      question: "אפשר לשלוח פריטים גדולים?",
      answer: `כן. מדרגת המשקל הגדולה במחירון היא ${book.bands.large} ק״ג, ובה משלוח רגיל ${scopeNames.withinCity} עולה ${book.regular.withinCity!.bands!.large} ₪. חבילות כבדות מ-${book.bands.heaviestKg} ק״ג ופריטים גדולים מתומחרים בנפרד לפי הגודל והמסלול. ספרו לנו מה שולחים ונתאים את הרכב.`,
    },
    {
      id: "hours",
      question: "מהן שעות הפעילות שלכם?",
      answer: `${serviceHoursText}. ${courierHoursText}.`,
    },
    {
      id: "payment",
      question: "איך משלמים?",
      answer: PAYMENT_METHODS,
    },
    {
      id: "discounts",
      question: "יש הנחות?",
      answer: `כן. לקוחות קבועים מקבלים הנחה של ${book.discounts.regularCustomers}% על המחירון, ועסקים ${book.discounts.business}%, לפי היקף המשלוחים. ומי שיכול לחכות למחר חוסך: לפי המחירון, משלוח רגיל זול עד ${book.saving.regularInsteadOfSameDayUpTo}% ממשלוח באותו יום ועד ${book.saving.regularInsteadOfExpressUpTo}% מאקספרס.`,
    },
  ]),
);
