import fc from "fast-check";
import type { Selectable } from "kysely";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadsTable } from "../../app/.server/db/schema.ts";
import type { LeadAttribution } from "../../app/lib/admin-leads.ts";
import { emptyAttribution } from "../../app/lib/attribution.ts";
import { isHoneypotFilled, validateLead, type LeadInput } from "../../app/lib/lead-schema.ts";
import { recomputedQuote } from "../../app/content/quote-check.ts";
import { startingPriceBook } from "../../app/content/price-book.ts";
import { removeDir, startServer, type ServerProcess } from "../../harness/server-process.ts";

let server: ServerProcess;
const PRICING_MODEL = "table";
let db: DatabaseSync;

beforeAll(async () => {
  server = await startServer({ env: { LEADS_RATE_LIMIT: "1000000", PRICING_MODEL } });
  db = new DatabaseSync(path.join(server.dataDir, "courier.sqlite"), { readOnly: true, timeout: 5000 });
});
afterAll(async () => {
  db?.close();
  await server?.stop();
  removeDir(server.dataDir);
});

const count = () => Number((db.prepare("SELECT count(*) AS n FROM leads").get() as { n: number }).n);

const hostile = fc.constantFrom(
  "'; DROP TABLE leads; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "\u0000",
  "\uD800",
  "\u202Eabc",
  "a@b\nBcc: x@y",
  "a\tb",
  "a\u200Bb",
  "a\u2066b",
  // Characters that draw as nothing (issue 26).
  "\u00AD",
  "a\u2062b",
  "a\u206Fb",
  "\u3164",
  "\u115F\u1160",
  "\uFFA0",
  "\u034F",
  "\u180E",
  "a\u{E0041}\u{E007F}",
  "\uFE0F",
  "א \uFE0F",
  "/\\evil.example/",
  "/\t/evil.example/",
  "---------",
  "'-'",
  "\u00A0",
  " ",
  "%00",
  "../../etc/passwd",
  "a".repeat(5000),
);
const hebrewName = fc
  .array(fc.constantFrom(..."אבגדהוזחטיכלמנסעפצקרשתךםןףץ abcXYZ'-׳".split(""), "\u00AD", "\u3164", "\u2061", "\u{E0020}"), { minLength: 1, maxLength: 110 })
  .map((chars) => chars.join(""));
const phone = fc.array(fc.constantFrom(..."0123456789+- ".split("")), { minLength: 0, maxLength: 24 }).map((c) => c.join(""));
const anyText = fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: "binary", maxLength: 250 }), hostile);
const anyValue = fc.oneof(anyText, fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Attribution and an estimate as a browser could send them, or as anyone else might (docs/decisions/020). */
const attributionText = fc.oneof(fc.constantFrom("google", "cpc", "אביב-2026", "spring sale", "x".repeat(200), "x".repeat(201)), anyText, anyValue);
const attributionRecord = fc.record(
  {
    landing_page: fc.oneof(fc.constantFrom("/", "/shipping-haifa", "/contact/", "https://evil.example/", "/\\evil.example/"), anyValue),
    referrer_host: fc.oneof(fc.constantFrom("www.google.com", "l.facebook.com", "[::1]", "evil.com/path", "a b", "-x.com"), anyValue),
    utm_source: attributionText,
    utm_medium: attributionText,
    utm_campaign: attributionText,
    utm_term: attributionText,
    utm_content: attributionText,
    gclid: fc.oneof(fc.string({ minLength: 400, maxLength: 600 }), attributionText),
    fbclid: attributionText,
    extra: anyValue,
  },
  { requiredKeys: [] },
);
const attribution = fc.oneof({ weight: 3, arbitrary: attributionRecord }, { weight: 1, arbitrary: anyValue });
/** Mostly what the calculator sends, so that whole estimates get stored too. */
const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<unknown>) => fc.oneof({ weight: 5, arbitrary: good }, { weight: 1, arbitrary: bad });
const quoteRecord = fc.record({
  from: mostly(
    fc.constantFrom("תל אביב", "חיפה", "העיר שלי לא ברשימה"),
    fc.oneof(fc.constantFrom("", " ", "x".repeat(61), "תל אביב-יפו", "חיפה\u00AD"), anyText),
  ),
  to: mostly(fc.constantFrom("ירושלים", "אילת", "חיפה"), anyText),
  size: mostly(fc.constantFrom("small", "medium", "large"), fc.oneof(fc.constant("huge"), anyValue)),
  price: mostly(fc.integer({ min: 0, max: 100_000 }), fc.oneof(fc.integer(), fc.double(), anyValue)),
  model: mostly(fc.constantFrom("table", "distance"), fc.oneof(fc.constant("guess"), anyValue)),
});
const quote = fc.oneof({ weight: 3, arbitrary: quoteRecord }, { weight: 1, arbitrary: anyValue });

