/**
 * Ready for AI assistants (docs/decisions/014-agents.md): /llms.txt, the WebMCP tools (the
 * imperative price estimate and the declarative forms), and no fake ai-catalog.
 */
import { expect, test, type Page } from "@playwright/test";
import { cities, cityById } from "../../app/content/cities.ts";
import { packageSizes } from "../../app/content/package-sizes.ts";
import { allPages } from "../../app/content/pages.ts";
import { startingPriceBook, timeClaim } from "../../app/content/price-book.ts";
import { estimate } from "../../app/lib/delivery-estimate.ts";
import { baseURL } from "../../playwright.config.ts";
import { findLeadsByName } from "./db.ts";
import { rawGet, stubModelContext, uniqueLeadName, watchForPageErrors } from "./helpers.ts";

const pricingModel = process.env.PRICING_MODEL === "distance" ? "distance" : "table";
/** The server under test publishes no prices of its own: the installation's book is the site's. */
const { documents, extras, rates } = startingPriceBook;

type ToolResult = Record<string, unknown>;

async function callPriceTool(page: Page, input: Record<string, unknown>): Promise<ToolResult> {
  return page.evaluate(async (args) => {
    const tools = (window as unknown as { __webmcpTools: { name: string; execute: (i: unknown) => unknown }[] }).__webmcpTools;
    const tool = tools.find((t) => t.name === "estimate_delivery_price");
    if (!tool) throw new Error("estimate_delivery_price is not registered");
    return (await tool.execute(args)) as Record<string, unknown>;
  }, input);
}

test.describe("WebMCP price tool", () => {
  test("the home page registers it; it returns the calculator's price and distance", async ({ page }) => {
    const problems = watchForPageErrors(page);
    await stubModelContext(page);
    await page.goto("/");
    await expect(page.locator("section#calculator")).toHaveAttribute("data-hydrated", "true");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __webmcpTools: { name: string }[] }).__webmcpTools.map((t) => t.name)))
      .toContain("estimate_delivery_price");

    const schema = await page.evaluate(
      () =>
        (window as unknown as { __webmcpTools: { name: string; inputSchema: unknown }[] }).__webmcpTools.find((t) => t.name === "estimate_delivery_price")!
          .inputSchema,
    );
    expect(schema).toMatchObject({ type: "object", required: ["origin", "destination"] });

    const pairs: [string, string, string][] = [
      ["tel-aviv", "haifa", "medium"],
      ["tel-aviv", "jerusalem", "small"],
      ["haifa", "eilat", "large"],
      ["jerusalem", "jerusalem", "small"],
    ];
    for (const [from, to, sizeId] of pairs) {
      const size = packageSizes.find((s) => s.id === sizeId)!;
      const expected = estimate(rates, pricingModel, cityById(from), cityById(to), size.id);
      const result = await callPriceTool(page, { origin: from, destination: to, size: sizeId });
      if (!expected) {
        expect(result.error).toBeTruthy();
        continue;
      }
      expect(result).toMatchObject({ price: expected.price, distanceKm: expected.distanceKm, currency: "ILS", size: sizeId });
    }

    // Hebrew names work too; unknown places are refused with a reason, not a made-up price.
    const byName = await callPriceTool(page, { origin: "תל אביב", destination: "באר שבע" });
    expect(byName.price).toBe(estimate(rates, pricingModel, cityById("tel-aviv"), cityById("beer-sheva"), "small")!.price);
    expect(await callPriceTool(page, { origin: "Atlantis", destination: "haifa" })).toHaveProperty("error");
    expect(problems).toEqual([]);
  });

  test("pages without the calculator register nothing; without a model context nothing breaks", async ({ page }) => {
    const problems = watchForPageErrors(page);
    await stubModelContext(page);
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { __webmcpTools: unknown[] }).__webmcpTools.length)).toBe(0);

    const plain = await page.context().newPage();
    const plainProblems = watchForPageErrors(plain);
    await plain.goto("/");
    await expect(plain.locator("section#calculator")).toHaveAttribute("data-hydrated", "true");
    expect(plainProblems).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe("WebMCP declarative forms", () => {
  const attr = (html: string, tag: string, name: string) => new RegExp(`<${tag}\\b[^>]*\\b${name}="[^"]+"`).test(html);
  /** The opening tags of the fields with this name, whatever the attribute order. */
  const fields = (html: string, name: string) =>
    [...html.matchAll(/<(?:input|select)\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(` name="${name}"`));

  test("the lead forms and the calculator declare themselves in the pre-rendered HTML", async () => {
    const home = (await rawGet("/")).body.toString("utf8");
    const leadForm = home.match(/<form\b[^>]*data-lead-form="lead_form"[^>]*>/)?.[0] ?? "";
    expect(leadForm).toMatch(/\btoolname="request_courier_quote"/);
    expect(leadForm).toMatch(/\btooldescription="[^"]{40,}"/);
    expect(fields(home, "phone").length).toBeGreaterThan(0);
    for (const tag of fields(home, "phone")) expect(tag).toMatch(/\btoolparamdescription="[^"]*050-1234567/);
    for (const tag of fields(home, "consent")) expect(tag).toMatch(/\btoolparamdescription="[^"]*privacy policy/);
    for (const tag of fields(home, "website")) expect(tag).toMatch(/\btoolparamdescription="Always leave empty\."/);

    const calculatorForm = home.match(/<form\b[^>]*toolname="delivery_price_calculator"[^>]*>/)?.[0] ?? "";
    expect(calculatorForm).toMatch(/\btooldescription="[^"]+"/);
    expect(calculatorForm).toMatch(/\btoolautosubmit=""/);
    expect(fields(home, "origin")).toHaveLength(1);
    expect(fields(home, "destination")).toHaveLength(1);

    const contact = (await rawGet("/contact")).body.toString("utf8");
    expect(attr(contact, "form", "toolname")).toBe(true);
    expect(contact).toMatch(/<form\b[^>]*data-lead-form="contact_form"[^>]*toolname="request_courier_quote"/);
  });

  test("an agent's lead goes through the person's validation and the same endpoint", async ({ page, context }) => {
    await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>chat</p>" }));
    await page.goto("/contact");
    const form = page.locator("form[data-lead-form]");
    await expect(form).toHaveAttribute("toolname", "request_courier_quote");
    // Hydrated when the form has taken over validation from the browser.
    await expect.poll(() => form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);

    /** Submits as a WebMCP agent would: an agent-invoked submit event whose response the page gives. */
    const agentSubmit = (values: Record<string, string | boolean>) =>
      form.evaluate(async (f: HTMLFormElement, fields) => {
        for (const [name, value] of Object.entries(fields)) {
          const input = f.elements.namedItem(name) as HTMLInputElement;
          if (typeof value === "boolean") input.checked = value;
          else input.value = value;
        }
        let response: Promise<unknown> | undefined;
        const event = new SubmitEvent("submit", { bubbles: true, cancelable: true });
        Object.defineProperty(event, "agentInvoked", { value: true });
        Object.defineProperty(event, "respondWith", {
          value: (p: Promise<unknown>) => {
            if (!event.defaultPrevented) throw new DOMException("preventDefault first", "InvalidStateError");
            response = p;
          },
        });
        f.dispatchEvent(event);
        if (!response) throw new Error("the form did not answer the agent");
        return await response;
      }, values);

    expect(await agentSubmit({ name: "", phone: "050-1234567", consent: true })).toMatchObject({ ok: false, field: "name", message: "נא להזין שם" });
    expect(await agentSubmit({ name: "סוכן", phone: "12", consent: true })).toMatchObject({ ok: false, field: "phone", message: "מספר טלפון לא תקין" });
    expect(await agentSubmit({ name: "סוכן", phone: "050-1234567", consent: false })).toMatchObject({ ok: false, field: "consent" });

    const name = uniqueLeadName("סוכן");
    const saved = await agentSubmit({ name, phone: "050-7654321", toLocation: "חיפה", consent: true });
    expect(saved).toMatchObject({ ok: true, status: 201 });
    const stored = findLeadsByName(name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ phone: "050-7654321", source: "contact_form" });
  });
});

