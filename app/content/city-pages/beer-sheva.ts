import { claims } from "./lib/phrases";
import type { CityContentInput, CityPageInput } from "./lib/schema";

export const page = {
  slug: "beer-sheva",
  kind: "city",
  order: 4,
  label: "באר שבע",
  title: "שליחויות בבאר שבע",
  description: `שליחויות בבאר שבע ובדרום: שליח עד הבית ${claims.courierWithin} בכל שכונות העיר, מחירון משלוחים וזמני הגעה. זמינים 24/7.`,
  keywords: ["שליחויות בבאר שבע", "שליח בבאר שבע", "משלוחים בבאר שבע", "שליחויות בדרום"],
  calculatorCityId: "beer-sheva",
} satisfies CityPageInput;

export const content = {
  variant: "hero",
  tagline: `שליח עד הבית ${claims.courierWithin}, בכל שכונות באר שבע, 24/7.`,
  intro: [
    "באר שבע היא בירת הנגב ועיר שגדלה במהירות: אוניברסיטה, בית חולים גדול, פארק הייטק ושכונות חדשות שקמות כל הזמן. בכל המקומות האלה יש מי שצריך לשלוח משהו, ומהר.",
    `השליחים שלנו פועלים בכל שכונות העיר, מהעיר העתיקה ועד רמות ונחל עשן, ומובילים משלוחים גם מבאר שבע לכל הארץ. משלוח רגיל מגיע ליעדו ${claims.deliveryWithin}, ומשלוח אקספרס תוך ${claims.expressHours}.`,
  ],
  neighbourhoods: [
    "העיר העתיקה",
    "שכונה ב'",
    "שכונה ג'",
    "שכונה ד'",
    "שכונה ה'",
    "שכונה ו'",
    "רמות",
    "נווה זאב",
    "נווה נוי",
    "נחל עשן",
    "נאות לון",
    "נחל בקע",
  ],
  callToAction: {
    title: "צריכים שליח בבאר שבע עכשיו?",
    text: `התקשרו ושליח יגיע אליכם ${claims.courierWithin}, או השאירו פרטים בטופס ונחזור אליכם בהקדם. אנחנו זמינים 24/7, גם בשבתות ובחגים.`,
  },
} satisfies CityContentInput;
