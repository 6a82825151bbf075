/**
 * Every public page (the list is derived from app/content, so new cities and articles are
 * covered without touching this file): no broken internal link or image, no axe violation,
 * JSON-LD that parses with the expected @type, and HTML that passes the W3C Nu HTML Checker.
 */
import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { allPages, type PageKind } from "../../app/content/pages.ts";
import { baseURL } from "../../playwright.config.ts";
import { clientDir, prerenderedRoutes } from "../../build-tools/prerendered-pages.ts";
import { expectNoAxeViolations } from "./helpers.ts";

/** The schema.org types each kind of page must carry (every page but home has a BreadcrumbList). */
const expectedTypes: Record<PageKind, string[]> = {
  home: ["Organization"],
  service: ["Service", "BreadcrumbList"],
  info: ["BreadcrumbList"],
  city: ["Service", "BreadcrumbList"],
  blog: ["Blog", "BreadcrumbList"],
  article: ["BlogPosting", "BreadcrumbList"],
};
const extraTypes: Record<string, string[]> = { "/faq": ["FAQPage"], "/about": ["Organization"], "/shipping-tel-aviv": ["FAQPage"] };

const UNRESET_ELEMENTS =
  "hr, abbr[title], code, kbd, samp, pre, small, sub, sup, progress, select[multiple], select[size], " +
  "input:is([type=file], [type=search], [type=date], [type=time], [type=datetime-local], [type=month], [type=week], [type=number])";

/** Links and images already fetched by this worker: each is checked once. */
const checked = new Map<string, number>();

async function statusOf(request: APIRequestContext, url: string): Promise<number> {
  const known = checked.get(url);
  if (known !== undefined) return known;
  const response = await request.get(url, { maxRedirects: 0 });
  checked.set(url, response.status());
  return response.status();
}

