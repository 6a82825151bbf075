/**
 * The security review's findings on the lead path (docs/decisions/012-lead-path-hardening.md),
 * each driven against the real built server:
 * 2 (back link of the no-JavaScript error page), 4 (cross-site posts), 5 (rate limit after
 * validation, IPv6 by /64), 6 (single-line fields and the honeypot, end to end).
 */
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityById } from "../../app/content/cities.ts";
import { startingPriceBook } from "../../app/content/price-book.ts";
import { estimate } from "../../app/lib/delivery-estimate.ts";
import { removeDir, startServer, type ServerProcess } from "../../harness/server-process.ts";

const valid = { name: "דנה כהן", phone: "050-1234567", consent: true, source: "contact_form" };
const json = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/leads`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
const form = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/leads`, { method: "POST", redirect: "manual", headers, body: new URLSearchParams(fields) });
const formFields = { name: "דנה כהן", phone: "050-1234567", consent: "on", source: "contact_form", website: "" };

/** The stored estimate of one lead. */
function storedQuote(server: ServerProcess, id: number) {
  const db = new DatabaseSync(path.join(server.dataDir, "courier.sqlite"), { readOnly: true, timeout: 5000 });
  try {
    return db.prepare("SELECT quote_from, quote_to, quote_size, quote_price, quote_model FROM leads WHERE id = ?").get(id);
  } finally {
    db.close();
  }
}