const payload = fc.record(
  {
    name: fc.oneof({ weight: 4, arbitrary: hebrewName }, { weight: 1, arbitrary: anyValue }),
    phone: fc.oneof({ weight: 4, arbitrary: phone }, { weight: 1, arbitrary: anyValue }),
    email: maybe(fc.oneof(fc.emailAddress(), anyValue)),
    fromLocation: maybe(fc.oneof(anyText, anyValue)),
    toLocation: maybe(fc.oneof(anyText, anyValue)),
    consent: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: anyValue }),
    source: fc.oneof({ weight: 5, arbitrary: fc.constantFrom("lead_form", "contact_form") }, { weight: 1, arbitrary: anyValue }),
    pagePath: maybe(fc.oneof(fc.constantFrom("/", "/contact", "/blog/delivery-tips", "/\\evil.example/", "/\t/evil.example/"), anyValue)),
    website: maybe(fc.oneof(fc.constant(""), anyText, anyValue)),
    attribution: maybe(attribution),
    quote: maybe(quote),
  },
  { requiredKeys: [] },
);

/** Input a real visitor could send: valid by construction, with awkward but legal text. */
const safeText = fc.oneof(
  fc.string({ maxLength: 200 }).filter((t) => validateLead({ name: "א", phone: "123456789", consent: true, source: "lead_form", fromLocation: t }).ok),
  fc.constantFrom("'; DROP TABLE leads; --", "<b>רחוב הרצל 1</b>", 'קומה 3, דירה "ב"', "😀 אילת", "אילת \u05F3ב\u05F3"),
);
/** 9 to 12 digits, each optionally followed by a hyphen or a space, as people type phones. */
const realPhone = fc
  .array(fc.constantFrom(..."0123456789".split("")), { minLength: 9, maxLength: 12 })
  .chain((digits) =>
    fc
      .array(fc.constantFrom("", "", "-", " "), { minLength: digits.length, maxLength: digits.length })
      .map((separators) => digits.map((d, i) => d + (i < digits.length - 1 ? separators[i] : "")).join("")),
  )
  .filter((p) => p.length <= 20);
const validPayload = fc.record(
  {
    name: fc
      .array(fc.constantFrom(..."אבגדהוזחטיכלמנסעפצקרשתךםןףץ abcXYZ'-׳".split("")), { minLength: 1, maxLength: 100 })
      .map((c) => c.join(""))
      .filter((n) => /[A-Za-z\u05D0-\u05EA]/.test(n)),
    phone: fc.oneof(realPhone, fc.constantFrom("+972 50-123-4567", "050 123 4567")),
    email: maybe(fc.oneof(fc.emailAddress(), safeText)),
    fromLocation: maybe(safeText),
    toLocation: maybe(safeText),
    consent: fc.constant(true),
    source: fc.constantFrom("lead_form", "contact_form"),
    pagePath: maybe(fc.constantFrom("/", "/contact", "/shipping-haifa", "/blog/urgent-delivery-guide")),
    website: maybe(fc.constantFrom("", " ", "\u00A0", "x")),
    attribution: maybe(attribution),
    quote: maybe(quote),
  },
  { requiredKeys: ["name", "phone", "consent", "source"] },
);

type Row = Selectable<LeadsTable>;

const blankToNull = (v: unknown) => (v === undefined || v === null || v === "" ? null : v);

const attributionKeys = Object.keys(emptyAttribution()) as Array<keyof LeadAttribution>;
/** The attribution and estimate columns a validated lead should leave in its row. */
function expectedColumns(lead: LeadInput) {
  const kept = lead.attribution ?? emptyAttribution();
  // The server keeps its own estimate for the trip, never the figure sent (issue 26), at the published rates: a fresh server's are the starting ones.
  const q = lead.quote && recomputedQuote(lead.quote, PRICING_MODEL, startingPriceBook.rates);
  return {
    ...Object.fromEntries(attributionKeys.map((key) => [key, kept[key]])),
    quote_from: q?.from ?? null,
    quote_to: q?.to ?? null,
    quote_size: q?.size ?? null,
    quote_price: q?.price ?? null,
    quote_model: q?.model ?? null,
  };
}
const post = (body: string) => fetch(`${server.url}/api/leads`, { method: "POST", headers: { "Content-Type": "application/json" }, body });

