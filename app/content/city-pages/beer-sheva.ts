import { PICKUP_PROMISE } from "../../lib/customer-facts.ts";
import { fastFromTelAviv } from "./lib/phrases.ts";
import { cityPage } from "./lib/page-record.ts";
import type { CityContentInput } from "./lib/city-page-schema.ts";

export const page = cityPage({
  slug: "beer-sheva",
  order: 4,
  label: "באר שבע",
  moreKeywords: ["שליחויות בדרום"],
  description: "שליחויות בבאר שבע ובדרום: משלוחים לאוניברסיטה, לסורוקה, לפארק ההייטק ולכל שכונות העיר, ומבאר שבע לכל הארץ. מחירון משלוחים בתוך העיר.",
});

export const content = {
  variant: "hero",
  tagline: `${PICKUP_PROMISE} מהעיר העתיקה ועד נחל בקע: משלוחים בתוך העיר ומבאר שבע לכל הארץ.`,
  intro: [
    "באר שבע היא בירת הנגב ועיר שגדלה במהירות: אוניברסיטת בן-גוריון, המרכז הרפואי סורוקה, פארק ההייטק שליד תחנת הרכבת, ושכונות חדשות שקמות בקצוות העיר.",
    `מה שולחים כאן? מסמכים בין הקמפוס, פארק ההייטק והמשרדים במרכז העיר, תרופות וציוד רפואי למרפאות ולבתים, וחבילות לסטודנטים בשכונות ב׳ וד׳. ומחוץ לעיר: משלוח אקספרס בין באר שבע לתל אביב מגיע תוך ${fastFromTelAviv("beer-sheva")}.`,
  ],
  neighbourhoods: ["העיר העתיקה", "שכונה ב׳", "שכונה ג׳", "שכונה ד׳", "שכונה ה׳", "שכונה ו׳", "רמות", "נווה זאב", "נווה נוי", "נחל עשן", "נאות לון", "נחל בקע"],
  callToAction: {
    title: "צריכים שליח בבאר שבע?",
    text: "התקשרו, או מלאו את הטופס שבעמוד עם הכתובות, ונתאם איסוף מהקמפוס, מסורוקה או מהבית.",
  },
} satisfies CityContentInput;