/** Posts a valid lead carrying the estimate; its id. */
async function postQuote(server: ServerProcess, quote: unknown): Promise<number> {
  const res = await json(server.url, { ...valid, quote });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const telAviv = cityById("tel-aviv");
const eilat = cityById("eilat");

function leadCount(server: ServerProcess, where = "1 = 1"): number {
  const db = new DatabaseSync(path.join(server.dataDir, "courier.sqlite"), { readOnly: true, timeout: 5000 });
  try {
    return Number((db.prepare(`SELECT count(*) AS n FROM leads WHERE ${where}`).get() as { n: number }).n);
  } finally {
    db.close();
  }
}

describe("one server, generous limit", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ env: { LEADS_RATE_LIMIT: "1000" } });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });

  describe("finding 2: the error page's back link stays on the site", () => {
    const backLink = async (pagePath: string) => {
      const res = await form(server.url, { ...formFields, name: "", pagePath });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain("נא להזין שם");
      return /<a href="([^"]*)">חזרה לטופס<\/a>/.exec(html)?.[1];
    };

    it("points back to the page when it is one of ours", async () => {
      expect(await backLink("/contact")).toBe("/contact");
    });

    it("points home for anything that could leave the site", async () => {
      for (const pagePath of ["/\\evil.example/", "/\t/evil.example/", "/\n/evil.example/", "//evil.example/", "https://evil.example/"]) {
        expect(await backLink(pagePath)).toBe("/");
      }
    });
  });

  describe("the address takes posts only", () => {
    it("answers 405 to any other method with Allow and the endpoint's Hebrew error shape, storing nothing", async () => {
      const before = leadCount(server);
      for (const method of ["GET", "PUT", "DELETE"]) {
        const res = await fetch(`${server.url}/api/leads`, {
          method,
          ...(method === "GET" ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(valid) }),
        });
        expect({ method, status: res.status }).toEqual({ method, status: 405 });
        expect(res.headers.get("allow")).toBe("POST");
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(await res.json()).toEqual({ error: "הפעולה אינה נתמכת בכתובת זו", field: null });
      }
      expect(leadCount(server)).toBe(before);
    });
  });

  describe("finding 4: cross-site posts are refused", () => {
    it("refuses a JSON post whose Origin is another site, with a Hebrew message and nothing stored", async () => {
      const before = leadCount(server);
      const res = await json(server.url, valid, { Origin: "https://evil.example" });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: string }).error).toContain("מאתר אחר");
      expect(leadCount(server)).toBe(before);
    });

    it("refuses a form post a browser marks cross-site with a Hebrew page", async () => {
      const before = leadCount(server);
      const res = await form(server.url, formFields, { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" });
      expect(res.status).toBe(403);
      expect(res.headers.get("content-type")).toContain("text/html");
      const html = await res.text();
      expect(html).toContain('lang="he"');
      expect(html).toContain("לא ניתן לשלוח את הטופס מאתר אחר");
      expect(leadCount(server)).toBe(before);
    });

    it("refuses an opaque origin", async () => {
      expect((await json(server.url, valid, { Origin: "null" })).status).toBe(403);
    });

    it("refuses what either header marks foreign: a sibling site, or an Origin that is not ours behind a same-origin claim", async () => {
      const before = leadCount(server);
      const sameSite = await json(server.url, valid, { "Sec-Fetch-Site": "same-site" });
      expect(sameSite.status).toBe(403);
      expect(await sameSite.json()).toEqual({ error: expect.stringContaining("מאתר אחר"), field: null });
      expect((await json(server.url, valid, { Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" })).status).toBe(403);
      expect(leadCount(server)).toBe(before);
    });

    it("accepts same-origin posts, and posts that send neither header", async () => {
      expect((await json(server.url, valid, { Origin: server.url, "Sec-Fetch-Site": "same-origin" })).status).toBe(201);
      expect((await json(server.url, valid, { Origin: server.url })).status).toBe(201);
      expect((await json(server.url, valid, { "Sec-Fetch-Site": "same-origin" })).status).toBe(201);
      expect((await json(server.url, valid)).status).toBe(201);
      expect((await form(server.url, { ...formFields, pagePath: "/contact" }, { "Sec-Fetch-Site": "same-origin" })).status).toBe(303);
    });
  });

  describe("finding 6: input gaps, end to end", () => {
    it("never lets a line break or a bidi control into a stored lead, the notice or the chat", async () => {
      for (const email of ["a@b\nBcc: x@y", "a@b\r\nBcc: x@y"]) {
        const res = await json(server.url, { ...valid, email });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ error: "כתובת האימייל מכילה תווים לא חוקיים", field: "email" });
        const page = await form(server.url, { ...formFields, email });
        expect(page.status).toBe(400);
        expect(page.headers.get("location")).toBeNull();
      }
      expect((await json(server.url, { ...valid, fromLocation: "\u202Eלירטנ" })).status).toBe(400);
      expect(leadCount(server, "email LIKE '%Bcc%' OR from_location LIKE '%' || char(8238) || '%'")).toBe(0);
    });

    it("refuses a phone without digits and a name without a letter, with their own messages", async () => {
      expect(await (await json(server.url, { ...valid, phone: "---------" })).json()).toEqual({
        error: "מספר הטלפון צריך לכלול לפחות 9 ספרות",
        field: "phone",
      });
      expect(await (await json(server.url, { ...valid, name: "'-'" })).json()).toEqual({ error: "השם צריך לכלול לפחות אות אחת", field: "name" });
    });

    it("refuses invisible characters in places, and counts a name of them only as not given (issue 26)", async () => {
      for (const hidden of ["\u00AD", "\u2062", "\u206F", "\u3164", "\uFFA0", "\u{E0041}"]) {
        for (const [field, message] of [
          ["fromLocation", "מיקום המוצא מכיל תווים לא חוקיים"],
          ["toLocation", "מיקום היעד מכיל תווים לא חוקיים"],
        ] as const) {
          const res = await json(server.url, { ...valid, [field]: `תל${hidden} אביב` });
          expect(res.status).toBe(400);
          expect(await res.json()).toEqual({ error: message, field });
        }
        expect(await (await json(server.url, { ...valid, name: `${hidden}${hidden}` })).json()).toEqual({ error: "נא להזין שם", field: "name" });
        const page = await form(server.url, { ...formFields, name: hidden });
        expect(page.status).toBe(400);
        expect(await page.text()).toContain("נא להזין שם");
      }
      expect(leadCount(server, "instr(from_location, char(173)) OR instr(to_location, char(12644)) OR instr(name, char(12644))")).toBe(0);
    });

    it("flags as spam a honeypot holding an array, a space or a no-break space", async () => {
      for (const website of [[], " ", "\u00A0"]) {
        const res = await json(server.url, { ...valid, name: "Honeypot Probe", website });
        expect(res.status).toBe(201);
        const { id } = (await res.json()) as { id: number };
        expect(leadCount(server, `id = ${id} AND is_spam = 1`)).toBe(1);
      }
      const page = await form(server.url, { ...formFields, name: "Honeypot Form", website: " " });
      expect(page.status).toBe(303);
      expect(leadCount(server, "name = 'Honeypot Form' AND is_spam = 1")).toBe(1);
    });
  });
});

