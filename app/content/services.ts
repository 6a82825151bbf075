/**
 * The four service pages: one route module (routes/service.tsx) draws them all. "full" pages
 * have the shared layout (hero, article, sidebar with the contact form and a call card); "short"
 * pages are a short text with the form. Every figure is interpolated from ./prices.ts and the price
 * book the page is drawn with.
 */
import { z } from "zod";
import { courierHoursText, serviceHoursText } from "../lib/business-details.ts";
import { blockSchema } from "./blocks.ts";
import { cityById } from "./cities.ts";
import { defineCollection } from "./collection.ts";
import { pageRecordSchema } from "./page-schema.ts";
import { medicalTemperatures } from "./prices.ts";
import { FAR_REACH, perBook, routeFromTelAviv, scopeNames, speedNames } from "./price-book.ts";
import { PACKING_COVER, PICKUP_PROMISE } from "../lib/customer-facts.ts";
import { bandsTable, documentsTable, scopeTable } from "./price-tables.ts";

const serviceSchema = pageRecordSchema.extend({
  kind: z.literal("service"),
  layout: z.enum(["full", "short"]),
  /** One or two sentences under the h1. */
  lead: z.string().min(20),
  /** The home page's service card. */
  cardText: z.string().min(20).max(140),
  blocks: z.array(blockSchema).min(1),
});

const med = medicalTemperatures;

/** The service pages with one price book's figures. */
export const servicesOf = perBook((pb) => {
  const { book, extras: extrasPrices } = pb;
  const within = book.regular.withinCity!;
  const between = book.regular.betweenCities!;
  /** "1–3 שעות בתוך העיר": the express time always with its scope. */
  const expressWithin = `${book.express.withinCity!.time} ${scopeNames.withinCity}`;

  return defineCollection("app/content/services.ts", z.array(serviceSchema), [
    {
      path: "/delivery-24h",
      kind: "service",
      layout: "full",
      label: "משלוחים תוך 24 שעות",
      title: "משלוחים תוך 24 שעות",
      description: `משלוח בתוך העיר ${within.time}, ${within.from} ₪ כולל מע״מ: איך מזמינים, מה אפשר לשלוח ומחירון המשלוחים בתוך העיר.`,
      keywords: ["משלוח 24 שעות", "שליח מהיר", "משלוח אקספרס"],
      lead: `הזמנתם עכשיו? ${PICKUP_PROMISE} משלוח בתוך העיר מגיע ליעדו ${within.time}. גם לכתובת בעיר אחרת משלוח רגיל מגיע ${between.time}, ואם דחוף, יש משלוח באותו יום ואקספרס.`,
      cardText: `משלוח בתוך העיר ${within.time}, ${within.from} ₪.`,
      blocks: [
        {
          heading: "איך זה עובד",
          paragraphs: ["שלושה צעדים פשוטים, בלי טפסים ארוכים ובלי להמתין על הקו:"],
          ordered: true,
          list: [
            "מתקשרים, שולחים הודעת וואטסאפ או ממלאים את הטופס.",
            "השליח אוסף את המשלוח מהכתובת שמסרתם.",
            `משלוח רגיל נמסר ליעד ${within.time}, בתוך העיר וגם לעיר אחרת (ליעדים מרוחקים כמו אילת: ${book.regular.far!.time}).`,
          ],
        },
        {
          heading: "מה אפשר לשלוח",
          paragraphs: [
            "חבילות ומעטפות, מסמכים, מתנות, סחורה של עסקים, חלקי חילוף ועוד. פריטים גדולים או רגישים? ספרו לנו מה שולחים ונתאים את השליח ואת הרכב.",
            `צריכים לארוז? נארוז בשבילכם בשירות האריזה שלנו. ${PACKING_COVER}`,
          ],
        },
        {
          heading: "צריכים את זה מהר יותר?",
          paragraphs: [
            `בתוך העיר משלוח באותו יום מגיע ${book.sameDay.withinCity!.time}, ומשלוח אקספרס תוך ${book.express.withinCity!.time}. כך תבחרו בין המחיר למהירות לפי מה שחשוב לכם באותו רגע.`,
            `המחירים בטבלה הם של משלוח בתוך העיר. משלוח לעיר אחרת מתומחר לפי המחירון, שבו משלוח רגיל ${scopeNames.betweenCities} עולה ${between.range} ₪, לפי המרחק.`,
          ],
          table: scopeTable(pb, "withinCity", "משלוח בתוך העיר: מחירים משוערים לחבילה קטנה, כולל מע״מ"),
        },
        {
          heading: "מתי אנחנו עובדים",
          paragraphs: [`${serviceHoursText}. ${courierHoursText}.`],
        },
        {
          heading: "המחיר הסופי",
          paragraphs: [`המחירים באתר משוערים וכוללים מע״מ. המחיר הסופי נקבע לפי המרחק, גודל החבילה והמהירות שבחרתם, ונמסר לכם לפני שהשליח יוצא.`],
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
      lead: "מקריית שמונה ועד אילת: אוספים מכל עיר ומוסרים בכל עיר, ובוחרים את מהירות המשלוח לפי מה שדחוף לכם.",
      cardText: "בין כל שתי ערים בארץ, מקריית שמונה ועד אילת, במהירות שתבחרו.",
      blocks: [
        {
          heading: "זמני משלוח בין ערים",
          paragraphs: ["הזמנים בטבלה נמדדים מרגע האיסוף. על מסלולים אחרים תקבלו הערכה בטלפון.", FAR_REACH],
          table: {
            caption: "זמני משלוח מתל אביב",
            columns: ["מסלול", speedNames.regular, "המשלוח המהיר ביותר"],
            rows: ["jerusalem", "haifa", "beer-sheva", "eilat"].map((toCityId) => {
              const route = routeFromTelAviv(toCityId);
              return [`${cityById("tel-aviv").name} – ${cityById(toCityId).name}`, route.regular, `${speedNames[route.fastestSpeed]}: ${route.fastest}`];
            }),
          },
        },
        {
          heading: "כמה זה עולה",
          paragraphs: ["המחיר תלוי במרחק, במדרגת המשקל ובמהירות. אלה טווחי המחירים למשלוח בין ערים; בתוך הטווח המחיר עולה עם המרחק:"],
          table: bandsTable(pb, "betweenCities"),
        },
        {
          heading: "חבילות גדולות ואריזה",
          paragraphs: [
            `מדרגות המשקל בטבלה הן הגדלים שבמחשבון. חבילה מעל ${book.bands.heaviestKg} ק״ג או פריט גדול במיוחד מתומחרים בנפרד, לפי הגודל והמסלול.`,
            `אין לכם חומרי אריזה? שירות האריזה שלנו עולה ${extrasPrices.packaging} ₪. ${PACKING_COVER}`,
          ],
        },
        {
          heading: "למה לשלוח איתנו",
          list: ["כיסוי ארצי: ערים, יישובים ואזורי תעשייה.", "המחיר הסופי נמסר לכם לפני שהשליח יוצא.", "אפשר להוסיף אישור מסירה, ולדעת מתי המשלוח נמסר ולמי."],
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
          paragraphs: [`תרופה דחופה? אפשר להזמין גם בלילה, בשבת ובחג, ומשלוח אקספרס מגיע תוך ${expressWithin}.`],
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
          paragraphs: [`מחירי משלוח מסמכים ${scopeNames.withinCity}. לעיר אחרת מסמכים עולים כמו חבילה קטנה באותה מהירות, לפי המחירון.`],
          table: documentsTable(pb),
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
});
