import { PICKUP_PROMISE, PICKUP_PROMISE_NAME } from "../../lib/customer-facts.ts";
import { claims } from "./lib/phrases.ts";
import { cityPage } from "./lib/page-record.ts";
import type { CityContentInput } from "./lib/city-page-schema.ts";

export const page = cityPage({
  slug: "petah-tikva",
  order: 8,
  label: "פתח תקווה",
  moreKeywords: ["שליח לקריית אריה"],
  description: "שליחויות בפתח תקווה: משלוחים לקריית אריה, לסגולה, לבתי החולים ולכל שכונות העיר, מכפר גנים ועד עין גנים. הצעת מחיר בטלפון או בטופס.",
});

export const content = {
  variant: "service-areas",
  intro: [
    "פתח תקווה, אם המושבות, היא היום עיר גדולה עם אזורי תעסוקה עמוסים: קריית אריה, קריית מטלון וסגולה. המשלוחים כאן נעים בין המשרדים, המפעלים ובתי החולים לבין הבתים שבכל רחבי העיר.",
    `בשעות העומס דרך ז׳בוטינסקי וכביש 4 עמוסים, ולכן כדאי להחליט מה באמת דחוף: מה שיכול לחכות יגיע במשלוח רגיל בתוך העיר, ${claims.deliveryWithin}, ומה שדחוף – באקספרס, תוך ${claims.expressHours}.`,
  ],
  reasons: [
    { title: PICKUP_PROMISE_NAME, text: `${PICKUP_PROMISE} מהבית, מהמשרד בקריית אריה או מהמפעל בסגולה.` },
    {
      title: "לבתי החולים ולמרפאות",
      text: "שינוע ציוד רפואי ותרופות לבילינסון, לשניידר, למרפאות ולבתים פרטיים, בבקרת טמפרטורה.",
    },
    {
      title: "לחברות ולמשרדים",
      text: `מסמכים וציוד מחשוב עוברים בין המשרדים בקריית אריה ובקריית מטלון, ומשלוח מסמכים בתוך העיר מתחיל מ-${claims.documentsFrom}.`,
    },
    { title: "בכל שכונה", text: "מכפר גנים ועד עין גנים, מהדר המושבות ועד כפר אברהם: מגיעים לכל כתובת בעיר." },
  ],
  serviceAreas: [
    "מרכז העיר",
    "כפר גנים",
    "אם המושבות",
    "הדר המושבות",
    "הדר גנים",
    "נווה עוז",
    "עין גנים",
    "שעריה",
    "כפר אברהם",
    "רמת ורבר",
    "קריית אריה",
    "קריית מטלון",
  ],
  quote: {
    title: "הצעת מחיר למשלוח בפתח תקווה",
    text: `משלוח רגיל בתוך העיר מתחיל מ-${claims.regularFrom}. שולחים לעיר אחרת? ספרו לנו מה ולאן, ותקבלו הצעת מחיר.`,
  },
} satisfies CityContentInput;
