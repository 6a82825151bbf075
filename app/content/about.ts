/** The about page: vision, values and services. */
import { z } from "zod";
import { blockSchema } from "./blocks.ts";
import { defineCollection } from "./collection.ts";
import { scopeNames, tierTimes } from "./price-book.ts";
import { PACKING_COVER, SHABBAT_SERVICE } from "../lib/customer-facts.ts";

const aboutSchema = z.object({
  lead: z.string().min(20),
  vision: blockSchema,
  values: z.array(z.object({ title: z.string(), text: z.string().min(10) })).min(3),
  servicesIntro: z.string().min(10),
  packing: z.string().min(10),
});

/** The page's lead, with the owner's years of experience when he set them (`experienceClaim`). */
export const aboutLead = (experience: string | null) =>
  `אנחנו חברת שליחויות ארצית${experience ? ` עם ${experience},` : ""} שמובילה חבילות, מסמכים וציוד רפואי ללקוחות פרטיים ולעסקים בכל רחבי הארץ.`;

export const about = defineCollection("app/content/about.ts", aboutSchema, {
  lead: aboutLead(null),
  vision: {
    heading: "החזון שלנו",
    paragraphs: [
      "שכל אחד, בכל מקום בארץ, יוכל לשלוח משהו חשוב ולדעת שהוא יגיע בזמן ובשלום, בלי לחפש מי פנוי ובלי הפתעות במחיר.",
      "בשביל זה יש לנו שליחים בכל הארץ, שירות אריזה למי שצריך ושינוע בבקרת טמפרטורה למשלוחים רפואיים.",
    ],
  },
  values: [
    { title: "אמינות", text: "מה שאמרנו בטלפון הוא מה שקורה בפועל: זמן האיסוף, זמן המסירה והמחיר." },
    { title: "מהירות", text: `כשדחוף לכם, משלוח באותו יום או אקספרס שמגיע ליעד ${scopeNames.withinCity} תוך ${tierTimes.express.withinCity!}.` },
    { title: "אחריות", text: "אנחנו שומרים על מה שמסרתם לנו כאילו היה שלנו." },
    { title: "שקיפות", text: "המחירון והמחשבון גלויים באתר, והמחיר הסופי נמסר לכם לפני שהשליח יוצא." },
    { title: "זמינות", text: `אפשר להזמין גם בלילה, ${SHABBAT_SERVICE}.` },
  ],
  servicesIntro: "אלה השירותים שאנחנו נותנים, בכל הארץ:",
  packing: `ובנוסף, שירות אריזה: נארוז את המשלוח בשבילכם. ${PACKING_COVER}`,
});
