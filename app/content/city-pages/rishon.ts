import { claims } from "./lib/phrases";
import type { CityContentInput, CityPageInput } from "./lib/schema";

export const page = {
  slug: "rishon",
  kind: "city",
  order: 7,
  label: "ראשון לציון",
  title: "שליחויות בראשון לציון",
  description: `שליחויות בראשון לציון: שליח ${claims.courierWithin} בכל שכונות העיר, ממערב ראשון ועד רמת אליהו. קבלו הצעת מחיר מהירה, 24/7.`,
  keywords: ["שליחויות בראשון לציון", "שליח בראשון לציון", "משלוחים בראשון לציון", "שליח בראשון"],
  // The page's slug is "rishon"; the calculator knows the city as "rishon-lezion".
  calculatorCityId: "rishon-lezion",
} satisfies CityPageInput;

export const content = {
  variant: "service-areas",
  intro: [
    "ראשון לציון היא אחת הערים הגדולות בארץ: שכונות מגורים ותיקות וחדשות, מרכזי קניות ואזור תעשייה גדול במערב העיר. אנחנו מובילים משלוחים בכולם, ומראשון לציון לכל הארץ.",
    `הזמינו שליח לבית, למשרד או לחנות, והוא יגיע לאיסוף ${claims.courierWithin}. משלוח רגיל מגיע ליעדו ${claims.deliveryWithin}, ומשלוח אקספרס תוך ${claims.expressHours}.`,
  ],
  reasons: [
    { title: "מגיעים מהר", text: `שליח אצלכם ${claims.courierWithin} מרגע ההזמנה, בכל שכונה בעיר.` },
    { title: "בכל שעה", text: "השירות זמין 24/7, כולל שבתות וחגים, כך שאפשר לשלוח גם באמצע הלילה." },
    { title: "פריטים מבוטחים", text: "פריטים ארוזים מבוטחים במלואם, מהאיסוף ועד המסירה." },
    { title: "ניסיון שאפשר לסמוך עליו", text: `${claims.experience} בשליחויות לפרטיים ולעסקים.` },
  ],
  serviceAreas: [
    "מרכז העיר",
    "רמת אליהו",
    "נחלת יהודה",
    "נווה הדרים",
    "שיכון המזרח",
    "נאות שקמה",
    "נווה ים",
    "הרקפות",
    "כרמים",
    "רביבים",
    "משכנות",
    "אזור התעשייה המערבי",
  ],
  quote: {
    title: "הצעת מחיר למשלוח בראשון לציון",
    text: `משלוח רגיל בעיר מתחיל מ-${claims.regularFrom}, ומשלוח מסמכים מ-${claims.documentsFrom}. התקשרו או השאירו פרטים, ונחזור אליכם עם מחיר מדויק.`,
  },
} satisfies CityContentInput;
