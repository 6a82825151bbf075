/**
 * PROVISIONAL (content branch): the six articles' metadata, so routes, the pre-render list and the
 * sitemap can be derived before the `blog` engineer's Markdown collection reaches main; that
 * version replaces this file at merge and keeps the exported name `articles`.
 */
import { z } from "zod";
import { defineCollection } from "../collection";
import { pageRecordSchema } from "../page-schema";

const articleSchema = pageRecordSchema.extend({
  kind: z.literal("article"),
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  excerpt: z.string().min(10),
  date: z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/),
  author: z.string().min(2),
  image: z.string().startsWith("/"),
  imageAlt: z.string().min(2),
});

const article = (id: number, slug: string, date: string, label: string, title: string, description: string, keywords: string[]) => ({
  id,
  slug,
  path: `/blog/${slug}`,
  kind: "article" as const,
  label,
  title,
  excerpt: description,
  description,
  keywords,
  date,
  author: "צוות החברה",
  image: "/favicon.svg",
  imageAlt: title,
});

export const articles = defineCollection("app/content/blog/index.ts", z.array(articleSchema), [
  article(1, "delivery-tips", "15.01.2025", "5 טיפים לבחירת חברת שליחויות", "5 טיפים לבחירת חברת שליחויות", "חמישה דברים שכדאי לבדוק לפני שבוחרים חברת שליחויות.", ["בחירת חברת שליחויות", "טיפים"]),
  article(2, "intercity-shipping-guide", "10.01.2025", "המדריך למשלוחים בין עירוניים", "המדריך המלא למשלוחים בין עירוניים", "זמני משלוח בין ערים, טווחי מחירים וטיפים לחיסכון.", ["משלוח בין עירוני", "מדריך"]),
  article(3, "package-packing-tips", "05.01.2025", "איך לארוז חבילה", "איך לארוז חבילה למשלוח", "חומרי אריזה, שבעה שלבי אריזה, טיפים לפי סוג פריט וטעויות נפוצות.", ["אריזת חבילה", "טיפים לאריזה"]),
  article(4, "urgent-delivery-guide", "28.12.2024", "מדריך למשלוחים דחופים", "המדריך למשלוחים דחופים", "מתי כדאי לבחור משלוח אקספרס ומה משפיע על המחיר.", ["משלוח דחוף", "אקספרס"]),
  article(5, "medical-equipment-delivery", "20.12.2024", "משלוח ציוד רפואי", "משלוח ציוד רפואי: כל מה שצריך לדעת", "סוגי ציוד רפואי, רגולציה ושינוע בבקרת טמפרטורה.", ["משלוח ציוד רפואי", "רגולציה"]),
  article(6, "save-on-shipping-costs", "15.12.2024", "לחסוך בעלויות משלוח", "7 דרכים לחסוך בעלויות משלוח", "שבעה טיפים לחיסכון בעלויות משלוח, עם החיסכון האפשרי בכל טיפ.", ["חיסכון במשלוחים", "עלויות משלוח"]),
]);

export type Article = (typeof articles)[number];
