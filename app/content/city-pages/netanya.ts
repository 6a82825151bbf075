import { netanyaPrices } from "../prices";
import { claims } from "./lib/phrases";
import type { CityContentInput, CityPageInput } from "./lib/schema";

export const page = {
  slug: "netanya",
  kind: "city",
  order: 5,
  label: "נתניה",
  title: "שליחויות בנתניה",
  description: `שליחויות בנתניה: משלוח רגיל ${claims.deliveryWithin} ומשלוח מהיר עד ${netanyaPrices.fast.hours} שעות, מעיר ימים ועד קריית השרון. זמינים 24/7.`,
  keywords: ["שליחויות בנתניה", "שליח בנתניה", "משלוחים בנתניה", "משלוח מהיר בנתניה"],
  calculatorCityId: "netanya",
} satisfies CityPageInput;

export const content = {
  variant: "compact",
  intro: [
    "נתניה משתרעת לאורך החוף, מהשכונות הוותיקות במרכז העיר ועד עיר ימים, פולג ורמת פולג בדרום. השליחים שלנו מגיעים לכל רחוב בה: לבתים, למשרדים ולעסקים באזורי התעשייה.",
    `יש שתי דרכים לשלוח: משלוח רגיל, שמגיע ליעדו ${claims.deliveryWithin}, ומשלוח מהיר, שמגיע ליעדו תוך ${netanyaPrices.fast.hours} שעות מהאיסוף. בשתיהן שליח יגיע אליכם לאיסוף ${claims.courierWithin}.`,
  ],
  callToAction: {
    title: "שולחים מנתניה?",
    text: "התקשרו ונתאם איסוף, או השאירו פרטים בטופס ונחזור אליכם. אנחנו זמינים 24/7, כולל שבתות וחגים.",
  },
} satisfies CityContentInput;
