import { netanyaPrices } from "../prices.ts";
import { claims } from "./lib/phrases.ts";
import { cityPage } from "./lib/page-record.ts";
import type { CityContentInput } from "./lib/schema.ts";

export const page = cityPage({
  slug: "netanya",
  order: 5,
  label: "נתניה",
  moreKeywords: ["משלוח מהיר בנתניה"],
  description: `שליחויות בנתניה: משלוח רגיל ${claims.deliveryWithin} ומשלוח מהיר עד ${netanyaPrices.fast.hours} שעות בתוך העיר, מעיר ימים ועד קריית השרון ואזורי התעשייה ספיר ופולג.`,
});

export const content = {
  variant: "compact",
  intro: [
    "נתניה נמתחת לאורך החוף, מהשכונות הוותיקות סביב כיכר העצמאות ועד עיר ימים ורמת פולג בדרום. אנחנו מגיעים לבתים ולמשרדים בכל העיר, ולעסקים באזורי התעשייה ספיר ופולג.",
    `בתוך העיר יש שני סוגי משלוח: משלוח רגיל, שמגיע ליעדו ${claims.deliveryWithin}, ומשלוח מהיר, שנמסר בתוך ${netanyaPrices.fast.hours} שעות לכל היותר. המהיר מתאים לעסק שצריך להביא סחורה ללקוח עוד היום; הרגיל – לכל מה שיכול לחכות למחר.`,
  ],
  callToAction: {
    title: "שולחים בנתניה?",
    text: "התקשרו ונתאם איסוף, או מלאו את הטופס עם כתובות האיסוף והיעד. אפשר להזמין 24/7.",
  },
} satisfies CityContentInput;