describe("the calculator's estimate is the server's own (issue 26)", () => {
  const servers: Partial<Record<"table" | "distance", ServerProcess>> = {};
  beforeAll(async () => {
    const [table, distance] = await Promise.all([
      startServer({ env: { LEADS_RATE_LIMIT: "1000", PRICING_MODEL: "table" } }),
      startServer({ env: { LEADS_RATE_LIMIT: "1000", PRICING_MODEL: "distance" } }),
    ]);
    Object.assign(servers, { table, distance });
  });
  afterAll(async () => {
    for (const server of Object.values(servers)) {
      await server.stop();
      removeDir(server.dataDir);
    }
  });

  for (const model of ["table", "distance"] as const) {
    it(`stores the ${model} model's price for the trip, whatever figure was sent`, async () => {
      const server = servers[model]!;
      for (const size of ["small", "large"] as const) {
        const price = estimate(startingPriceBook.rates, model, telAviv, eilat, size)!.price;
        expect(price).toBeGreaterThan(100);
        for (const sent of [0, 1, price - 1, price, 100_000]) {
          const id = await postQuote(server, { from: telAviv.name, to: eilat.name, size, price: sent, model: "table" });
          expect(storedQuote(server, id)).toEqual({ quote_from: telAviv.name, quote_to: eilat.name, quote_size: size, quote_price: price, quote_model: model });
        }
      }
    });
  }

  it("drops an estimate for a city or size the calculator does not have, and keeps the lead", async () => {
    const server = servers.table!;
    const sent = { from: telAviv.name, to: eilat.name, size: "small", price: 0, model: "table" };
    for (const quote of [
      { ...sent, from: "תל אביב-יפו" },
      { ...sent, to: "Eilat" },
      { ...sent, to: cityById("not-listed").name },
      { ...sent, size: "huge" },
    ]) {
      expect(storedQuote(server, await postQuote(server, quote))).toEqual({
        quote_from: null,
        quote_to: null,
        quote_size: null,
        quote_price: null,
        quote_model: null,
      });
    }
    // The distance model prices no trip within one city.
    const sameCity = await postQuote(servers.distance!, { ...sent, to: telAviv.name });
    expect(storedQuote(servers.distance!, sameCity)).toMatchObject({ quote_price: null });
  });
});

describe("finding 5: the rate limit", () => {
  const started: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of started) {
      await s.stop();
      removeDir(s.dataDir);
    }
  });
  const server = async (env: Record<string, string>) => {
    const s = await startServer({ env });
    started.push(s);
    return s;
  };

  it("counts only well-formed posts: a visitor correcting typos never meets it", async () => {
    const s = await server({ LEADS_RATE_LIMIT: "3" });
    for (let i = 0; i < 8; i++) expect((await json(s.url, { ...valid, phone: "050-12" })).status).toBe(400);
    expect((await form(s.url, { ...formFields, name: "" })).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await json(s.url, valid)).status).toBe(201);
    const refused = await json(s.url, valid);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);
  });

  it("still stops a flood of malformed posts, at a much higher level", async () => {
    const s = await server({ LEADS_RATE_LIMIT: "2" });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await fetch(`${s.url}/api/leads`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{broken" });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  });

  it("keys IPv6 clients by their /64, and IPv4-mapped addresses as IPv4", async () => {
    const s = await server({ LEADS_RATE_LIMIT: "2", TRUST_PROXY: "1" });
    const from = (address: string) => json(s.url, valid, { "X-Forwarded-For": address });
    expect((await from("2001:db8:1:2::1")).status).toBe(201);
    expect((await from("2001:db8:1:2:ffff::2")).status).toBe(201);
    expect((await from("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).status).toBe(429);
    expect((await from("2001:db8:1:3::1")).status).toBe(201);

    expect((await from("203.0.113.9")).status).toBe(201);
    expect((await from("::ffff:203.0.113.9")).status).toBe(201);
    expect((await from("203.0.113.9")).status).toBe(429);
  });
});
