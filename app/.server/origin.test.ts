import { afterEach, describe, expect, it, vi } from "vitest";

async function originModule(siteUrl: string | undefined) {
  vi.resetModules();
  vi.stubEnv("SITE_URL", siteUrl ?? "");
  return import("./origin.ts");
}
const withSiteUrl = async (siteUrl: string | undefined) => (await originModule(siteUrl)).isOurOrigin;

const from = (host: string) => new Request(`http://${host}/manage-leads-2024`, { method: "POST" });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("isOurOrigin", () => {
  it("with SITE_URL set, only that origin is ours: a forged Host cannot vouch for itself", async () => {
    const isOurOrigin = await withSiteUrl("https://www.example.co.il");
    expect(isOurOrigin("https://www.example.co.il", from("www.example.co.il"))).toBe(true);
    expect(isOurOrigin("http://evil.example", from("evil.example"))).toBe(false);
    expect(isOurOrigin("http://www.example.co.il", from("www.example.co.il"))).toBe(false); // another scheme
    expect(isOurOrigin("null", from("www.example.co.il"))).toBe(false);
  });

  it("without SITE_URL (development, tests), the request's own origin counts too", async () => {
    const isOurOrigin = await withSiteUrl(undefined);
    expect(isOurOrigin("http://127.0.0.1:3111", from("127.0.0.1:3111"))).toBe(true);
    expect(isOurOrigin("http://localhost:3000", from("127.0.0.1:3111"))).toBe(true); // the default SITE_URL
    expect(isOurOrigin("http://evil.example", from("127.0.0.1:3111"))).toBe(false);
    expect(isOurOrigin("not a url", from("127.0.0.1:3111"))).toBe(false);
  });
});

describe("isCrossSite", () => {
  const post = (headers: Record<string, string>, method = "POST") => new Request("http://127.0.0.1:3000/api/leads", { method, headers });

  it("lets reads through whatever their origin", async () => {
    const { isCrossSite } = await originModule("https://courier.example");
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(isCrossSite(post({ Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }, method))).toBe(false);
    }
  });

  it("lets same-origin changes through, and clients that send neither header", async () => {
    const { isCrossSite } = await originModule("https://courier.example");
    expect(isCrossSite(post({}))).toBe(false);
    expect(isCrossSite(post({ Origin: "https://courier.example", "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isCrossSite(post({ Origin: "https://courier.example" }))).toBe(false);
    expect(isCrossSite(post({ "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isCrossSite(post({ "Sec-Fetch-Site": " Same-Origin " }))).toBe(false);
    expect(isCrossSite(post({ "Sec-Fetch-Site": "none" }))).toBe(false);
  });

  it("refuses changes a browser marks as coming from elsewhere, by either header", async () => {
    const { isCrossSite } = await originModule("https://courier.example");
    const cases: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: "http://127.0.0.1:3001" },
      // SITE_URL is set: the Host the request came with (a client's choice) vouches for nothing.
      { Origin: "http://127.0.0.1:3000" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "CROSS-SITE" },
      { "Sec-Fetch-Site": "same-site" },
      { "Sec-Fetch-Site": "" },
      { Origin: "https://courier.example", "Sec-Fetch-Site": "cross-site" },
      // A DNS-rebinding page is same-origin to itself, but its Origin gives it away.
      { Origin: "http://127.0.0.1:3000", "Sec-Fetch-Site": "same-origin" },
    ];
    for (const headers of cases) expect(isCrossSite(post(headers)), JSON.stringify(headers)).toBe(true);
    for (const method of ["PUT", "PATCH", "DELETE"]) expect(isCrossSite(post({ Origin: "https://evil.example" }, method))).toBe(true);
  });

  it("without SITE_URL, the request's own origin is ours", async () => {
    const { isCrossSite } = await originModule(undefined);
    expect(isCrossSite(post({ Origin: "http://127.0.0.1:3000", "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isCrossSite(post({ Origin: "http://127.0.0.1:3001" }))).toBe(true);
  });
});
