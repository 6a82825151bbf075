import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { folderTexts } from "../folder.ts";
import * as prices from "../prices.ts";
import { medicalTemperatures, packing, savings } from "../prices.ts";
import { makePriceBook, startingPriceBook } from "../price-book.ts";
import { startingPrices } from "../../lib/price-inputs.ts";
import { articleBySlug, articleFacts, articles } from "./articles.ts";
import { loadArticles } from "./load.ts";

// The six articles and their dates (docs/product.md#blog).
const specDates: Record<string, string> = {
  "delivery-tips": "15.01.2025",
  "intercity-shipping-guide": "10.01.2025",
  "package-packing-tips": "05.01.2025",
  "urgent-delivery-guide": "28.12.2024",
  "medical-equipment-delivery": "20.12.2024",
  "save-on-shipping-costs": "15.12.2024",
};

/** The rendered HTML as the reader sees it: tags (the bidi isolates among them) dropped. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, "");
/** prices.ts writes ranges "1-2"; the articles show them with an en dash (app/lib/markdown.ts). */
const dash = (range: string) => range.replace(/^(\d+)-(\d+)$/, "$1–$2");
const { book } = startingPriceBook;

describe("the blog collection", () => {
  it("holds the six articles of the spec with their dates, newest first", () => {
    expect(articles.map((a) => [a.slug, a.date])).toEqual(Object.entries(specDates));
    expect(new Set(articles.map((a) => a.id)).size).toBe(6);
  });

  it("gives every article an existing, small illustration and a rendered body with no placeholder left", () => {
    for (const article of articles) {
      const file = `public${article.image}`;
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file).length).toBeLessThan(6000);
      const { html } = articleBySlug(article.slug, startingPriceBook)!;
      expect(html).toMatch(/<h2>/);
      expect(html).not.toMatch(/\{\{|\}\}/);
    }
    expect(articleBySlug("no-such-article", startingPriceBook)).toBeUndefined();
  });

  it("reads the same records from disk for plain-Node tools", async () => {
    const texts = await folderTexts(new URL("./articles.ts", import.meta.url).href, ".md");
    expect(texts).toEqual(import.meta.glob<string>("./*.md", { query: "?raw", import: "default", eager: true }));
    const files = Object.fromEntries(Object.entries(texts).map(([key, source]) => [`app/content/blog/${key.slice(2)}`, source]));
    expect(loadArticles(files, { ...prices, book, facts: articleFacts }).articles).toEqual(articles);
    // The records hold no price: another book's figures give the same list (one list serves every book).
    const otherBook = makePriceBook({ ...startingPrices, regularWithinCity: 45, regularBetweenCities: { low: 55, high: 320 } }).book;
    expect(loadArticles(files, { ...prices, book: otherBook, facts: articleFacts }).articles).toEqual(articles);
  });

  it("fills the intercity table and the price ranges from the price book", () => {
    const { html } = articleBySlug("intercity-shipping-guide", startingPriceBook)!;
    const rows = [...html.matchAll(/<tr><th scope="row">.*?<\/tr>/g)].map(([row]) => textOf(row.replace(/<\/t[hd]>/g, "|")));
    const destinations = ["ירושלים", "חיפה", "באר שבע", "אילת"];
    book.routes.forEach((route, i) => expect(rows).toContain(`תל אביב – ${destinations[i]}|${route.regular}|${route.fastest}|`));
    for (const speed of ["regular", "sameDay", "express"] as const) expect(textOf(html)).toContain(`${book[speed].betweenCities!.range} ₪`);
    expect(textOf(html)).toContain("שלוש מהירויות");
    // Another book's figures fill the same article with its own range.
    const other = makePriceBook({ ...startingPrices, regularBetweenCities: { low: 55, high: 320 } });
    const otherText = textOf(articleBySlug("intercity-shipping-guide", other)!.html);
    expect(otherText).toContain("55–320 ₪");
    expect(otherText).not.toContain(`${book.regular.betweenCities!.range} ₪`);
  });

  it("shows every saving percentage next to its tip", () => {
    const text = textOf(articleBySlug("save-on-shipping-costs", startingPriceBook)!.html);
    const { total, shareOfOperatingCosts, ...perTip } = savings;
    const fromTheBook = [book.saving.regularInsteadOfSameDayUpTo, book.saving.regularInsteadOfExpressUpTo, book.discounts.businessUpTo];
    for (const percent of [...Object.values(perTip), ...fromTheBook]) expect(text).toContain(`חיסכון של עד ${percent}%`);
    expect(text).toContain(`חיסכון כולל של ${dash(total)}%`);
    expect(text).toContain(`ל-${dash(shareOfOperatingCosts)}% מהוצאות התפעול`);
  });

  it("fills the packing clearances and the medical temperatures from the data, temperatures left-to-right", () => {
    const packingText = textOf(articleBySlug("package-packing-tips", startingPriceBook)!.html);
    expect(packingText).toContain(`מרווח של ${dash(packing.clearanceCm)} ס״מ מכל צד`);
    expect(packingText).toContain(`בעובי ${dash(packing.bottomLayerCm)} ס״מ`);
    expect(packingText).toContain(`${dash(packing.bubbleWrapLayers)} שכבות של ניילון בועות`);
    expect(packingText).toContain(`צורת ${packing.tapeShape}`);
    const medicalHtml = articleBySlug("medical-equipment-delivery", startingPriceBook)!.html;
    const { refrigerated, frozenC, room } = medicalTemperatures;
    for (const range of [`${refrigerated.minC}–${refrigerated.maxC}°C`, `${frozenC}°C`, `${room.minC}–${room.maxC}°C`])
      expect(medicalHtml).toContain(`<td><bdi dir="ltr">${range}</bdi></td>`);
  });
});
