import { afterEach, describe, expect, it, vi } from "vitest";

async function withSiteUrl(siteUrl: string | undefined) {
  vi.resetModules();
  vi.stubEnv("SITE_URL", siteUrl ?? "");
  return (await import("./origin")).isOurOrigin;
}

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
