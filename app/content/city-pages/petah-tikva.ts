import { claims } from "./lib/phrases";
import type { CityContentInput, CityPageInput } from "./lib/schema";

export const page = {
  slug: "petah-tikva",
  kind: "city",
  order: 8,
  label: "פתח תקווה",
  title: "שליחויות בפתח תקווה",
  description: `שליחויות בפתח תקווה: שליח ${claims.courierWithin} בכל שכונות העיר ובאזורי התעסוקה, מכפר גנים ועד קריית אריה. הצעת מחיר מהירה, 24/7.`,
  keywords: ["שליחויות בפתח תקווה", "שליח בפתח תקווה", "משלוחים בפתח תקווה", "שליח לקריית אריה"],
  calculatorCityId: "petah-tikva",
} satisfies CityPageInput;

export const content = {
  variant: "service-areas",
  intro: [
    "פתח תקווה, אם המושבות, היא היום עיר גדולה עם אזורי תעסוקה עמוסים, בתי חולים ושכונות שממשיכות לגדול. המשלוחים כאן נעים בין המשרדים בקריית אריה וקריית מטלון לבין הבתים בכל רחבי העיר.",
    `שליח יגיע אליכם לאיסוף ${claims.courierWithin}, ואם זה דחוף, משלוח אקספרס יגיע ליעדו תוך ${claims.expressHours}. אנחנו מובילים גם ציוד רפואי ותרופות, ברישיון משרד הבריאות.`,
  ],
  reasons: [
    { title: `שליח ${claims.courierWithin}`, text: `שליח מגיע לאיסוף ${claims.courierWithin}, לבית, למשרד או לעסק.` },
    { title: "זמינים 24/7", text: "מזמינים משלוח בכל שעה, גם בשבתות ובחגים." },
    { title: "ביטוח מלא", text: "פריטים ארוזים מבוטחים במלואם עד שהם מגיעים ליעד." },
    { title: "ותק וניסיון", text: `${claims.experience} בשליחויות בכל הארץ.` },
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
    text: `משלוח רגיל מתחיל מ-${claims.regularFrom}. ספרו לנו מה שולחים ולאן, ונחזור אליכם עם מחיר.`,
  },
} satisfies CityContentInput;
