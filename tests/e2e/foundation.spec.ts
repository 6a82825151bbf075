import { expect, test } from "@playwright/test";
import zlib from "node:zlib";
import { allPages } from "../../app/content/pages.ts";
import { ADMIN_PATH } from "../../app/lib/paths.ts";
import { brand, expectNoAxeViolations, rawGet, watchForPageErrors } from "./helpers.ts";

/** React escapes attribute text (' as &#x27;); compare what a browser would read. */
const decodeHtml = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

test.describe("every route of the spec", () => {
  for (const page of allPages) {
    test(`${page.path} answers 200 at its exact path with its own head and h1 in the HTML`, async ({ request }) => {
      const res = await request.get(page.path, { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      expect(res.url()).toMatch(new RegExp(`${page.path === "/" ? "/" : page.path}$`));
      const html = await res.text();
      expect(html).toContain('<html lang="he" dir="rtl">');
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      expect(title).toBe(`${page.title} | ${brand}`);
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      const description = html.match(/<meta name="description" content="([^"]*)"\/>/)?.[1];
      expect(decodeHtml(description ?? "")).toBe(page.description);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${page.path === "/" ? "/" : page.path}"/>`));
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta name="twitter:card" content="summary"/>');
    });
  }

  test("the admin page sends a stranger to its sign-in screen, which answers 200, is rendered on request and carries noindex", async ({ request }) => {
    // A route tree (decision 037): the leads screen redirects a signed-out visit to the sign-in screen.
    const redirect = await request.get(ADMIN_PATH, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()["cache-control"]).toBe("no-store");
    const location = new URL(redirect.headers()["location"]!, "http://x").pathname;
    expect(location).toBe(`${ADMIN_PATH}/sign-in`);
    const res = await request.get(location, { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(res.headers()["cache-control"]).toBe("no-store");
  });
});

test.describe("not found", () => {
  for (const path of ["/no-such-page", "/blog/no-such-article", "/.well-known/security.txt", "/.well-known/ai-catalog.json"]) {
    test(`${path} answers 404 with the 404 page`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain("Oops! Page not found");
      expect(html).toContain('href="/"');
    });
  }

  test("a trailing slash redirects once to the canonical path", async ({ request }) => {
    const res = await request.get("/about/", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()["location"]).toBe("/about");
  });
});

test("GET /healthz answers 200", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
});

test.describe("transport", () => {
  test("HTML is compressed with brotli or gzip as the client accepts", async () => {
    const br = await rawGet("/about", { "Accept-Encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain("<h1");
    const gz = await rawGet("/about", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toContain("<h1");
    const plain = await rawGet("/about");
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  test("HTML revalidates and hashed assets are cached for good", async () => {
    const page = await rawGet("/");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["etag"]).toBeTruthy();
    const again = await rawGet("/", { "If-None-Match": String(page.headers["etag"]) });
    expect(again.status).toBe(304);

    const asset = page.body.toString().match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await rawGet(asset!);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("security headers are present on pages and resources", async () => {
    for (const path of ["/", "/manage-leads-2024", "/healthz", "/no-such-page"]) {
      const res = await rawGet(path);
      const csp = String(res.headers["content-security-policy"]);
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["permissions-policy"]).toContain("camera=()");
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
    // A script gets only the headers a script's response is read for (decision 061).
    const script = (await rawGet("/")).body.toString().match(/\/assets\/(?!manifest-)[\w.-]+\.js/)?.[0];
    const res = await rawGet(script!);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["content-security-policy"]).toBeUndefined();
    expect(res.headers["permissions-policy"]).toBeUndefined();
  });
});

test.describe("sitemap and robots", () => {
  test("sitemap.xml lists every public page and not the admin page", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const page of allPages) expect(xml).toContain(`${page.path === "/" ? "/" : page.path}</loc>`);
    expect(xml).not.toContain(ADMIN_PATH);
  });

  test("robots.txt points at the sitemap and does not name the admin page", async ({ request }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toContain("Sitemap: ");
    expect(text).not.toContain(ADMIN_PATH);
  });
});

test.describe("in the browser", () => {
  test("pages hydrate under the CSP and navigate without a full reload", async ({ page }) => {
    const problems = watchForPageErrors(page);
    await page.goto("/blog");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // Scripts start after the first paint (docs/decisions/013): wait for the router before clicking.
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("link", { name: "5 טיפים לבחירת חברת שליחויות" }).click();
    await expect(page).toHaveURL(/\/blog\/delivery-tips$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("5 טיפים לבחירת חברת שליחויות");
    await expect(page).toHaveTitle(`5 טיפים לבחירת חברת שליחויות | ${brand}`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems).toEqual([]);
  });

  test("the home page has no accessibility violations", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
  });
});