describe("POST /api/leads with generated payloads", () => {
  it("never answers 5xx, stores nothing invalid, and stores valid input byte for byte", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(validPayload, payload), async (input) => {
        const before = count();
        const body = JSON.stringify(input);
        const res = await fetch(`${server.url}/api/leads`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
        expect(res.status).toBeLessThan(500);
        const answer = (await res.json()) as { id?: number; error?: string; field?: string | null };
        const expected = validateLead(JSON.parse(body));

        if (Buffer.byteLength(body) > 32 * 1024) {
          expect(res.status).toBe(413);
        } else if (!expected.ok) {
          expect(res.status).toBe(400);
          expect(answer.error).toBe(expected.message);
          expect(count()).toBe(before);
        } else {
          expect(res.status).toBe(201);
          const row = db.prepare("SELECT * FROM leads WHERE id = ?").get(answer.id!) as unknown as Row;
          const sent = JSON.parse(body) as Record<string, unknown>;
          expect(row).toMatchObject({
            name: sent.name,
            phone: sent.phone,
            email: blankToNull(sent.email),
            from_location: blankToNull(sent.fromLocation),
            to_location: blankToNull(sent.toLocation),
            source: sent.source,
            page_path: blankToNull(sent.pagePath),
            is_spam: isHoneypotFilled(sent.website) ? 1 : 0,
            ...expectedColumns(expected.lead),
          });
          expect(Buffer.from(row.name)).toEqual(Buffer.from(String(sent.name)));
        }
      }),
      { numRuns: 2500 },
    );
  });

  it("never refuses a valid lead for its attribution or estimate, and stores only the parts that fit", async () => {
    await fc.assert(
      fc.asyncProperty(validPayload, attribution, quote, async (input, sentAttribution, sentQuote) => {
        const body = JSON.stringify({ ...input, attribution: sentAttribution, quote: sentQuote });
        fc.pre(Buffer.byteLength(body) <= 32 * 1024);
        const res = await post(body);
        expect(res.status).toBe(201);
        const { id } = (await res.json()) as { id: number };
        const row = db.prepare("SELECT * FROM leads WHERE id = ?").get(id) as unknown as Row;
        const expected = validateLead(JSON.parse(body));
        expect(expected.ok).toBe(true);
        if (expected.ok) expect(row).toMatchObject(expectedColumns(expected.lead));
        // Whatever was stored is exactly what was sent for that part.
        const sent = (typeof sentAttribution === "object" && sentAttribution !== null ? sentAttribution : {}) as Record<string, unknown>;
        for (const key of attributionKeys) if (row[key] !== null) expect(row[key]).toBe(sent[key]);
      }),
      { numRuns: 600 },
    );
  });

  it("survives broken bodies and wrong content types without a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 500 }), fc.string({ unit: "binary", maxLength: 500 })),
        fc.constantFrom(
          "application/json",
          "application/x-www-form-urlencoded",
          "multipart/form-data",
          "multipart/form-data; boundary=x",
          "text/plain",
          "application/xml",
          "",
        ),
        async (body, type) => {
          const res = await fetch(`${server.url}/api/leads`, { method: "POST", headers: type ? { "Content-Type": type } : {}, body });
          expect(res.status).toBeLessThan(500);
          if (!["application/json", "application/x-www-form-urlencoded"].includes(type) && !type.startsWith("multipart/")) {
            expect(res.status).toBe(415);
          }
          await res.arrayBuffer();
        },
      ),
      { numRuns: 600 },
    );
  });

  it("every stored row passes the schema", () => {
    const rows = db.prepare("SELECT * FROM leads").all() as unknown as Row[];
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const check = validateLead({
        name: row.name,
        phone: row.phone,
        email: row.email,
        fromLocation: row.from_location,
        toLocation: row.to_location,
        consent: true,
        source: row.source,
        pagePath: row.page_path,
        attribution: Object.fromEntries(attributionKeys.map((key) => [key, row[key]])),
        quote:
          row.quote_price === null ? null : { from: row.quote_from, to: row.quote_to, size: row.quote_size, price: row.quote_price, model: row.quote_model },
      });
      expect(check).toMatchObject({ ok: true });
      // Nothing was stored that the schema would now drop.
      if (check.ok) expect(row).toMatchObject(expectedColumns(check.lead));
    }
  });
});
