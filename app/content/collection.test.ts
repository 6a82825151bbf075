import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentError, defineCollection, formatPath } from "./collection.ts";
import { parsePrices, priceRecords } from "./prices.ts";

const citySchema = z.object({
  slug: z.string().regex(/^[a-z-]+$/),
  neighbourhoods: z.array(z.string().min(2)).min(1),
});

describe("defineCollection", () => {
  it("returns the parsed records when they fit the schema", () => {
    const record = { slug: "haifa", neighbourhoods: ["נשר", "קריית ים"] };
    expect(defineCollection("app/content/city-pages/haifa.ts", citySchema, record)).toEqual(record);
  });

  it("throws an error naming the file and the field path of a broken record", () => {
    const broken = { slug: "haifa", neighbourhoods: ["נשר", "קריית ים", "טירה", ""] };
    const run = () => defineCollection("app/content/city-pages/haifa.ts", citySchema, broken);
    expect(run).toThrow(ContentError);
    expect(run).toThrow(/^Invalid content in app\/content\/city-pages\/haifa\.ts:\napp\/content\/city-pages\/haifa\.ts: neighbourhoods\[3\]: /);
  });

  it("lists every broken field, not only the first", () => {
    const run = () => defineCollection("x.ts", z.array(citySchema), [{ slug: "OK?", neighbourhoods: [] }]);
    expect(run).toThrow(/x\.ts: \[0\]\.slug: .*\nx\.ts: \[0\]\.neighbourhoods: /);
  });

  it("formats paths the way a reader writes them", () => {
    expect(formatPath(["rows", 2, "price"])).toBe("rows[2].price");
    expect(formatPath([0, "a key"])).toBe('[0]["a key"]');
    expect(formatPath([])).toBe("(the record itself)");
  });
});

describe("prices.ts", () => {
  it("accepts the real figures", () => {
    expect(parsePrices(priceRecords).policy.minimumAge).toBe(18);
  });

  it("fails with the file and field when a figure breaks its schema", () => {
    const broken = structuredClone(priceRecords) as unknown as { savings: Record<string, unknown> };
    broken.savings.total = "40-30";
    expect(() => parsePrices(broken)).toThrow("app/content/prices.ts: savings.total: the low end must come first");
    const noAge = structuredClone(priceRecords) as unknown as { policy: Record<string, unknown> };
    noAge.policy.minimumAge = -18;
    expect(() => parsePrices(noAge)).toThrow(/app\/content\/prices\.ts: policy\.minimumAge: /);
  });
});
