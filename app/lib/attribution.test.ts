import { describe, expect, it } from "vitest";
import { packageSizes } from "../content/package-sizes.ts";
import {
  ATTRIBUTION_STORAGE_KEY,
  computeAttribution,
  emptyAttribution,
  isHostName,
  QUOTE_MODELS,
  QUOTE_SIZES,
  QUOTE_STORAGE_KEY,
  rememberLanding,
  rememberQuote,
  visitRecord,
} from "./attribution.ts";
import type { LeadQuote } from "./admin-leads.ts";

const SITE = "https://shlichim.example.co.il";

/** A sessionStorage stand-in: a Map, or one that throws as Safari's private mode and full storage do. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}
const throwing = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
};

describe("computeAttribution", () => {
  it("keeps the landing path alone, the campaign parameters and the click identifiers", () => {
    const url = `${SITE}/shipping-haifa?utm_source=google&utm_medium=cpc&utm_campaign=spring-sale&utm_term=%D7%A9%D7%9C%D7%99%D7%97&utm_content=ad+1&gclid=Cj0KCQ&fbclid=IwAR1&other=x#top`;
    expect(computeAttribution(url, "https://www.google.com/search?q=courier")).toEqual({
      landing_page: "/shipping-haifa",
      referrer_host: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring-sale",
      utm_term: "שליח",
      utm_content: "ad 1",
      gclid: "Cj0KCQ",
      fbclid: "IwAR1",
    });
  });

  it("gives null for what is absent or empty", () => {
    expect(computeAttribution(`${SITE}/`, "")).toEqual({ ...emptyAttribution(), landing_page: "/" });
    expect(computeAttribution(`${SITE}/contact?utm_source=&utm_medium=%20&gclid`, "")).toEqual({ ...emptyAttribution(), landing_page: "/contact" });
  });

  it("names a referring site by its host only, and not our own site (with or without www)", () => {
    expect(computeAttribution(`${SITE}/`, "https://l.facebook.com/l.php?u=https%3A%2F%2Fx").referrer_host).toBe("l.facebook.com");
    expect(computeAttribution(`${SITE}/`, "android-app://com.google.android.gm/").referrer_host).toBe("com.google.android.gm");
    expect(computeAttribution(`${SITE}/pricing`, `${SITE}/`).referrer_host).toBeNull();
    expect(computeAttribution(`${SITE}/pricing`, "https://www.shlichim.example.co.il/blog").referrer_host).toBeNull();
    expect(computeAttribution("https://www.shlichim.example.co.il/", `${SITE}/`).referrer_host).toBeNull();
    expect(computeAttribution(`${SITE}/`, "HTTPS://WWW.Bing.COM/").referrer_host).toBe("www.bing.com");
  });

  it("survives what it cannot parse", () => {
    expect(computeAttribution("not a url", "also not")).toEqual(emptyAttribution());
    expect(computeAttribution("not a url", "https://example.org/").referrer_host).toBe("example.org");
    expect(computeAttribution(`${SITE}/`, "about:blank").referrer_host).toBeNull();
  });
});

describe("isHostName", () => {
  it("takes host names and bracketed IPv6 addresses", () => {
    for (const host of [
      "www.google.com",
      "localhost",
      "l.facebook.com",
      "xn--4dbrk0ce.co.il",
      "com.google.android.gm",
      "10.0.0.1",
      "[::1]",
      "my_host.example",
    ]) {
      expect(isHostName(host), host).toBe(true);
    }
  });
  it("refuses anything else", () => {
    for (const host of [
      "",
      "a b.com",
      "evil.com/path",
      "evil.com:8080",
      "-bad.com",
      "a..b",
      "<script>",
      "שליח.com",
      "a\nb",
      "a".repeat(64) + ".com",
      `${"a.".repeat(127)}aa`,
      42,
      null,
    ]) {
      expect(isHostName(host), String(host)).toBe(false);
    }
  });
});

describe("the visit's storage", () => {
  const quote: LeadQuote = { from: "תל אביב", to: "חיפה", size: "medium", price: 117, model: "table" };

  it("records the first page of a visit and leaves it alone afterwards", () => {
    const storage = memoryStorage();
    rememberLanding(storage, `${SITE}/shipping-haifa?utm_source=google&utm_campaign=x`, "https://www.google.com/");
    rememberLanding(storage, `${SITE}/contact?utm_source=other`, `${SITE}/shipping-haifa`);
    expect(JSON.parse(storage.map.get(ATTRIBUTION_STORAGE_KEY)!)).toMatchObject({
      landing_page: "/shipping-haifa",
      utm_source: "google",
      referrer_host: "www.google.com",
    });
  });

  it("records a direct visit too, so a later page cannot claim it", () => {
    const storage = memoryStorage();
    rememberLanding(storage, `${SITE}/`, "");
    rememberLanding(storage, `${SITE}/pricing?utm_campaign=late`, "https://example.org/");
    expect(JSON.parse(storage.map.get(ATTRIBUTION_STORAGE_KEY)!)).toEqual({ ...emptyAttribution(), landing_page: "/" });
  });

  it("keeps the last estimate only", () => {
    const storage = memoryStorage();
    rememberQuote(storage, { ...quote, price: 80 });
    rememberQuote(storage, quote);
    expect(JSON.parse(storage.map.get(QUOTE_STORAGE_KEY)!)).toEqual(quote);
  });

  it("gives the form what is stored, and nothing when nothing is", () => {
    const storage = memoryStorage();
    expect(visitRecord(storage)).toEqual({});
    rememberQuote(storage, quote);
    expect(visitRecord(storage)).toEqual({ quote });
    rememberLanding(storage, `${SITE}/about`, "");
    expect(visitRecord(storage)).toEqual({ attribution: { ...emptyAttribution(), landing_page: "/about" }, quote });
  });

  it("carries on where storage is missing, throws, or holds something broken", () => {
    expect(() => rememberLanding(null, `${SITE}/`, "")).not.toThrow();
    expect(() => rememberLanding(throwing, `${SITE}/`, "")).not.toThrow();
    expect(() => rememberQuote(throwing, quote)).not.toThrow();
    expect(visitRecord(throwing)).toEqual({});
    expect(visitRecord(null)).toEqual({});
    expect(visitRecord(memoryStorage({ [ATTRIBUTION_STORAGE_KEY]: "{not json", [QUOTE_STORAGE_KEY]: '"a string"' }))).toEqual({ quote: "a string" });
  });
});

it("knows the calculator's sizes and pricing models", () => {
  expect([...QUOTE_SIZES]).toEqual(packageSizes.map((size) => size.id));
  expect([...QUOTE_MODELS]).toEqual(["table", "distance"]);
});
