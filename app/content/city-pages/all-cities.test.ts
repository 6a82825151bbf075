import { describe, expect, it } from "vitest";
import { PACKING_COVER, PICKUP_PROMISE, PICKUP_PROMISE_NAME } from "../../lib/customer-facts.ts";
import { cities } from "../cities.ts";
import { makePriceBook, shekelRange, startingPriceBook } from "../price-book.ts";
import { startingPrices } from "../../lib/price-inputs.ts";
import { publicRoutes } from "../../lib/route-table.ts";
import { cityPages } from "./all-cities.ts";
import { folderModules } from "../folder.ts";
import { cityPriceTable, netanyaPriceTable, priceTableFor, withinCityCaption } from "./lib/price-table.ts";
import { cityRecordAt, cityRecords } from "./lib/records.server.ts";
import { ContentError, parseCityPages, parseCityRecords } from "./lib/city-page-schema.ts";
import { fillPrices } from "./lib/phrases.ts";
import { cityView } from "./lib/view.ts";
import * as haifa from "./haifa.ts";

const calculatorIds = new Set(cities.map((c) => c.id));
/** The real city files, as import.meta.glob hands them to the collection. */
const realModules = import.meta.glob<{ page: unknown; content: unknown }>(["./*.ts", "!./all-cities.ts", "!./*.test.ts"], { eager: true });

const clone = <T>(value: T): T => structuredClone(value);
const pb = startingPriceBook;
const { documents, tiers } = pb;

describe("the city pages collection", () => {
  it("has the spec's eight pages, in menu order, at /shipping-<slug>", () => {
    expect(cityPages.map((p) => p.path)).toEqual([
      "/shipping-tel-aviv",
      "/shipping-jerusalem",
      "/shipping-haifa",
      "/shipping-beer-sheva",
      "/shipping-netanya",
      "/shipping-ashdod",
      "/shipping-rishon",
      "/shipping-petah-tikva",
    ]);
    for (const page of cityPages) expect(page.kind).toBe("city");
  });

  it("maps each page slug to a city of the calculator explicitly", () => {
    const mapping = Object.fromEntries(cityPages.map((p) => [p.slug, p.calculatorCityId]));
    expect(mapping).toEqual({
      "tel-aviv": "tel-aviv",
      jerusalem: "jerusalem",
      haifa: "haifa",
      "beer-sheva": "beer-sheva",
      netanya: "netanya",
      ashdod: "ashdod",
      rishon: "rishon-lezion",
      "petah-tikva": "petah-tikva",
    });
    for (const page of cityPages) expect(calculatorIds.has(page.calculatorCityId), page.slug).toBe(true);
  });

  it("gives each page the variant of the spec", () => {
    const variants = Object.fromEntries(cityRecords.map((r) => [r.slug, r.content.variant]));
    expect(variants).toEqual({
      "tel-aviv": "full",
      jerusalem: "full",
      haifa: "neighbourhoods",
      "beer-sheva": "hero",
      netanya: "compact",
      ashdod: "service-areas",
      rishon: "service-areas",
      "petah-tikva": "service-areas",
    });
    const withFaq = cityRecords.filter((r) => r.content.variant === "full" && r.content.faq).map((r) => r.slug);
    expect(withFaq).toEqual(["tel-aviv"]);
  });

  it("lists Haifa's own neighbourhoods, not the cities around it", () => {
    const record = cityRecordAt("/shipping-haifa/");
    expect(record?.content.variant).toBe("neighbourhoods");
    const names = record?.content.variant === "neighbourhoods" ? record.content.neighbourhoods : [];
    expect(names).toEqual(expect.arrayContaining(["העיר התחתית", "הדר הכרמל", "קריית חיים", "קריית אליעזר"]));
    // The Krayot, Nesher and Tirat Carmel are cities of their own, not Haifa's neighbourhoods.
    for (const city of ["קריית אתא", "קריית ביאליק", "קריית ים", "קריית מוצקין", "נשר", "טירת כרמל"]) expect(names).not.toContain(city);
  });

  it("finds no record for a path that is not a city page", () => {
    expect(cityRecordAt("/shipping-eilat")).toBeUndefined();
    expect(cityRecordAt("/about")).toBeUndefined();
  });
});

