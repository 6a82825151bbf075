/**
 * PROVISIONAL (content branch): the eight city pages' metadata, so routes, menus and the sitemap
 * can be derived before the `cities` engineer's collection (one file per city) reaches main; that
 * version replaces this file at merge and keeps the exported name `cityPages`.
 */
import { z } from "zod";
import { defineCollection } from "../collection";
import { pageRecordSchema } from "../page-schema";

const cityPageSchema = pageRecordSchema.extend({
  kind: z.literal("city"),
  slug: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  /** The calculator's id for this city (app/content/cities.ts): "rishon" here is "rishon-lezion" there. */
  calculatorCityId: z.string(),
});

const city = (slug: string, calculatorCityId: string, label: string, title: string, description: string, keywords: string[]) => ({
  slug,
  path: `/shipping-${slug}`,
  kind: "city" as const,
  label,
  title,
  description,
  keywords,
  calculatorCityId,
});

export const cityPages = defineCollection("app/content/city-pages/index.ts", z.array(cityPageSchema), [
  city("tel-aviv", "tel-aviv", "תל אביב", "שליחויות בתל אביב", "שליחויות בתל אביב והסביבה: שליח עד שעה, משלוחים באותו יום ואקספרס.", ["שליחויות בתל אביב", "שליח בתל אביב"]),
  city("jerusalem", "jerusalem", "ירושלים", "שליחויות בירושלים", "שליחויות בירושלים ולכל הארץ: משלוח רגיל, באותו יום ואקספרס.", ["שליחויות בירושלים", "שליח בירושלים"]),
  city("haifa", "haifa", "חיפה", "שליחויות בחיפה", "שליחויות בחיפה, בקריות ובסביבה: מחירים, שכונות וזמני הגעה.", ["שליחויות בחיפה", "שליח בחיפה"]),
  city("beer-sheva", "beer-sheva", "באר שבע", "שליחויות בבאר שבע", "שליחויות בבאר שבע והדרום: 12 שכונות, מחירון וזמני משלוח.", ["שליחויות בבאר שבע", "שליח בבאר שבע"]),
  city("netanya", "netanya", "נתניה", "שליחויות בנתניה", "שליחויות בנתניה: משלוח רגיל ומשלוח מהיר עד 6 שעות.", ["שליחויות בנתניה", "שליח בנתניה"]),
  city("ashdod", "ashdod", "אשדוד", "שליחויות באשדוד", "שליחויות באשדוד: 12 אזורי שירות, הצעת מחיר מהירה.", ["שליחויות באשדוד", "שליח באשדוד"]),
  city("rishon", "rishon-lezion", "ראשון לציון", "שליחויות בראשון לציון", "שליחויות בראשון לציון: 12 אזורי שירות, הצעת מחיר מהירה.", ["שליחויות בראשון לציון", "שליח בראשון לציון"]),
  city("petah-tikva", "petah-tikva", "פתח תקווה", "שליחויות בפתח תקווה", "שליחויות בפתח תקווה: 12 אזורי שירות, הצעת מחיר מהירה.", ["שליחויות בפתח תקווה", "שליח בפתח תקווה"]),
]);

export type CityPage = (typeof cityPages)[number];
