import { claims } from "./lib/phrases";
import type { CityContentInput, CityPageInput } from "./lib/schema";

export const page = {
  slug: "haifa",
  kind: "city",
  order: 3,
  label: "חיפה",
  title: "שליחויות בחיפה",
  description: "שליחויות בחיפה, בקריות ובסביבה: מהעיר התחתית ועד הכרמל, קריית אתא, קריית ביאליק, נשר וטירת כרמל. מחירון וזמני משלוח.",
  keywords: ["שליחויות בחיפה", "שליח בחיפה", "שליחויות בקריות", "משלוחים בחיפה"],
  calculatorCityId: "haifa",
} satisfies CityPageInput;

export const content = {
  variant: "neighbourhoods",
  intro: [
    "חיפה בנויה על ההר, והמשלוחים בה נעים במעלה ובמורד, בין העיר התחתית, הדר והכרמל. השליחים שלנו מכירים את הדרכים המהירות בין השכונות, וגם את הקריות והיישובים שמסביב.",
    `הזמינו שליח לאיסוף מהבית, מהמשרד או מהעסק, והוא יגיע ${claims.courierWithin}. צריכים את זה עוד היום? משלוח אקספרס נמסר תוך ${claims.expressHours}.`,
  ],
  neighbourhoods: [
    "העיר התחתית",
    "הדר הכרמל",
    "מרכז הכרמל",
    "אחוזה",
    "נווה שאנן",
    "בת גלים",
    "קריית חיים",
    "קריית אליעזר",
    "קריית אתא",
    "קריית ביאליק",
    "קריית ים",
    "קריית מוצקין",
    "נשר",
    "טירת כרמל",
  ],
  callToAction: {
    title: "צריכים שליח בחיפה?",
    text: "התקשרו או כתבו לנו בוואטסאפ, ונשלח אליכם שליח. אנחנו זמינים 24/7, גם בשבתות ובחגים.",
  },
} satisfies CityContentInput;