describe("a broken city file", () => {
  const broken = (edit: (mod: { page: Record<string, unknown>; content: Record<string, unknown> }) => void) => {
    const mod = clone({ page: haifa.page, content: haifa.content }) as unknown as { page: Record<string, unknown>; content: Record<string, unknown> };
    edit(mod);
    return { ...realModules, "./haifa.ts": mod };
  };

  it("fails with the file and the field of a bad list item", () => {
    const modules = broken((m) => {
      (m.content.neighbourhoods as string[])[3] = "  ";
    });
    expect(() => parseCityRecords(modules)).toThrow(ContentError);
    expect(() => parseCityRecords(modules)).toThrow(/^app\/content\/city-pages\/haifa\.ts: neighbourhoods\[3\]: must not be empty$/m);
  });

  it("fails on a calculator city id the calculator does not know", () => {
    const modules = broken((m) => {
      m.page.calculatorCityId = "rishon";
    });
    expect(() => parseCityRecords(modules)).toThrow("app/content/city-pages/haifa.ts: calculatorCityId: is not a city id of app/content/cities.ts");
    expect(() => parseCityPages(Object.fromEntries(Object.entries(modules).map(([k, m]) => [k, m.page])))).toThrow(/haifa\.ts: calculatorCityId/);
  });

  it("fails on a missing field, an unknown field and a wrong count", () => {
    expect(() => parseCityRecords(broken((m) => delete m.page.title))).toThrow(/haifa\.ts: title: /);
    expect(() => parseCityRecords(broken((m) => (m.page.subtitle = "x")))).toThrow(/haifa\.ts: .*subtitle/);
    expect(() =>
      parseCityRecords({
        ...realModules,
        "./beer-sheva.ts": (() => {
          const mod = clone(realModules["./beer-sheva.ts"]!) as { content: { neighbourhoods: string[] } };
          mod.content.neighbourhoods.pop();
          return mod;
        })(),
      }),
    ).toThrow(/beer-sheva\.ts: neighbourhoods: /);
  });

  it("fails when the slug does not match the file name, or a name repeats", () => {
    expect(() => parseCityRecords(broken((m) => (m.page.slug = "hifa")))).toThrow(
      'app/content/city-pages/haifa.ts: slug: "hifa" must equal the file name "haifa"',
    );
    expect(() =>
      parseCityRecords(
        broken((m) => {
          const list = m.content.neighbourhoods as string[];
          list[5] = list[0]!;
        }),
      ),
    ).toThrow(/haifa\.ts: neighbourhoods\[5\]: "העיר התחתית" appears twice/);
  });

  it("fails on an FAQ outside the variant that has one", () => {
    expect(() => parseCityRecords(broken((m) => (m.content.faq = [{ question: "ש", answer: "ת" }])))).toThrow(/haifa\.ts: .*faq/);
  });
});

describe("adding a city", () => {
  it("is adding one file: its page joins the collection at /shipping-<slug>", () => {
    const herzliya = {
      page: {
        slug: "herzliya",
        kind: "city",
        order: 9,
        label: "הרצליה",
        title: "שליחויות בהרצליה",
        description: "שליחויות בהרצליה ובסביבה: משלוח רגיל ומשלוח מהיר.",
        keywords: ["שליח בהרצליה"],
        calculatorCityId: "herzliya",
      },
      content: { variant: "compact", intro: ["פסקה."], callToAction: { title: "כותרת", text: "טקסט" } },
    };
    const records = parseCityRecords({ ...realModules, "./herzliya.ts": herzliya });
    expect(records).toHaveLength(9);
    expect(records.at(-1)).toMatchObject({ slug: "herzliya", path: "/shipping-herzliya", calculatorCityId: "herzliya" });
    const cityRoutes = publicRoutes({ servicePages: [], infoPages: [], cityPages: records }).filter((r) => r.file === "routes/city.tsx");
    expect(cityRoutes.at(-1)).toMatchObject({ path: "shipping-herzliya", id: "city-herzliya" });
  });
});

