/** The ten questions of the FAQ page (docs/product.md#faq), with answers built from ./prices.ts. */
import { z } from "zod";
import { courierHoursText, serviceHoursText } from "../lib/business-details.ts";
import { dashRange } from "../lib/typography.ts";
import { fromPrice } from "./blocks.ts";
import { defineCollection } from "./collection.ts";
import { cityPagePrices, discounts, intercityGuide, servicePrices, serviceTimes as t } from "./prices.ts";

const faqSchema = z
  .array(z.object({ id: z.string().regex(/^[a-z]+(-[a-z]+)*$/), question: z.string().min(5).endsWith("?"), answer: z.string().min(40) }))
  .length(10)
  .refine((items) => new Set(items.map((i) => i.id)).size === items.length, "question ids must be unique");

const eilatRegular = intercityGuide.routes.find((r) => r.toCityId === "eilat")?.regular;

export const faq = defineCollection("app/content/faq.ts", faqSchema, [
  {
    id: "delivery-times",
    question: "תוך כמה זמן המשלוח מגיע?",
    answer: `בתוך העיר ובשעות השליחים, שליח מגיע לאיסוף תוך שעה. בתוך העיר משלוח רגיל נמסר תוך ${t.deliveryWithinHours} שעות, ולכל כתובת אחרת בארץ תוך ${dashRange(servicePrices.regular.days)} ימים${eilatRegular ? ` (לאילת: ${dashRange(eilatRegular)})` : ""}. משלוח באותו יום מגיע תוך ${t.sameDayUpToHours} שעות לכל היותר, ואקספרס תוך ${dashRange(t.expressHours)} שעות.`,
  },
  {
    id: "price",
    question: "איך מחושב מחיר המשלוח?",
    answer: `המחיר נקבע לפי המרחק בין נקודת האיסוף ליעד, גודל החבילה ומהירות המשלוח. בתוך העיר משלוח רגיל מתחיל ${fromPrice(cityPagePrices.regular.from)} ואקספרס ${fromPrice(cityPagePrices.express.from)}; במחירון הכללי, לכל כתובת בארץ, ${fromPrice(servicePrices.regular.from)} ו${fromPrice(servicePrices.express.from)}. המחשבון בדף הבית והמחירון נותנים הערכה מיידית, והמחיר הסופי נמסר לכם לפני שהשליח יוצא.`,
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
    answer: "פריטים שארזנו בשירות האריזה שלנו מבוטחים במלואם. אם משלוח הגיע פגוע, צלמו את האריזה ואת הפריט ופנו אלינו מיד בטלפון או בוואטסאפ, ונטפל בפנייה.",
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
    answer: `כן. במחירון הכללי, משלוח במדרגת המשקל ${dashRange(servicePrices.largeParcel.kg)} ק״ג מתחיל ${fromPrice(servicePrices.largeParcel.from)}, ופריטים גדולים מזה מתומחרים בנפרד לפי הגודל והמסלול. ספרו לנו מה שולחים ונתאים את הרכב.`,
  },
  {
    id: "hours",
    question: "מהן שעות הפעילות שלכם?",
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
    answer: `כן. לקוחות קבועים מקבלים הנחה של ${dashRange(discounts.regularCustomers)}% על המחירון, ועסקים ${dashRange(discounts.business)}%, לפי היקף המשלוחים. משלוח שמזמינים מראש, ולא ברגע האחרון, זול ב-${dashRange(discounts.planningAhead)}%, ומשלוח ליום הבא חוסך ${dashRange(discounts.nextDayVsSameDay)}% לעומת משלוח באותו יום.`,
  },
]);
