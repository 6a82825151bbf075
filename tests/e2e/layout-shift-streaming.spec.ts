import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";

/**
 * A browser paints what it has parsed so far, and a busy phone parses a long page in several
 * slices. Here the page arrives in two parts with a pause between them, so the first paint shows
 * a half-parsed page for certain; nothing painted then may move when the rest arrives.
 *
 * A small proxy in front of the real server sends the page's HTML up to the cut, waits until the
 * browser reports its first paint, then sends the rest; every other request passes straight through.
 */
const MOST_WAIT_FOR_FIRST_PAINT_MS = 15_000;
const PAUSE_AFTER_FIRST_PAINT_MS = 300;

interface Cut {
  name: string;
  /** Where the first part ends, in the page's HTML. */
  at: (html: string) => number;
}

const cuts: Cut[] = [
  { name: "in the top bar, before its phone link", at: (html) => html.indexOf('href="tel:', html.indexOf("data-site-header")) },
  { name: "in the middle of the main content", at: (html) => Math.round((html.indexOf("<main") + html.indexOf("</main>")) / 2) },
];

let proxy: Server;
let proxyUrl: string;
let cut: Cut;
let restSentAt = 0;
/** Settled by the page when it has painted (a busy machine can take longer than any fixed pause). */
let firstPaint: Promise<void> = Promise.resolve();
let reportFirstPaint = () => {};

test.beforeAll(async () => {
  proxy = createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? "/", baseURL), { headers: { accept: req.headers.accept ?? "*/*" } });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([name]) => !["content-encoding", "content-length", "transfer-encoding", "connection"].includes(name)),
    );
    res.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    if (!(upstream.headers.get("content-type") ?? "").startsWith("text/html")) return res.end(body);
    const html = body.toString("utf8");
    const at = cut.at(html);
    expect(at, `the cut "${cut.name}" is found in the page`).toBeGreaterThan(0);
    res.write(html.slice(0, at));
    await Promise.race([firstPaint, new Promise((resolve) => setTimeout(resolve, MOST_WAIT_FOR_FIRST_PAINT_MS))]);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_FIRST_PAINT_MS));
    restSentAt = Date.now();
    res.end(html.slice(at));
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const where of cuts) {
    test(`no layout shift at ${viewport.width}px when / arrives in two parts, cut ${where.name}`, async ({ page }) => {
      cut = where;
      firstPaint = new Promise((resolve) => (reportFirstPaint = resolve));
      await page.exposeFunction("reportFirstPaint", () => reportFirstPaint());
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: { value: number; nodes: string[] }[]; firstPaintAt: number; reportFirstPaint: () => void };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
            if (entry.hadRecentInput) continue;
            w.shifts.push({
              value: entry.value,
              nodes: entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName))),
            });
          }
        }).observe({ type: "layout-shift", buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.name === "first-contentful-paint") {
              w.firstPaintAt = performance.timeOrigin + entry.startTime;
              w.reportFirstPaint();
            }
        }).observe({ type: "paint", buffered: true });
      });
      await page.goto(`${proxyUrl}/`);
      await page.waitForTimeout(500);
      const { shifts, firstPaintAt } = await page.evaluate(() => {
        const w = window as unknown as { shifts: { value: number; nodes: string[] }[]; firstPaintAt: number };
        return { shifts: w.shifts, firstPaintAt: w.firstPaintAt };
      });
      // The test means something only if the browser painted the first part alone.
      expect(firstPaintAt).toBeLessThan(restSentAt);
      expect(shifts).toEqual([]);
    });
  }
}
