/**
 * Lighthouse on every public route of the production build: mobile defaults (Lighthouse's own
 * simulated slow 4G and 4x CPU slowdown, Moto G Power screen), Debian's Chromium, all five
 * categories. Writes the table between the audit markers of docs/performance.md and keeps each
 * route's full report under .tmp/lighthouse/.
 *
 * Before Lighthouse, it weighs every page from the build itself (scripts/page-weight.ts: what each
 * page downloads before it is interactive, gzip and brotli) into the "weight" section.
 *
 *   npm run audit -- [--routes /,/contact] [--label note] [--section lighthouse] [--weight-only] [--no-write]
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { clientDir, prerenderedRoutes } from "../build-tools/prerendered-pages.ts";
import { FIRST_FLIGHT_BYTES, firstFlightBytes, pageWeight, type PageWeight } from "./page-weight.ts";
import { replaceSection } from "./markdown-section.ts";
import { removeDir, startServer } from "../harness/server-process.ts";

const { values } = parseArgs({
  options: {
    routes: { type: "string" },
    label: { type: "string", default: "" },
    section: { type: "string", default: "lighthouse" },
    "no-write": { type: "boolean", default: false },
    "weight-only": { type: "boolean", default: false },
  },
});

const root = path.resolve(import.meta.dirname, "..");
const reportDir = path.join(root, ".tmp", "lighthouse");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo", "agentic-browsing"] as const;
const SHORT: Record<(typeof CATEGORIES)[number], string> = {
  performance: "Perf",
  accessibility: "A11y",
  "best-practices": "BP",
  seo: "SEO",
  "agentic-browsing": "Agents",
};

interface RouteResult {
  route: string;
  scores: Record<string, number | null>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes on the wire (compressed, headers included), by resource type. */
  js: number;
  css: number;
  html: number;
  jsRequests: number;
  renderBlocking: number;
  consoleErrors: number;
  shortfalls: string[];
}

