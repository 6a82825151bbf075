/**
 * The home page's copy: hero, why-choose-us, the featured and the other cities, benefits,
 * testimonials and the urgent-delivery call to action. Figures come from ./prices.ts.
 */
import { z } from "zod";
import { cities } from "./cities.ts";
import { cityPages } from "./city-pages/all-cities.ts";
import { defineCollection } from "./collection.ts";
import { perBook, scopeNames, startingPriceBook } from "./price-book.ts";
import { PACKING_COVER, PICKUP_PROMISE, PICKUP_PROMISE_NAME, SHABBAT_SERVICE } from "../lib/customer-facts.ts";

const knownCityPage = z.string().refine((slug) => cityPages.some((c) => c.slug === slug), "no city page has this slug");
const knownCity = z.string().refine((id) => cities.some((c) => c.id === id), "not a city of app/content/cities.ts");
const titled = z.object({ title: z.string().min(2), text: z.string().min(10) });

const homeSchema = z.object({
  hero: z.object({ lead: z.string().min(20), imageAlt: z.string().min(5) }),
  whyChooseUs: z.object({ heading: z.string(), intro: z.string().min(20), points: z.array(titled).min(3), imageAlt: z.string().min(5) }),
  /** City pages shown as cards: Tel Aviv, Jerusalem, Haifa, Beer Sheva (docs/product.md#home). */
  featuredCitySlugs: z.array(knownCityPage).length(4),
  /** Calculator city ids of the 18 further cities listed. */
  moreCityIds: z.array(knownCity).length(18),
  benefits: z.array(titled).min(4),
  testimonials: z.array(z.object({ name: z.string().min(2), place: z.string().min(2), quote: z.string().min(20) })).length(3),
  urgent: z.object({ heading: z.string(), text: z.string().min(20) }),
});

/** The home page's copy with one price book's figures. */
export const homeOf = perBook(({ book }) =>
  defineCollection("app/content/home.ts", homeSchema, {
    hero: {
      lead: `${PICKUP_PROMISE} משלוח רגיל נמסר ${book.regular.withinCity!.time}, ${scopeNames.withinCity} וגם ${scopeNames.betweenCities}, ולאילת ${book.regular.far!.time}.`,
      imageAlt: "שליח על קטנוע יוצא עם חבילה לדרך, ומאחוריו מפת הארץ עם נקודות מסירה",
    },
    whyChooseUs: {
      heading: "למה לבחור בנו",
      intro: `אנחנו מובילים חבילות, מסמכים וציוד רפואי בכל הארץ, ללקוחות פרטיים ולעסקים. מה שמנחה אותנו פשוט: להגיע מהר, לשמור על מה שמסרתם לנו ולעמוד במה שאמרנו.`,
      points: [
        { title: "מהירות", text: "אתם בוחרים את הקצב: משלוח רגיל, משלוח באותו יום או אקספרס." },
        { title: "ביטחון", text: `שומרים על מה שמסרתם לנו כאילו היה שלנו. ${PACKING_COVER}` },
        { title: "שקיפות", text: "המחירון ומחשבון המחיר כאן באתר, כדי שתדעו כמה המשלוח יעלה עוד לפני שתזמינו." },
      ],
      imageAlt: "חבילה ארוזה עם מגן וסימן וי, ולידה שעון ומפה: משלוח מהיר ובטוח",
    },
    featuredCitySlugs: ["tel-aviv", "jerusalem", "haifa", "beer-sheva"],
    moreCityIds: [
      "kiryat-shmona",
      "nahariya",
      "karmiel",
      "akko",
      "tiberias",
      "afula",
      "hadera",
      "kfar-saba",
      "raanana",
      "herzliya",
      "ramat-gan",
      "holon",
      "bat-yam",
      "modiin",
      "rehovot",
      "ashkelon",
      "dimona",
      "eilat",
    ],
    benefits: [
      { title: PICKUP_PROMISE_NAME, text: PICKUP_PROMISE },
      { title: "משלוח באותו יום", text: `דחוף, אבל לא עד כדי אקספרס? בתוך העיר המשלוח מגיע ${book.sameDay.withinCity!.time}, ובמחיר נמוך יותר.` },
      { title: "ציוד רפואי בבקרת טמפרטורה", text: "שינוע תרופות וציוד רפואי בטמפרטורה הנכונה לכל פריט, בקירור או בהקפאה." },
      { title: "חשבונית חודשית לעסקים", text: "עסקים ששולחים איתנו באופן קבוע מקבלים חשבונית חודשית מרוכזת." },
      { title: "שירות אריזה", text: `אין לכם חומרי אריזה? נארוז בשבילכם ב-${book.extras.packaging} ₪.` },
    ],
    testimonials: [
      { name: "מיכל", place: "תל אביב", quote: "הזמנתי שליח בבוקר למסמכים דחופים לירושלים, והם נמסרו עוד לפני הצהריים. שירות אדיב וזמין." },
      { name: "אבי", place: "חיפה", quote: "אנחנו שולחים איתם סחורה ללקוחות בכל הארץ. המחירים ברורים מראש, והשליחים מגיעים בזמן." },
      { name: "רונית", place: "באר שבע", quote: "הייתי צריכה להעביר תרופה בקירור במוצאי שבת. ענו לי מיד, והשליח הגיע עוד באותו ערב." },
    ],
    urgent: {
      heading: "צריכים משלוח דחוף?",
      text: `התקשרו עכשיו: משלוח אקספרס ${scopeNames.withinCity} מגיע ליעד תוך ${book.express.withinCity!.time}, ${SHABBAT_SERVICE}.`,
    },
  }),
);

export type HomeCopy = ReturnType<typeof homeOf>;
/** The installation's copy: its testimonials are the starting examples (figures come per page from `homeOf`). */
export const startingHome: HomeCopy = homeOf(startingPriceBook);