for (const page of allPages) {
  test(`${page.path}: links, images, axe, JSON-LD`, async ({ page: browserPage, request }) => {
    test.setTimeout(60_000);
    const response = await browserPage.goto(page.path);
    expect(response?.status()).toBe(200);
    await expect(browserPage.getByRole("heading", { level: 1 })).toHaveCount(1);

    // Every internal link and image answers 200; a fragment must name an element of its page.
    const refs = await browserPage.evaluate(() => ({
      links: [...document.querySelectorAll("a[href]")].map((a) => (a as HTMLAnchorElement).href),
      images: [...document.querySelectorAll("img")].map((img) => ({
        src: img.currentSrc || img.src,
        alt: img.getAttribute("alt"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
      })),
      assets: [...document.querySelectorAll("link[href]:not([rel=canonical])")].map((l) => (l as HTMLLinkElement).href),
    }));
    const origin = new URL(baseURL).origin;
    const internal = [...refs.links, ...refs.images.map((i) => i.src), ...refs.assets].filter((href) => href.startsWith(origin));
    const broken: string[] = [];
    for (const href of new Set(internal.map((h) => h.split("#")[0]!))) {
      const status = await statusOf(request, href);
      if (status !== 200) broken.push(`${href} -> ${status}`);
    }
    expect(broken, "broken internal links or images").toEqual([]);
    for (const href of refs.links.filter((h) => h.startsWith(origin) && h.includes("#"))) {
      const [target, fragment] = href.split("#");
      const html = await (await request.get(target!)).text();
      expect(html, `${href}: no element with that id`).toContain(`id="${fragment}"`);
    }
    for (const image of refs.images) {
      expect(image.alt, `${image.src} needs alt text`).not.toBeNull();
      expect(image.width && image.height, `${image.src} needs width and height`).toBeTruthy();
    }

    // Structured data: every block parses and the page has the types its kind calls for.
    const blocks = await browserPage.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
    for (const type of [...expectedTypes[page.kind], ...(extraTypes[page.path] ?? [])]) expect(types, `${page.path} JSON-LD`).toContain(type);
    if (page.path === "/faq") {
      const faq = blocks.map((t) => JSON.parse(t)).find((b) => b["@type"] === "FAQPage");
      expect(faq.mainEntity).toHaveLength(10);
    }

    // app/preflight.css leaves out the resets of these elements: a page that draws one needs its rule back.
    const withoutReset = await browserPage.evaluate(
      (selector) => [...document.querySelectorAll(selector)].map((element) => element.outerHTML.slice(0, 80)),
      UNRESET_ELEMENTS,
    );
    expect(withoutReset, "elements app/preflight.css has no reset for").toEqual([]);

    await expectNoAxeViolations(browserPage);
  });
}

/**
 * The one exception: the WebMCP declarative attributes on our forms (docs/product.md#r21-agents;
 * toolname, tooldescription, toolautosubmit, toolparam*) are a draft the checker does not know
 * yet. Only "attribute not allowed" for exactly those names is let through
 * (docs/decisions/007-content-collections.md).
 */
const WEBMCP_ATTRIBUTE =
  /^Attribute “tool(name|description|autosubmit|paramdescription|paramtitle)” not allowed on element “(form|input|select|textarea|fieldset)” at this point\.$/;

test("every public page's HTML passes the W3C Nu HTML Checker", async ({ request }) => {
  test.setTimeout(180_000);
  const dir = path.resolve(".tmp", `vnu-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = new Map<string, string>();
  for (const page of allPages) {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    const file = path.join(dir, `${page.path === "/" ? "home" : page.path.slice(1).replaceAll("/", "__")}.html`);
    writeFileSync(file, await response.text());
    files.set(file, page.path);
  }
  // A page with a known error proves the checker really read the directory.
  const canary = path.join(dir, "canary.html");
  writeFileSync(canary, '<!doctype html><html lang="he"><head><title>x</title></head><body><p id="a"></p><p id="a"></p></body></html>');
  files.set(canary, "canary");
  // One run of the checker over all the pages: starting Java once keeps the suite fast.
  const jar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");
  const result = await promisify(execFile)("java", ["-jar", jar, "--errors-only", "--format", "json", "--exit-zero-always", dir], {
    maxBuffer: 32 * 1024 * 1024,
  });
  const report = JSON.parse(result.stderr || result.stdout || '{"messages":[]}') as {
    messages: Array<{ type: string; url?: string; message: string; lastLine?: number; extract?: string }>;
  };
  const errors = report.messages
    .filter((m) => m.type === "error" && !WEBMCP_ATTRIBUTE.test(m.message))
    .map((m) => `${files.get(new URL(m.url ?? "file:///?").pathname) ?? m.url}:${m.lastLine}: ${m.message} [${(m.extract ?? "").trim().slice(0, 80)}]`);
  expect(errors.filter((e) => e.startsWith("canary:"))).toHaveLength(1);
  expect(errors.filter((e) => !e.startsWith("canary:"))).toEqual([]);
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Tailwind writes a rule for every word of app/ that looks like a class name, used or not; the
 * stylesheet is in every page's first flight (docs/decisions/029-lighter-stylesheet.md). Every
 * class in it must be in a page's HTML or in a client script (those that add classes at run time);
 * a word Tailwind mistook for one goes into app/app.css's `@source not inline(...)`.
 */
test("the site's stylesheet has no class that no page or script uses", () => {
  const client = clientDir(process.cwd());
  const assets = readdirSync(path.join(client, "assets"));
  const [stylesheet, ...others] = assets.filter((name) => /^root-.*\.css$/.test(name));
  expect(stylesheet && others).toEqual([]);
  const texts: string[] = assets
    .filter((name) => name.endsWith(".js") && !name.startsWith("admin"))
    .map((name) => readFileSync(path.join(client, "assets", name), "utf8"));
  for (const route of prerenderedRoutes(process.cwd())) texts.push(readFileSync(path.join(client, route, "index.html"), "utf8"));
  const used = new Set(texts.join("\n").split(/[\s"'`]+/));
  const css = readFileSync(path.join(client, "assets", stylesheet!), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  const classes = new Set([...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => match[1]!.replace(/\\(.)/g, "$1")));
  const unused = [...classes].filter((name) => !/^\d/.test(name) && !used.has(name));
  expect(unused).toEqual([]);
});
