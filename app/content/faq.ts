/** The ten questions of the FAQ page (spec 2, "Other pages"), with answers built from ./prices.ts. */
import { z } from "zod";
import { courierHoursText, serviceHoursText } from "./blocks";
import { defineCollection } from "./collection";
import { cityPagePrices, discounts, intercityGuide, servicePrices, serviceTimes as t } from "./prices";

const faqSchema = z
  .array(z.object({ id: z.string().regex(/^[a-z]+(-[a-z]+)*$/), question: z.string().min(5).endsWith("?"), answer: z.string().min(40) }))
  .length(10)
  .refine((items) => new Set(items.map((i) => i.id)).size === items.length, "question ids must be unique");

export const faq = defineCollection("app/content/faq.ts", faqSchema, [
  {
    id: "delivery-times",
    question: "תוך כמה זמן המשלוח מגיע?",
    answer: `שליח מגיע לאיסוף תוך שעה. משלוח רגיל נמסר תוך ${t.deliveryWithinHours} שעות, משלוח באותו יום תוך ${t.sameDayUpToHours} שעות לכל היותר, ומשלוח אקספרס תוך ${t.expressHours} שעות. לאילת משלוח רגיל לוקח ${intercityGuide.routes.find((r) => r.toCityId === "eilat")?.regular ?? ""}.`,
  },
  {
    id: "price",
    question: "איך מחושב מחיר המשלוח?",
    answer: `המחיר נקבע לפי המרחק בין נקודת האיסוף ליעד, גודל החבילה ומהירות המשלוח. משלוח רגיל מתחיל מ-${cityPagePrices.regular.from} ₪ ומשלוח אקספרס מ-${cityPagePrices.express.from} ₪. המחשבון בדף הבית והמחירון נותנים הערכה מיידית, והמחיר הסופי נמסר לכם לפני שהשליח יוצא.`,
  },
  {
    id: "tracking",
    question: "איך אפשר לדעת איפה המשלוח שלי?",
    answer: "פשוט התקשרו אלינו או שלחו הודעת וואטסאפ, ונעדכן אתכם איפה המשלוח נמצא ומתי הוא צפוי להגיע.",
  },
  {
    id: "coverage",
    question: "לאילו אזורים אתם שולחים?",
    answer: "לכל הארץ, מהצפון ועד אילת: ערים, יישובים ואזורי תעשייה. אם היעד שלכם מרוחק, התקשרו ונתאים את מועד האיסוף והמסירה.",
  },
  {
    id: "insurance",
    question: "מה קורה אם משהו נפגע בדרך?",
    answer: "פריטים שארזנו בשירות האריזה שלנו מבוטחים במלואם. אם משלוח הגיע פגוע, צלמו את האריזה ואת הפריט ופנו אלינו מיד בטלפון או בוואטסאפ, ונטפל בפנייה.",
  },
  {
    id: "presence",
    question: "האם מישהו צריך להיות נוכח במסירה?",
    answer: "עדיף שמישהו יהיה במקום כדי לקבל את המשלוח. אם לא תהיו זמינים, תאמו איתנו מראש מסירה לאדם אחר או למקום מוסכם. מסמכים ותרופות נמסרים ליד הנמען או למי שהוא הסמיך.",
  },
  {
    id: "large-items",
    question: "אפשר לשלוח פריטים גדולים?",
    answer: `כן. חבילה גדולה (${servicePrices.largeParcel.kg} ק"ג) מתחילה מ-${servicePrices.largeParcel.from} ₪, ופריטים גדולים יותר מתומחרים בנפרד לפי הגודל והמסלול. ספרו לנו מה שולחים ונתאים את הרכב.`,
  },
  {
    id: "hours",
    question: "מה שעות הפעילות שלכם?",
    answer: `${serviceHoursText}. ${courierHoursText}.`,
  },
  {
    id: "payment",
    question: "איך משלמים?",
    answer: "אפשר לשלם באפליקציית תשלומים, בארנק דיגיטלי או במזומן לשליח. עסקים שעובדים איתנו באופן קבוע מקבלים חשבונית חודשית מרוכזת.",
  },
  {
    id: "discounts",
    question: "יש הנחות?",
    answer: `כן. עסקים מקבלים הנחה של ${discounts.business}%, לקוחות קבועים ${discounts.regularCustomers}%, ותכנון מראש חוסך ${discounts.planningAhead}%. משלוח ליום הבא חוסך ${discounts.nextDayVsSameDay}% לעומת משלוח באותו יום.`,
  },
]);
