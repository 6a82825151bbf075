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
  lead: "דרושים/ות שליחים/ות ונהגים/ות בכל הארץ, לעבודה כעצמאים: מי שאוהב/ת להיות בדרך ויודע/ת לעמוד בזמנים.",
  benefits: [
    { title: "עבודה בכל הארץ", text: "אנחנו מובילים משלוחים בכל רחבי הארץ, ללקוחות פרטיים ולעסקים." },
    { title: "עבודה שוטפת", text: "לקוחות פרטיים ועסקים שולחים איתנו באופן קבוע, כך שיש עבודה לאורך כל השבוע." },
    { title: "אתם בוחרים מתי ואיפה", text: `המשלוחים יוצאים בשעות השליחים (${courierHours}), ואתם בוחרים באילו ימים ובאיזה אזור לעבוד.` },
    { title: "מוקד שעומד מאחוריכם", text: "המוקד זמין לכל שאלה בדרך, ומתאם מראש את האיסוף והמסירה." },
  ],
  requirements: [
    "עבודה כעצמאים: עוסק מורשה או עוסק פטור, וחשבונית על כל חודש עבודה",
    "כלי רכב משלכם לעבודה: אופנוע או קטנוע, רכב פרטי או רכב מסחרי",
    "רישיון נהיגה בתוקף שמתאים לכלי הרכב: A, A1 או A2 לאופנוע ולקטנוע (לפי ההספק), B לרכב פרטי ולמסחרי עד 3.5 טון, C1 למסחרי כבד יותר",
    "ביטוח חובה וביטוח צד ג׳ לכלי הרכב, בתוקף",
    "טלפון חכם עם אפליקציית ניווט ועם וואטסאפ",
  ],
  application: {
    heading: "הגשת מועמדות",
    lead: "השאירו שם, טלפון וכלי הרכב, ואם תרצו גם אזור עבודה ועיר מגורים. נחזור אליכם לשיחת היכרות קצרה.",
    submitLabel: "שליחת מועמדות בוואטסאפ",
  },
});
