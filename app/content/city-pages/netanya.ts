import { claims } from "./lib/phrases.ts";
import { cityPage } from "./lib/page-record.ts";
import type { CityContentInput } from "./lib/city-page-schema.ts";

export const page = cityPage({
  slug: "netanya",
  order: 5,
  label: "נתניה",
  moreKeywords: ["משלוח באותו יום בנתניה"],
  description: `שליחויות בנתניה: משלוח רגיל ${claims.deliveryWithin} ומשלוח באותו יום ${claims.sameDayUpTo} בתוך העיר, מעיר ימים ועד קריית השרון ואזורי התעשייה ספיר ופולג.`,
});

export const content = {
  variant: "compact",
  intro: [
    "נתניה נמתחת לאורך החוף, מהשכונות הוותיקות סביב כיכר העצמאות ועד עיר ימים ורמת פולג בדרום. אנחנו מגיעים לבתים ולמשרדים בכל העיר, ולעסקים באזורי התעשייה ספיר ופולג.",
    `בטבלה שני סוגי משלוח בתוך העיר: משלוח רגיל, שמגיע ליעדו ${claims.deliveryWithin}, ומשלוח באותו יום, שנמסר ${claims.sameDayUpTo}. משלוח באותו יום מתאים לעסק שצריך להביא סחורה ללקוח עוד היום; הרגיל – לכל מה שיכול לחכות למחר. צריכים מהר יותר? משלוח אקספרס בתוך העיר מגיע תוך ${claims.expressHours}.`,
  ],
  callToAction: {
    title: "שולחים בנתניה?",
    text: "התקשרו ונתאם איסוף, או מלאו את הטופס עם כתובות האיסוף והיעד. אפשר להזמין 24/7.",
  },
} satisfies CityContentInput;
