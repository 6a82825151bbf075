/** The recruiting page: benefits and the five job requirements (docs/product.md#join-the-team). */
import { z } from "zod";
import { courierHours } from "../lib/business-details.ts";
import { defineCollection } from "./collection.ts";

const joinTeamSchema = z.object({
  lead: z.string().min(20),
  benefits: z.array(z.object({ title: z.string(), text: z.string().min(10) })).min(3),
  requirements: z.array(z.string().min(5)).length(5),
  /** The application form: its own heading, lead and button. */
  application: z.object({ heading: z.string().min(5), lead: z.string().min(20), submitLabel: z.string().min(5) }),
});

export const joinTeam = defineCollection("app/content/join-team.ts", joinTeamSchema, {
  lead: "דרושים/ות שליחים/ות ונהגים/ות בכל הארץ: מי שאוהב/ת להיות בדרך ויודע/ת לעמוד בזמנים.",
  benefits: [
    { title: "עבודה בכל הארץ", text: "אנחנו מובילים משלוחים בכל רחבי הארץ, ללקוחות פרטיים ולעסקים." },
    { title: "עבודה שוטפת", text: "לקוחות פרטיים ועסקים שולחים איתנו באופן קבוע, כך שיש עבודה לאורך כל השבוע." },
    { title: "שעות עבודה ברורות", text: `${courierHours}.` },
    { title: "צוות שעומד מאחוריכם", text: "המוקד זמין לכל שאלה בדרך, ומתאם מראש את האיסוף והמסירה." },
  ],
  requirements: [
    "רישיון נהיגה בתוקף (מכל סוג)",
    "עוסק מורשה או עוסק פטור",
    "הוצאת חשבוניות על העבודה",
    "כלי רכב לעבודה: אופנוע, קטנוע, רכב פרטי או מסחרי",
    "טלפון חכם עם אפליקציית ניווט ועם וואטסאפ",
  ],
  application: {
    heading: "הגשת מועמדות",
    lead: "השאירו שם וטלפון, ואם תרצו גם עיר מגורים. נחזור אליכם לשיחת היכרות קצרה.",
    submitLabel: "שליחת מועמדות בוואטסאפ",
  },
});