describe("outside Vite (Playwright reads the page records in plain Node)", () => {
  it("the folder reader finds the same city files as import.meta.glob, with the same pages", async () => {
    const read = await folderModules(new URL("./all-cities.ts", import.meta.url).href, ".ts");
    expect(Object.keys(read)).toEqual(Object.keys(realModules).sort());
    expect(parseCityPages(Object.fromEntries(Object.entries(read).map(([key, mod]) => [key, mod.page])))).toEqual(cityPages);
  });
});

describe("the price tables", () => {
  it("read every figure from the price book", () => {
    const prices = (rows: string[][]) => rows.map((row) => row.at(-1));
    const within = (speed: "regular" | "sameDay" | "express") => shekelRange(tiers[speed].withinCity!.range!);
    expect(prices(cityPriceTable(pb, "חיפה").rows)).toEqual([within("regular"), within("sameDay"), within("express"), `מ-${documents[0]!.from} ₪`]);
    expect(prices(netanyaPriceTable(pb, "נתניה").rows)).toEqual([within("regular"), within("sameDay")]);
    expect(netanyaPriceTable(pb, "נתניה").rows[1]?.[0]).toBe("משלוח באותו יום");
    expect(cityPriceTable(pb, "חיפה").rows[2]?.[1]).toBe("1–3 שעות");
    expect(cityPriceTable(pb, "חיפה").caption).toContain("בתוך חיפה");
  });

  it("say they are the within-the-city prices, the same way on every page", () => {
    expect(cityPriceTable(pb, "חיפה").caption).toBe("משלוח בתוך חיפה: מחירים משוערים לחבילה קטנה (עד 5 ק״ג), כולל מע״מ");
    expect(netanyaPriceTable(pb, "נתניה").caption).toBe(cityPriceTable(pb, "נתניה").caption);
    for (const record of cityRecords) {
      const table = priceTableFor(pb, record.content.variant, record.label);
      if (table) expect(table.caption, record.slug).toBe(withinCityCaption(pb, record.label));
    }
  });
});

describe("the prices in the city pages' prose", () => {
  const stringsIn = (value: unknown): string[] =>
    typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(stringsIn) : [];
  const textOf = (value: unknown): string => stringsIn(value).join("\n");

  it("are placeholders in the records, filled from the book the page is drawn with", () => {
    const withPlaceholders = cityRecords.filter((r) => /\{\{(regularFrom|documentsFrom)\}\}/.test(textOf(r.content)));
    expect(withPlaceholders.map((r) => r.slug)).toEqual(expect.arrayContaining(["tel-aviv", "jerusalem", "ashdod", "rishon", "petah-tikva"]));
    for (const record of cityRecords) {
      const view = cityView(record, cityPages, [], pb);
      expect(textOf(view.content), record.slug).not.toMatch(/\{\{|\}\}/);
      expect(view.priceTable, record.slug).toEqual(priceTableFor(pb, record.content.variant, record.label));
    }
    const telAviv = textOf(cityView(cityRecordAt("/shipping-tel-aviv")!, cityPages, [], pb).content);
    expect(telAviv).toContain("משלוח רגיל בתוך העיר מתחיל מ-40 ₪, ומשלוח מסמכים מ-20 ₪.");
  });

  it("follow another book's figures", () => {
    const other = makePriceBook({ ...startingPrices, regularWithinCity: 45, documentEnvelope: 25 });
    const view = cityView(cityRecordAt("/shipping-tel-aviv")!, cityPages, [], other);
    expect(textOf(view.content)).toContain("משלוח רגיל בתוך העיר מתחיל מ-45 ₪, ומשלוח מסמכים מ-25 ₪.");
    expect(view.priceTable?.rows[0]?.at(-1)).toBe("45 ₪");
    expect(view.priceTable?.rows[3]?.at(-1)).toBe("מ-25 ₪");
  });
});

