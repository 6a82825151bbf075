/** The about page: vision, values and services (spec 2). */
import { z } from "zod";
import { blockSchema } from "./blocks";
import { defineCollection } from "./collection";
import { serviceTimes as t } from "./prices";

const aboutSchema = z.object({
  lead: z.string().min(20),
  vision: blockSchema,
  values: z.array(z.object({ title: z.string(), text: z.string().min(10) })).min(3),
  servicesIntro: z.string().min(10),
  packing: z.string().min(10),
});

export const about = defineCollection("app/content/about.ts", aboutSchema, {
  lead: `אנחנו חברת שליחויות ארצית עם יותר מ-${t.yearsOfExperience} שנות ניסיון, שמובילה חבילות, מסמכים וציוד רפואי ללקוחות פרטיים ולעסקים בכל רחבי הארץ.`,
  vision: {
    heading: "החזון שלנו",
    paragraphs: [
      "שכל אחד, בכל מקום בארץ, יוכל לשלוח משהו חשוב ולדעת שהוא יגיע בזמן ובשלום. בלי לחפש מי פנוי, בלי הפתעות במחיר, ובלי לחכות ליום ראשון.",
      "בשביל זה אנחנו זמינים 24/7, כולל שבתות וחגים, שולחים שליח תוך שעה, ומוסרים בכל מקום בארץ תוך 24 שעות.",
    ],
  },
  values: [
    { title: "אמינות", text: "מה שאמרנו בטלפון הוא מה שקורה בפועל: זמן האיסוף, זמן המסירה והמחיר." },
    { title: "מהירות", text: `שליח אצלכם תוך שעה, ואקספרס שמגיע ליעד תוך ${t.expressHours} שעות.` },
    { title: "אחריות", text: "אנחנו שומרים על מה שמסרתם לנו כאילו היה שלנו. פריטים שארזנו מבוטחים במלואם." },
    { title: "שקיפות", text: "מחירון ומחשבון פתוחים באתר, ומחיר סופי לפני שהשליח יוצא." },
    { title: "זמינות", text: "עונים גם בלילה, גם בשבת וגם בחג." },
  ],
  servicesIntro: "אלה השירותים שאנחנו נותנים, לכל הארץ:",
  packing: "ובנוסף, שירות אריזה: נארוז בשבילכם, ופריטים שארזנו מבוטחים במלואם.",
});
