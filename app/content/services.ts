/**
 * The four service pages: one route module (routes/service.tsx) draws them all. "full" pages
 * have the shared layout (hero, article, sidebar with the contact form and a call card); "short"
 * pages are a short text with the form. Every figure is interpolated from ./prices.ts.
 */
import { z } from "zod";
import { blockSchema, courierHoursText, fromPrice, serviceHoursText } from "./blocks";
import { cityById } from "./cities";
import { defineCollection } from "./collection";
import { pageRecordSchema } from "./page-schema";
import { cityPagePrices, documentPrices, extrasPrices, intercityGuide, medicalTemperatures, serviceTimes, servicePrices } from "./prices";

const serviceSchema = pageRecordSchema.extend({
  kind: z.literal("service"),
  layout: z.enum(["full", "short"]),
  /** One or two sentences under the h1. */
  lead: z.string().min(20),
  /** The home page's service card. */
  cardText: z.string().min(20).max(140),
  blocks: z.array(blockSchema).min(1),
});

const t = serviceTimes;
const med = medicalTemperatures;

export const services = defineCollection("app/content/services.ts", z.array(serviceSchema), [
  {
    path: "/delivery-24h",
    kind: "service",
    layout: "full",
    label: "משלוחים תוך 24 שעות",
    title: "משלוחים תוך 24 שעות",
    description: `משלוח לכל מקום בארץ תוך ${t.deliveryWithinHours} שעות, כולל שבתות וחגים. שליח מגיע אליכם תוך שעה.`,
    keywords: ["משלוח 24 שעות", "שליח מהיר", "משלוח אקספרס"],
    lead: `הזמנתם עכשיו? שליח יגיע לאסוף תוך שעה, והמשלוח יגיע ליעדו בכל מקום בארץ תוך ${t.deliveryWithinHours} שעות. השירות זמין 24/7, גם בשבתות ובחגים.`,
    cardText: `איסוף תוך שעה ומסירה לכל הארץ תוך ${t.deliveryWithinHours} שעות, כולל שבתות וחגים.`,
    blocks: [
      {
        heading: "איך זה עובד",
        paragraphs: ["שלושה צעדים פשוטים, בלי טפסים ארוכים ובלי להמתין על הקו:"],
        ordered: true,
        list: [
          "מתקשרים, שולחים הודעת וואטסאפ או משאירים פרטים בטופס.",
          "שליח מגיע לכתובת האיסוף תוך שעה.",
          `המשלוח נמסר ליעד תוך ${t.deliveryWithinHours} שעות, בכל מקום בארץ.`,
        ],
      },
      {
        heading: "מה אפשר לשלוח",
        paragraphs: [
          "חבילות ומעטפות, מסמכים, מתנות, סחורה של עסקים, חלקי חילוף ועוד. פריטים גדולים או רגישים? ספרו לנו מה שולחים ונתאים את השליח ואת הרכב.",
          "צריכים לארוז? יש לנו שירות אריזה, ופריטים שארזנו מבוטחים במלואם.",
        ],
      },
      {
        heading: "צריכים את זה מהר יותר?",
        paragraphs: [
          `משלוח באותו יום מגיע תוך ${t.sameDayUpToHours} שעות לכל היותר, ומשלוח אקספרס תוך ${t.expressHours} שעות. כך אפשר לבחור בין המחיר למהירות לפי מה שחשוב לכם באותו רגע.`,
        ],
        table: {
          caption: "מחירים משוערים לפי מהירות המשלוח",
          columns: ["סוג המשלוח", "זמן מסירה", "מחיר"],
          rows: [
            ["משלוח רגיל", `עד ${cityPagePrices.regular.withinHours} שעות`, fromPrice(cityPagePrices.regular.from)],
            ["משלוח באותו יום", `עד ${cityPagePrices.sameDay.upToHours} שעות`, fromPrice(cityPagePrices.sameDay.from)],
            ["משלוח אקספרס", `${cityPagePrices.express.hours} שעות`, fromPrice(cityPagePrices.express.from)],
          ],
        },
      },
      {
        heading: "זמינים גם כשאחרים סגורים",
        paragraphs: [
          `${serviceHoursText}. ${courierHoursText}.`,
          `המחירים באתר משוערים. המחיר הסופי נקבע לפי המרחק, גודל החבילה והמהירות שבחרתם, ונמסר לכם לפני שהשליח יוצא. ניסיון של יותר מ-${t.yearsOfExperience} שנה עוזר לנו לתת הערכה מדויקת כבר בשיחה הראשונה.`,
        ],
      },
    ],
  },
  {
    path: "/domestic-shipping",
    kind: "service",
    layout: "full",
    label: "משלוחים בין עירוניים",
    title: "משלוחים בין עירוניים",
    description: `שליחויות בין ערים מהצפון ועד אילת: משלוח רגיל, משלוח באותו יום ואקספרס תוך ${t.expressHours} שעות.`,
    keywords: ["משלוח בין עירוני", "שליחויות ארציות"],
    lead: `מקריית שמונה ועד אילת: אוספים מכל עיר ומוסרים בכל עיר. בחרו משלוח רגיל, משלוח באותו יום או אקספרס תוך ${t.expressHours} שעות.`,
    cardText: "מהצפון ועד אילת: משלוח רגיל, באותו יום או אקספרס, לפי מה שדחוף לכם.",
    blocks: [
      {
        heading: "זמני משלוח בין ערים",
        paragraphs: ["הזמנים בטבלה הם זמני מסירה מקובלים מרגע האיסוף. לקווים אחרים נשמח לתת הערכה בטלפון."],
        table: {
          caption: "זמני משלוח מתל אביב",
          columns: ["מסלול", "משלוח רגיל", "משלוח מהיר"],
          rows: intercityGuide.routes.map((route) => [
            `${cityById(route.fromCityId).name}-${cityById(route.toCityId).name}`,
            route.regular,
            route.fast,
          ]),
        },
      },
      {
        heading: "כמה זה עולה",
        paragraphs: ["המחיר תלוי במרחק, בגודל החבילה ובמהירות. אלה טווחי המחירים המקובלים למשלוח בין עירוני:"],
        table: {
          caption: "טווחי מחירים למשלוח בין עירוני",
          columns: ["סוג המשלוח", "טווח מחירים"],
          rows: [
            ["רגיל", `${intercityGuide.priceRanges.regular} ₪`],
            ["מהיר", `${intercityGuide.priceRanges.fast} ₪`],
            ["אקספרס", `${intercityGuide.priceRanges.express} ₪`],
          ],
        },
      },
      {
        heading: "חבילות גדולות ואריזה",
        paragraphs: [
          `חבילה בינונית (${servicePrices.mediumParcel.kg} ק"ג) עולה ${fromPrice(servicePrices.mediumParcel.from)}, וחבילה גדולה (${servicePrices.largeParcel.kg} ק"ג) ${fromPrice(servicePrices.largeParcel.from)}. פריטים גדולים במיוחד מתומחרים בנפרד, לפי הגודל והמסלול.`,
          `אין לכם חומרי אריזה? נארוז בשבילכם (אריזה: ${extrasPrices.packaging} ₪), ופריטים שארזנו מבוטחים במלואם.`,
        ],
      },
      {
        heading: "למה לשלוח איתנו",
        list: [
          "כיסוי ארצי, מהצפון ועד אילת.",
          "שליח מגיע לאיסוף תוך שעה.",
          "שירות 24/7, כולל שבתות וחגים.",
          `יותר מ-${t.yearsOfExperience} שנות ניסיון במשלוחים בין עירוניים.`,
        ],
      },
    ],
  },
  {
    path: "/medical-equipment",
    kind: "service",
    layout: "short",
    label: "ציוד רפואי ותרופות",
    title: "משלוח ציוד רפואי ותרופות",
    description: "שינוע ציוד רפואי ותרופות בבקרת טמפרטורה, ברישיון משרד הבריאות, בכל הארץ.",
    keywords: ["משלוח ציוד רפואי", "משלוח תרופות"],
    lead: "משלוחי ציוד רפואי ותרופות דורשים זהירות, דיוק וזמינות. אנחנו מחזיקים ברישיון משרד הבריאות למשלוחים רפואיים, ומובילים כל פריט בטמפרטורה הנכונה לו.",
    cardText: "תרופות וציוד רפואי בבקרת טמפרטורה, ברישיון משרד הבריאות.",
    blocks: [
      {
        heading: "שינוע בבקרת טמפרטורה",
        table: {
          caption: "טווחי הטמפרטורה במשלוחים רפואיים",
          columns: ["סוג השינוע", "טמפרטורה"],
          rows: [
            ["בקירור", `${med.refrigerated.minC}-${med.refrigerated.maxC}°C`],
            ["בהקפאה", `${med.frozenC}°C`],
            ["בטמפרטורת החדר", `${med.room.minC}-${med.room.maxC}°C`],
          ],
        },
      },
      {
        heading: "למי השירות מתאים",
        list: ["בתי מרקחת", "מרפאות וקופות חולים", "מעבדות", "ספקי ציוד רפואי", "מטופלים ובני משפחה שצריכים תרופה בדחיפות"],
        paragraphs: ["השירות זמין 24/7, כולל שבתות וחגים, ומשלוח אקספרס מגיע תוך " + t.expressHours + " שעות."],
      },
    ],
  },
  {
    path: "/documents",
    kind: "service",
    layout: "short",
    label: "שליחת מסמכים",
    title: "שליחת מסמכים",
    description: "שליח מסמכים מהיר ובטוח לכל הארץ, עם אישור מסירה לפי בקשה.",
    keywords: ["שליח מסמכים", "משלוח מסמכים"],
    lead: `חוזים, מסמכים משפטיים, מכרזים ומעטפות: שליח מגיע תוך שעה ומוסר ליד הנמען. צריכים הוכחה? נוסיף אישור מסירה (${extrasPrices.deliveryConfirmation} ₪).`,
    cardText: "מסמכים ומעטפות ליד הנמען, עם אישור מסירה לפי בקשה.",
    blocks: [
      {
        heading: "מחירי משלוח מסמכים",
        table: {
          caption: "מחירים משוערים למשלוח מסמכים",
          columns: ["סוג המשלוח", "מחיר"],
          rows: [
            ["מעטפה או מסמך בודד, משלוח רגיל", fromPrice(documentPrices[0]!)],
            ["חבילת מסמכים, משלוח רגיל", fromPrice(documentPrices[1]!)],
            ["מסמכים דחופים, משלוח באותו יום", fromPrice(documentPrices[2]!)],
            [`מסמכים דחופים, אקספרס ${t.expressHours} שעות`, fromPrice(documentPrices[3]!)],
          ],
        },
      },
      {
        heading: "מה חשוב לדעת",
        list: [
          "מסירה ליד הנמען או למי שהוא הסמיך.",
          `אישור מסירה: ${extrasPrices.deliveryConfirmation} ₪. איסוף נוסף באותה הזמנה: ${extrasPrices.extraPickup} ₪.`,
          "שירות 24/7, כולל שבתות וחגים.",
        ],
      },
    ],
  },
]);

export type Service = (typeof services)[number];