test.describe("/llms.txt", () => {
  test("llmstxt.org shape, from the content and the price source, every link resolves", async ({ request }) => {
    const response = await request.get("/llms.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain; charset=utf-8/);
    const text = await response.text();
    const lines = text.split("\n");

    expect(lines[0]).toMatch(/^# \S/);
    expect(lines.find((l) => l.startsWith("> "))).toBeTruthy();
    expect(text.indexOf("\n> ")).toBeLessThan(text.indexOf("\n## "));
    const headings = lines.filter((l) => l.startsWith("## "));
    for (const section of ["Services", "Areas", "Prices", "Blog", "Contact"]) expect(headings.some((h) => h.includes(section))).toBe(true);

    // Every page the site map lists under a section, and every link on our origin answers 200.
    const links = [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
    const ours = links.filter((href) => href.startsWith(baseURL) || href.startsWith("http://localhost:3000") || href.startsWith("/"));
    expect(ours.length).toBeGreaterThan(20);
    for (const page of allPages.filter((p) => p.kind !== "home")) expect(links.some((href) => new URL(href, baseURL).pathname === page.path)).toBe(true);
    for (const href of new Set(ours.map((h) => new URL(h, baseURL).pathname))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }

    // The prices are those of the price book, each tier with its scope.
    const prices = text.slice(text.indexOf("## מחירים"), text.indexOf("## בלוג"));
    for (const claim of [timeClaim("regular", "withinCity"), timeClaim("sameDay", "betweenCities"), timeClaim("express", "withinCity")])
      expect(prices).toContain(claim);
    for (const d of documents) expect(prices).toContain(`${d.from} ₪`);
    expect(prices).toContain(`אריזה ${extras.packaging} ₪`);
    expect(prices).toContain("כולל מע״מ");
    if (pricingModel === "table") {
      for (const [a, b, price] of rates.fixedPairs) expect(prices).toContain(`${cityById(a).name}-${cityById(b).name} ${price} ₪`);
    }
    expect(cities.length).toBeGreaterThan(30);
  });

  test("no AI catalog is claimed: /.well-known/ai-catalog.json is a real 404", async ({ request }) => {
    const response = await request.get("/.well-known/ai-catalog.json");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"] ?? "").not.toMatch(/json/);
  });
});
