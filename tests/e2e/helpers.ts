import { readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";
import { baseURL } from "../../playwright.config.ts";
import { exampleSiteConfig } from "../../app/lib/business-details.ts";

export const brand = process.env.BRAND_NAME ?? exampleSiteConfig.brandName;

/**
 * Waits until React has hydrated the page: links and buttons answer only then (pre-rendered
 * pages hydrate after their first paint, so a click before it is a plain link's full load).
 */
export async function hydrated(page: Page, link = "a[href='/']") {
  await page.waitForFunction((selector) => {
    const el = document.querySelector(selector);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber") || k.startsWith("__reactProps"));
  }, link);
}

/** Raw bytes and headers, untouched: Node's fetch would decode compressed bodies. */
export function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(new URL(path, baseURL), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** Fails the test on any CSP violation or uncaught page error. */
export function watchForPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
  });
  return problems;
}

/** Waits until nothing on the page is mid-animation or mid-transition (endless spinners aside). */
function settled(page: Page) {
  return page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity));
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's WCAG 2.1 A/AA rules over the page (or one part of it), run in the page itself: axe is
 * injected once per document and asked for violations only. @axe-core/playwright's analyze() gives
 * the same findings on our pages (no frames) at three times the cost: it injects axe anew on every
 * call and finishes each run in a blank page of its own (decision 054).
 */
async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } }).axe;
    const options: RunOptions = { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] };
    const results = await axe.run(include ? { include: [include] } : document, options);
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, include);
}

/** No WCAG 2.1 A/AA violation on the page, or within `include` (a CSS selector) when given. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // A toast or menu mid-transition has colours between its states: check what stays on screen.
  await settled(page);
  let summary = await axeViolations(page, include);
  if (summary.length > 0) {
    // One that arrived while axe ran (a live reload's toast) was caught fading in: check again once it
    // has arrived. A real violation is still there.
    await settled(page);
    summary = await axeViolations(page, include);
  }
  const toasts = summary.length > 0 ? await page.locator("[data-sonner-toast]").allInnerTexts() : [];
  expect({ violations: summary, toasts }).toEqual({ violations: [], toasts });
}

const HEBREW_DIGITS = "אבגדהוזחטי";

/**
 * A lead name no other test (or earlier run on the same database) uses: the base, then the time
 * and a random number spelled in Hebrew letters, because a lead's name may hold no digits.
 */
export function uniqueLeadName(base: string): string {
  const digits = `${String(Date.now() % 1_000_000).padStart(6, "0")}${Math.floor(Math.random() * 1000)}`;
  return `${base} ${digits.replace(/\d/g, (d) => HEBREW_DIGITS[Number(d)]!)}`;
}

/** The chat service is outside our network: answer for it so a chat tab has somewhere to land. */
export async function stubChatService(context: BrowserContext) {
  await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>chat</title><p>chat</p>" }),
  );
}

/**
 * Submits a lead form once React has taken it over. Scripts start after the first paint, so a
 * click right after `goto` can reach the plain HTML form, whose native validation then answers
 * instead of our toast; the form turns native validation off when it hydrates.
 */
export async function submitLeadForm(form: Locator) {
  await expect(form).toHaveJSProperty("noValidate", true);
  // "שליחה והמשך לוואטסאפ" on a customer's form, "שליחת מועמדות בוואטסאפ" on an application.
  await form.getByRole("button", { name: /^שליח[הת] / }).click();
}

/** A stand-in for the browser's WebMCP model context, on a page or a whole context: records what the page registers in `window.__webmcpTools`. */
export async function stubModelContext(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const tools: unknown[] = [];
    Object.assign(window, { __webmcpTools: tools });
    Object.defineProperty(document, "modelContext", {
      configurable: true,
      value: {
        registerTool(tool: unknown, options?: { signal?: AbortSignal }) {
          tools.push(tool);
          options?.signal?.addEventListener("abort", () => tools.splice(tools.indexOf(tool), 1));
          return Promise.resolve();
        },
      },
    });
  });
}
