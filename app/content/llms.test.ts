import { describe, expect, it } from "vitest";
import { cityById } from "./cities.ts";
import { articles } from "./blog/articles.ts";
import { cityPages } from "./city-pages/all-cities.ts";
import { homePage, servicePages } from "./pages.ts";
import { makePriceBook, shekelRange, startingPriceBook, timeClaim } from "./price-book.ts";
import { PER_AIR_KM, ROAD_FACTOR, startingPrices } from "../lib/price-inputs.ts";
import { llmsInputFromContent } from "./llms-input.ts";
import { llmsTxt, type LlmsInput } from "./llms.ts";
import { exampleSiteConfig } from "../lib/business-details.ts";

const site = { ...exampleSiteConfig, siteUrl: "https://courier.example" };
const input = (overrides: Partial<LlmsInput> = {}): LlmsInput => ({ ...llmsInputFromContent(site, "table", startingPriceBook), ...overrides });
const { documents, extras, tiers, rates: calculatorPrices } = startingPriceBook;

const section = (text: string, heading: string) => {
  const start = text.indexOf(`\n## ${heading}`);
  expect(start, heading).toBeGreaterThan(0);
  const rest = text.slice(start + 4 + heading.length);
  return rest.slice(0, rest.indexOf("\n## ") === -1 ? undefined : rest.indexOf("\n## "));
};

describe("llmsTxt", () => {
  const text = llmsTxt(input());

  it("opens with the company as H1 and a one-line blockquote summary", () => {
    const lines = text.split("\n");
    expect(lines[0]).toBe(`# ${site.brandName}`);
    expect(lines[2]).toBe(`> ${homePage.description}`);
    expect(text.match(/^# /gm)).toHaveLength(1);
  });

  it("has the sections in order, each a list of absolute links", () => {
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual([
      "שירותים (Services)",
      "אזורי שירות (Areas)",
      "מחירים (Prices, indicative, in shekels)",
      "בלוג (Blog)",
      "יצירת קשר (Contact)",
      "מידע נוסף (More)",
      "Optional",
    ]);
    for (const line of text.split("\n").filter((l) => l.startsWith("- "))) {
      expect(line).toMatch(/^- \[[^\]]+\]\((https:\/\/courier\.example\/|https:\/\/wa\.me\/|tel:\+)[^)]*\)(: .+)?$/);
    }
  });

  it("links every service, city page and article with its title and description", () => {
    for (const page of servicePages)
      expect(section(text, "שירותים (Services)")).toContain(`- [${page.title}](https://courier.example${page.path}): ${page.description}`);
    for (const page of cityPages) expect(section(text, "אזורי שירות (Areas)")).toContain(`(https://courier.example${page.path})`);
    for (const page of articles) expect(section(text, "בלוג (Blog)")).toContain(`(https://courier.example${page.path})`);
  });

  it("quotes the prices of the price book, each tier with its scope", () => {
    const prices = section(text, "מחירים (Prices, indicative, in shekels)");
    expect(prices).toContain(
      `${timeClaim("express", "withinCity")}](https://courier.example/pricing): ${shekelRange(tiers.express.withinCity!.range!)} לחבילה קטנה, כולל מע״מ`,
    );
    expect(prices).toContain(`${timeClaim("regular", "betweenCities")}](https://courier.example/pricing): ${shekelRange(tiers.regular.betweenCities!.range!)}`);
    for (const d of documents) expect(prices).toContain(`${d.from} ₪`);
    expect(prices).toContain(`אישור מסירה ${extras.deliveryConfirmation} ₪`);
    for (const [a, b, price] of calculatorPrices.fixedPairs) expect(prices).toContain(`${cityById(a).name}-${cityById(b).name} ${price} ₪`);
    expect(prices).toContain(`(https://courier.example/#calculator)`);
    expect(prices).toContain(`לפחות ${calculatorPrices.minimum} ₪`);
    expect(prices).toContain(`(קו אווירי x ${ROAD_FACTOR})`);
    for (const band of startingPriceBook.bands) expect(prices).toContain(`${band.name} (${band.description}) x${band.multiplier}`);
  });

  it("quotes the published book's figures, not the starting ones", () => {
    const other = makePriceBook({ ...startingPrices, regularWithinCity: 45, pairHaifa: 99, multiplierMedium: 1.4 });
    const prices = section(llmsTxt(llmsInputFromContent(site, "table", other)), "מחירים (Prices, indicative, in shekels)");
    expect(prices).toContain(`באותה עיר 45 ₪`);
    expect(prices).toContain(`${cityById("tel-aviv").name}-${cityById("haifa").name} 99 ₪`);
    expect(prices).toContain(`x1.4`);
    expect(prices).not.toContain(`באותה עיר ${calculatorPrices.sameCity} ₪`);
  });

  it("describes the distance model when the calculator uses it", () => {
    const distance = llmsTxt(input({ pricingModel: "distance" }));
    expect(distance).toContain(`x ${PER_AIR_KM} ₪`);
    expect(distance).not.toContain(`באותה עיר ${calculatorPrices.sameCity} ₪`);
  });

  it("gives the phone, chat and e-mail under contact", () => {
    const contact = section(text, "יצירת קשר (Contact)");
    expect(contact).toContain(site.phone);
    expect(contact).toContain(site.email);
    expect(contact).toContain(`(https://wa.me/${site.whatsappNumber})`);
  });

  it("keeps content from breaking the Markdown", () => {
    const odd = llmsTxt(input({ services: [{ path: "/x", title: "a [b] c", description: "line\nbreak" }] }));
    expect(odd).toContain("- [a b c](https://courier.example/x): line break");
  });
});
