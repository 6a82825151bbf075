/**
 * The four service pages: one route module (routes/service.tsx) draws them all. "full" pages
 * have the shared layout (hero, article, sidebar with the contact form and a call card); "short"
 * pages are a short text with the form.
 */
import { z } from "zod";
import { defineCollection } from "./collection";
import { pageRecordSchema } from "./page-schema";

const serviceSchema = pageRecordSchema.extend({
  kind: z.literal("service"),
  layout: z.enum(["full", "short"]),
});

export const services = defineCollection("app/content/services.ts", z.array(serviceSchema), [
  {
    path: "/delivery-24h",
    kind: "service",
    layout: "full",
    label: "משלוחים תוך 24 שעות",
    title: "משלוחים תוך 24 שעות",
    description: "משלוח לכל מקום בארץ תוך 24 שעות, כולל שבתות וחגים. שליח מגיע אליכם תוך שעה.",
    keywords: ["משלוח 24 שעות", "שליח מהיר", "משלוח אקספרס"],
  },
  {
    path: "/domestic-shipping",
    kind: "service",
    layout: "full",
    label: "משלוחים בין עירוניים",
    title: "משלוחים בין עירוניים",
    description: "שליחויות בין ערים מהצפון ועד אילת: משלוח רגיל, משלוח באותו יום ואקספרס תוך 1-3 שעות.",
    keywords: ["משלוח בין עירוני", "שליחויות ארציות"],
  },
  {
    path: "/medical-equipment",
    kind: "service",
    layout: "short",
    label: "ציוד רפואי ותרופות",
    title: "משלוח ציוד רפואי ותרופות",
    description: "שינוע ציוד רפואי ותרופות בבקרת טמפרטורה, ברישיון משרד הבריאות, בכל הארץ.",
    keywords: ["משלוח ציוד רפואי", "משלוח תרופות"],
  },
  {
    path: "/documents",
    kind: "service",
    layout: "short",
    label: "שליחת מסמכים",
    title: "שליחת מסמכים",
    description: "שליח מסמכים מהיר ובטוח לכל הארץ, עם אישור מסירה לפי בקשה.",
    keywords: ["שליח מסמכים", "משלוח מסמכים"],
  },
]);

export type Service = (typeof services)[number];