// Lighthouse's result type is wide; this script reads a few well-known fields.
/* eslint-disable @typescript-eslint/no-explicit-any */
function summarize(route: string, lhr: any): RouteResult {
  const audits = lhr.audits as Record<string, any>;
  const scores: Record<string, number | null> = {};
  const shortfalls: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    if (!category || category.score === 1) continue;
    const failing = (category.auditRefs as any[])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
      .map((ref) => {
        const audit = audits[ref.id];
        return `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`;
      });
    shortfalls.push(`${SHORT[id]}: ${failing.join("; ") || "see report"}`);
  }
  const items = (audits["network-requests"]?.details?.items ?? []) as any[];
  const bytes = (type: string) => items.filter((i) => i.resourceType === type).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  return {
    route,
    scores,
    fcp: audits["first-contentful-paint"].numericValue,
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    js: bytes("Script"),
    css: bytes("Stylesheet"),
    html: bytes("Document"),
    jsRequests: items.filter((i) => i.resourceType === "Script").length,
    renderBlocking: (audits["render-blocking-insight"]?.details?.items ?? []).length,
    consoleErrors: (audits["errors-in-console"]?.details?.items ?? []).length,
    shortfalls,
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

const kb = (n: number) => (n / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

function table(results: RouteResult[]): string {
  const head = `| Route | ${CATEGORIES.map((c) => SHORT[c]).join(" | ")} | FCP s | LCP s | TBT ms | CLS | JS KB (req) | CSS KB | HTML KB | Blocking | Console errors |`;
  const rule = `|${"---|".repeat(CATEGORIES.length + 10)}`;
  const rows = results.map(
    (r) =>
      `| \`${r.route}\` | ${CATEGORIES.map((c) => r.scores[c] ?? "n/a").join(" | ")} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${kb(r.js)} (${r.jsRequests}) | ${kb(r.css)} | ${kb(r.html)} | ${r.renderBlocking} | ${r.consoleErrors} |`,
  );
  const short = results.filter((r) => r.shortfalls.length);
  const reasons = short.length
    ? ["", "Routes short of 100, and why (Lighthouse's failing audits):", "", ...short.map((r) => `- \`${r.route}\`: ${r.shortfalls.join(" / ")}`)]
    : ["", "Every route scores 100 in every category."];
  return [head, rule, ...rows, ...reasons].join("\n");
}

const routes = values.routes ? values.routes.split(",") : prerenderedRoutes(root);
const docFile = path.join(root, "docs", "performance.md");
const stamp = () => new Date().toISOString().slice(0, 16).replace("T", " ");
const weightSection = values.section === "lighthouse" ? "weight" : values.section.replace("lighthouse", "weight");

function weightTable(weights: PageWeight[]): string {
  const head = "| Route | Scripts | JS raw KB | JS gzip KB | JS brotli KB | CSS brotli KB | HTML brotli KB | HTML+CSS brotli KB |";
  const rows = weights.map(
    (w) =>
      `| \`${w.route}\` | ${w.scripts} | ${kb(w.js.raw)} | ${kb(w.js.gzip)} | ${kb(w.js.brotli)} | ${kb(w.css.brotli)} | ${kb(w.html.brotli)} | ${kb(w.css.brotli + w.html.brotli)} |`,
  );
  return [head, "|---|---|---|---|---|---|---|---|", ...rows, "", firstFlightLine(weights)].join("\n");
}

function firstFlightLine(weights: PageWeight[]): string {
  const over = weights.filter((w) => firstFlightBytes(w) > FIRST_FLIGHT_BYTES);
  const list = over.map((w) => `\`${w.route}\` ${kb(firstFlightBytes(w))}`).join(", ");
  return `First flight (HTML + CSS, brotli) at most 14 KB: ${weights.length - over.length} of ${weights.length} pages${over.length ? `; over: ${list}` : ""}.`;
}

const weights = routes.map((route) => pageWeight(clientDir(root), route));
const weightMarkdown = `${stamp()} UTC, from the build (no network headers; gzip level 9, brotli quality 11)${values.label ? `; ${values.label}` : ""}.\n\n${weightTable(weights)}`;
console.log(weightMarkdown);
if (!values["no-write"]) replaceSection(docFile, weightSection, weightMarkdown);
if (values["weight-only"]) process.exit(0);

const server = await startServer({ env: { LEADS_RATE_LIMIT: "100000" } });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
});
const results: RouteResult[] = [];
try {
  mkdirSync(reportDir, { recursive: true });
  for (const route of routes) {
    // Under load Lighthouse sometimes loses the trace (NO_NAVSTART): try a route up to three times.
    let lhr;
    for (let attempt = 1; ; attempt++) {
      const runner = await lighthouse(`${server.url}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${route}`);
      lhr = runner.lhr;
      if (!lhr.runtimeError) break;
      if (attempt === 3) throw new Error(`${route}: ${lhr.runtimeError.message}`);
      console.warn(`${route}: ${lhr.runtimeError.code}, trying again`);
    }
    const result = summarize(route, lhr);
    results.push(result);
    writeFileSync(path.join(reportDir, `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}.json`), JSON.stringify(lhr));
    console.log(
      `${route}: ${CATEGORIES.map((c) => result.scores[c]).join("/")} FCP ${seconds(result.fcp)} LCP ${seconds(result.lcp)} TBT ${Math.round(result.tbt)} JS ${kb(result.js)} KB`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
  removeDir(server.dataDir);
}

const chromeVersion = execFileSync(chromePath, ["--version"]).toString().trim();
const lighthouseVersion = (JSON.parse(readFileSync(path.join(root, "node_modules", "lighthouse", "package.json"), "utf8")) as { version: string }).version;
const conditions = `${stamp()} UTC, Lighthouse ${lighthouseVersion}, ${chromeVersion}, mobile defaults (simulated throttling), ${os.cpus().length} CPUs, load average ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(" ")} at the end${values.label ? `; ${values.label}` : ""}.`;
const markdown = `${conditions}\n\n${table(results)}`;
console.log(`\n${markdown}`);
if (!values["no-write"]) replaceSection(docFile, values.section, markdown);
