import { claims } from "./lib/phrases";
import type { CityContentInput, CityPageInput } from "./lib/schema";

export const page = {
  slug: "ashdod",
  kind: "city",
  order: 6,
  label: "אשדוד",
  title: "שליחויות באשדוד",
  description: `שליחויות באשדוד: שליח ${claims.courierWithin} בכל רובעי העיר, מרובע א' ועד אזור התעשייה. קבלו הצעת מחיר מהירה, 24/7.`,
  keywords: ["שליחויות באשדוד", "שליח באשדוד", "משלוחים באשדוד", "שליח מאשדוד"],
  calculatorCityId: "ashdod",
} satisfies CityPageInput;

export const content = {
  variant: "service-areas",
  intro: [
    "אשדוד היא עיר של רבעים, ולכל רובע הקצב שלו. אנחנו מובילים משלוחים בין הרבעים, אל העסקים באזור התעשייה ומאשדוד לכל הארץ, מהצפון ועד אילת.",
    `ספרו לנו מה שולחים ולאן, ושליח יגיע לאיסוף ${claims.courierWithin}. צריכים שהמשלוח יגיע עוד היום? בחרו משלוח באותו יום (${claims.sameDayUpTo}) או אקספרס (${claims.expressHours}).`,
  ],
  reasons: [
    { title: `שליח ${claims.courierWithin}`, text: `מהרגע שהזמנתם, שליח מגיע אליכם לאיסוף ${claims.courierWithin}, בכל רובע בעיר.` },
    { title: "זמינים 24/7", text: "אפשר להזמין משלוח בכל שעה, כולל שבתות וחגים." },
    { title: "ביטוח מלא", text: "פריטים ארוזים מבוטחים במלואם לאורך כל הדרך, עד שהם נמסרים ליעד." },
    { title: "ניסיון של שנים", text: `${claims.experience} במשלוחים עירוניים ובין עירוניים בכל הארץ.` },
  ],
  serviceAreas: [
    "רובע א'",
    "רובע ב'",
    "רובע ג'",
    "רובע ד'",
    "רובע ה'",
    "רובע ז'",
    "רובע ט'",
    "רובע י'",
    'רובע י"א',
    'רובע ט"ו',
    "הסיטי",
    "אזור התעשייה",
  ],
  quote: {
    title: "הצעת מחיר למשלוח מאשדוד",
    text: `משלוח רגיל באשדוד מתחיל מ-${claims.regularFrom}. התקשרו או מלאו את הטופס, ונחזור אליכם עם מחיר למשלוח שלכם.`,
  },
} satisfies CityContentInput;