describe("the city pages' copy (docs/content.md, voice rules)", () => {
  /** Every string a page shows or puts in its head, with the claims of phrases.ts filled in. */
  const stringsOf = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(stringsOf)
        : value && typeof value === "object"
          ? Object.values(value).flatMap(stringsOf)
          : [];
  const copyOf = (record: (typeof cityRecords)[number]) => [record.title, record.description, ...record.keywords, ...stringsOf(fillPrices(record.content, pb))];
  const allCopy = cityRecords.flatMap(copyOf);
  const count = (phrase: string) => allCopy.reduce((n, text) => n + text.split(phrase).length - 1, 0);

  it("keeps the slogans to where they matter, counted as rendered across the eight pages", () => {
    expect(count("24/7")).toBeLessThanOrEqual(3);
    expect(count("כולל שבתות וחגים")).toBeLessThanOrEqual(2);
    expect(count(PICKUP_PROMISE)).toBeLessThanOrEqual(4);
    expect(count("השאירו פרטים")).toBe(0); // the buttons of app/components/city/sections.tsx say it
    expect(count("מהצפון ועד אילת")).toBe(0);
    expect(count(PACKING_COVER)).toBeLessThanOrEqual(1);
    // Each claim is still made somewhere.
    for (const claim of ["24/7", PICKUP_PROMISE, PACKING_COVER]) expect(count(claim), claim).toBeGreaterThan(0);
  });

  it("says the courier claim one way, insures only what our packing service packed, and makes no claim the spec does not", () => {
    expect(count("עד שעה") + count("תוך שעה")).toBe(count(PICKUP_PROMISE) + count(PICKUP_PROMISE_NAME));
    for (const text of allCopy) {
      for (const sentence of text.split(/(?<=[.!?])\s+/)) {
        if (/ביטוח מלא|מבוטחים במלואם|מבוטחים עד הערך/.test(sentence)) expect(sentence).toMatch(/ארזנו|שירות האריזה/);
      }
      expect(text).not.toMatch(/אלפי משלוחים|עד הדלת|לעדכן אתכם|נחזור אליכם מיד|ומשבצים אתכם|יום ראשון|מהצפון ועד אילת/);
    }
  });

  it("writes ranges with an en dash and abbreviations with geresh and gershayim", () => {
    for (const text of allCopy) {
      expect(text, text).not.toMatch(/\d-\d/);
      expect(text, text).not.toMatch(/[\u05D0-\u05EA]['"]|\d+\+/);
    }
    const ashdod = cityRecords.find((r) => r.slug === "ashdod")?.content;
    expect(ashdod?.variant === "service-areas" ? ashdod.serviceAreas : []).toEqual(expect.arrayContaining(["רובע א׳", "רובע י״א", "רובע ט״ו"]));
  });

  it("gives every page its own reasons and intro", () => {
    const reasons = cityRecords.flatMap((r) => ("reasons" in r.content ? r.content.reasons.map((reason) => reason.text) : []));
    expect(new Set(reasons).size).toBe(reasons.length);
    const titles = cityRecords.flatMap((r) => ("reasons" in r.content ? r.content.reasons.map((reason) => reason.title) : []));
    expect(new Set(titles).size).toBe(titles.length);
    const intros = cityRecords.flatMap((r) => r.content.intro);
    expect(new Set(intros).size).toBe(intros.length);
    for (const record of cityRecords) expect(record.content.intro.join(" "), record.slug).toContain(record.label);
  });
});
