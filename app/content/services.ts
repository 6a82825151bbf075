/**
 * The four service pages: one route module (routes/service.tsx) draws them all. "full" pages
 * have the shared layout (hero, article, sidebar with the contact form and a call card); "short"
 * pages are a short text with the form. Every figure is interpolated from ./prices.ts.
 */
import { z } from "zod";
import { courierHoursText, serviceHoursText } from "../lib/business-details.ts";
import { dashRange } from "../lib/typography.ts";
import { blockSchema, fromPrice } from "./blocks.ts";
import { cityById } from "./cities.ts";
import { defineCollection } from "./collection.ts";
import { pageRecordSchema } from "./page-schema.ts";
import { cityPagePrices, documentPrices, extrasPrices, intercityGuide, medicalTemperatures, serviceTimes, servicePrices } from "./prices.ts";

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
const days = dashRange(servicePrices.regular.days);
const express = dashRange(t.expressHours);
const kg = (range: string) => `${dashRange(range)} ק״ג`;

export const services = defineCollection("app/content/services.ts", z.array(serviceSchema), [
  {
    path: "/delivery-24h",
    kind: "service",
    layout: "full",
    label: "משלוחים תוך 24 שעות",
    title: "משלוחים תוך 24 שעות",
    description: `משלוח בתוך העיר תוך ${t.deliveryWithinHours} שעות, ${fromPrice(cityPagePrices.regular.from)}: איך מזמינים, מה אפשר לשלוח ומחירון המשלוחים בתוך העיר.`,
    keywords: ["משלוח 24 שעות", "שליח מהיר", "משלוח אקספרס"],
    lead: `הזמנתם עכשיו? בתוך העיר ובשעות השליחים, שליח יגיע לאסוף תוך שעה, ומשלוח בתוך העיר יגיע ליעדו תוך ${t.deliveryWithinHours} שעות. לכתובת בעיר אחרת משלוח רגיל לוקח ${days} ימים, ואם דחוף, יש משלוח באותו יום ואקספרס.`,
    cardText: `משלוח בתוך העיר תוך ${t.deliveryWithinHours} שעות, מ-${cityPagePrices.regular.from} ₪.`,
    blocks: [
      {
        heading: "איך זה עובד",
        paragraphs: ["שלושה צעדים פשוטים, בלי טפסים ארוכים ובלי להמתין על הקו:"],
        ordered: true,
        list: [
          "מתקשרים, שולחים הודעת וואטסאפ או ממלאים את הטופס.",
          "השליח אוסף את המשלוח מהכתובת שמסרתם.",
          `בתוך העיר המשלוח נמסר ליעד תוך ${t.deliveryWithinHours} שעות, ולעיר אחרת תוך ${days} ימים.`,
        ],
      },
      {
        heading: "מה אפשר לשלוח",
        paragraphs: [
          "חבילות ומעטפות, מסמכים, מתנות, סחורה של עסקים, חלקי חילוף ועוד. פריטים גדולים או רגישים? ספרו לנו מה שולחים ונתאים את השליח ואת הרכב.",
          "צריכים לארוז? נארוז בשבילכם בשירות האריזה שלנו, ופריט שארזנו מבוטח.",
        ],
      },
      {
        heading: "צריכים את זה מהר יותר?",
        paragraphs: [
          `משלוח באותו יום מגיע תוך ${t.sameDayUpToHours} שעות לכל היותר, ומשלוח אקספרס תוך ${express} שעות. כך תבחרו בין המחיר למהירות לפי מה שחשוב לכם באותו רגע.`,
          `המחירים בטבלה הם של משלוח בתוך העיר. משלוח לעיר אחרת מתומחר לפי המחירון הכללי, שבו משלוח רגיל מתחיל מ-${servicePrices.regular.from} ₪.`,
        ],
        table: {
          caption: "משלוח בתוך העיר: מחירים משוערים לפי סוג המשלוח",
          columns: ["סוג המשלוח", "זמן מסירה", "מחיר"],
          rows: [
            ["משלוח רגיל", `תוך ${cityPagePrices.regular.withinHours} שעות`, fromPrice(cityPagePrices.regular.from)],
            ["משלוח באותו יום", `עד ${cityPagePrices.sameDay.upToHours} שעות`, fromPrice(cityPagePrices.sameDay.from)],
            ["משלוח אקספרס", `${dashRange(cityPagePrices.express.hours)} שעות`, fromPrice(cityPagePrices.express.from)],
            ["משלוח מסמכים", "לפי סוג המשלוח", fromPrice(cityPagePrices.documents.from)],
          ],
        },
      },
      {
        heading: "מתי אנחנו עובדים",
        paragraphs: [`${serviceHoursText}. ${courierHoursText}.`],
      },
      {
        heading: "המחיר הסופי",
        paragraphs: [
          `המחירים באתר משוערים. המחיר הסופי נקבע לפי המרחק, גודל החבילה והמהירות שבחרתם, ונמסר לכם לפני שהשליח יוצא. ניסיון של יותר מ-${t.yearsOfExperience} שנה עוזר לנו לתת הערכה מדויקת כבר בשיחה הראשונה.`,
        ],
      },
    ],
  },
  {
    path: "/domestic-shipping",
    kind: "service",
    layout: "full",
    label: "משלוחים בין-עירוניים",
    title: "משלוחים בין-עירוניים",
    description: "שליחויות בין ערים מהצפון ועד אילת: זמני מסירה לכל מסלול, טווחי מחירים ושירות אריזה.",
    keywords: ["משלוח בין-עירוני", "שליחויות ארציות"],
    lead: "מקריית שמונה ועד אילת: אוספים מכל עיר ומוסרים בכל עיר. בחרו משלוח רגיל, משלוח באותו יום או אקספרס, לפי מה שדחוף לכם.",
    cardText: "בין כל שתי ערים בארץ, מקריית שמונה ועד אילת: משלוח רגיל, מהיר או אקספרס.",
    blocks: [
      {
        heading: "זמני משלוח בין ערים",
        paragraphs: ["הזמנים בטבלה נמדדים מרגע האיסוף. על מסלולים אחרים תקבלו הערכה בטלפון."],
        table: {
          caption: "זמני משלוח מתל אביב",
          columns: ["מסלול", "משלוח רגיל", "משלוח מהיר"],
          rows: intercityGuide.routes.map((route) => [
            `${cityById(route.fromCityId).name} – ${cityById(route.toCityId).name}`,
            dashRange(route.regular),
            dashRange(route.fast),
          ]),
        },
      },
      {
        heading: "כמה זה עולה",
        paragraphs: ["המחיר תלוי במרחק, בגודל החבילה ובמהירות. אלה טווחי המחירים המקובלים למשלוח בין-עירוני:"],
        table: {
          caption: "טווחי מחירים למשלוח בין-עירוני",
          columns: ["סוג המשלוח", "טווח מחירים"],
          rows: [
            ["רגיל", `${dashRange(intercityGuide.priceRanges.regular)} ₪`],
            ["מהיר", `${dashRange(intercityGuide.priceRanges.fast)} ₪`],
            ["אקספרס", `${dashRange(intercityGuide.priceRanges.express)} ₪`],
          ],
        },
      },
      {
        heading: "חבילות גדולות ואריזה",
        paragraphs: [
          `במחירון הכללי, משלוח במדרגת המשקל ${kg(servicePrices.mediumParcel.kg)} מתחיל ${fromPrice(servicePrices.mediumParcel.from)}, ובמדרגה ${kg(servicePrices.largeParcel.kg)} ${fromPrice(servicePrices.largeParcel.from)}. פריטים גדולים מזה מתומחרים בנפרד, לפי הגודל והמסלול.`,
          `אין לכם חומרי אריזה? שירות האריזה שלנו עולה ${extrasPrices.packaging} ₪, ופריט שנארז בו מבוטח.`,
        ],
      },
      {
        heading: "למה לשלוח איתנו",
        list: [
          "כיסוי ארצי: ערים, יישובים ואזורי תעשייה.",
          "המחיר הסופי נמסר לכם לפני שהשליח יוצא.",
          `יותר מ-${t.yearsOfExperience} שנות ניסיון במשלוחים בין-עירוניים.`,
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
    description: "שינוע ציוד רפואי ותרופות בבקרת טמפרטורה, לפי הנחיות השמירה של כל פריט, בכל הארץ.",
    keywords: ["משלוח ציוד רפואי", "משלוח תרופות"],
    lead: "משלוחי ציוד רפואי ותרופות דורשים זהירות, דיוק וזמינות. אנחנו מובילים כל פריט בטמפרטורה הנכונה לו, לפי הנחיות השמירה שלו.",
    cardText: "תרופות וציוד רפואי בבקרת טמפרטורה, לפי הנחיות השמירה של כל פריט.",
    blocks: [
      {
        heading: "שינוע בבקרת טמפרטורה",
        table: {
          caption: "טווחי הטמפרטורה במשלוחים רפואיים",
          columns: ["סוג השינוע", "טמפרטורה"],
          rows: [
            ["בקירור", `${med.refrigerated.minC}–${med.refrigerated.maxC}°C`],
            ["בהקפאה", `${med.frozenC}°C`],
            ["בטמפרטורת החדר", `${med.room.minC}–${med.room.maxC}°C`],
          ],
        },
      },
      {
        heading: "למי השירות מתאים",
        list: ["בתי מרקחת", "מרפאות וקופות חולים", "מעבדות", "ספקי ציוד רפואי", "מטופלים ובני משפחה שצריכים תרופה בדחיפות"],
        paragraphs: [`תרופה דחופה? אפשר להזמין גם בלילה, בשבת ובחג, ומשלוח אקספרס מגיע תוך ${express} שעות.`],
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
    lead: `חוזים, מסמכים משפטיים, מכרזים ומעטפות: השליח אוסף מכם ומוסר ליד הנמען. צריכים הוכחה? נוסיף אישור מסירה (${extrasPrices.deliveryConfirmation} ₪).`,
    cardText: "מסמכים ומעטפות ליד הנמען, עם אישור מסירה לפי בקשה.",
    blocks: [
      {
        heading: "מחירי משלוח מסמכים",
        paragraphs: [`אלה מחירי המחירון הכללי, לכל כתובת בארץ. בתוך העיר משלוח מסמכים מתחיל ${fromPrice(cityPagePrices.documents.from)}.`],
        table: {
          caption: "משלוח מסמכים: מחירים משוערים לפי המחירון הכללי",
          columns: ["סוג המשלוח", "מחיר"],
          rows: [
            ["מעטפה או מסמך בודד, משלוח רגיל", fromPrice(documentPrices[0]!)],
            ["חבילת מסמכים, משלוח רגיל", fromPrice(documentPrices[1]!)],
            ["מסמכים דחופים, משלוח באותו יום", fromPrice(documentPrices[2]!)],
            [`מסמכים דחופים, אקספרס ${express} שעות`, fromPrice(documentPrices[3]!)],
          ],
        },
      },
      {
        heading: "מה חשוב לדעת",
        list: [
          "מסירה ליד הנמען או למי שהוא הסמיך.",
          `אישור מסירה: ${extrasPrices.deliveryConfirmation} ₪. איסוף נוסף באותה הזמנה: ${extrasPrices.extraPickup} ₪.`,
        ],
      },
    ],
  },
]);
