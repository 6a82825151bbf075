/**
 * Numbers read in the right visual order inside Hebrew: every temperature, range, percentage,
 * time and "24/7" on every public page (the medical service page, the price list, the articles
 * and the city pages carry most of them) is isolated left to right, and its characters lie left to right
 * on the screen (measured per character with DOM ranges), so "2–8°C" never shows as "C°2-8" and
 * "30–50%" never as "50–30%".
 */
import { expect, test } from "@playwright/test";
import { allPages } from "../../app/content/pages.ts";
import { LTR_RUN } from "../../app/lib/bidi-runs.ts";

const paths = allPages.map((p) => p.path);
/** Pages whose figures are the point: each must show some, so the check there means something. */
const withFigures = new Set([
  "/medical-equipment",
  "/pricing",
  "/delivery-24h",
  "/domestic-shipping",
  ...allPages.filter((p) => p.kind === "article").map((p) => p.path),
]);

interface Run {
  text: string;
  isolated: boolean;
  inOrder: boolean;
}

for (const path of paths) {
  test(`${path}: every number with a unit, sign or range reads left to right`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const runs = await page.evaluate(
      ({ source, flags }) => {
        const pattern = new RegExp(source, flags);
        const found: Run[] = [];
        const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          const parent = node.parentElement!;
          if (parent.closest(".sr-only, script, style")) continue;
          for (const match of text.matchAll(pattern)) {
            let lastX = -Infinity;
            let inOrder = true;
            for (let i = 0; i < match[0].length; i++) {
              if (/\s/.test(match[0][i]!)) continue;
              const range = document.createRange();
              range.setStart(node, match.index + i);
              range.setEnd(node, match.index + i + 1);
              const x = range.getBoundingClientRect().left;
              if (x <= lastX) inOrder = false;
              lastX = x;
            }
            found.push({ text: match[0], isolated: !!parent.closest('[dir="ltr"]'), inOrder });
          }
        }
        return found;
      },
      { source: LTR_RUN.source, flags: LTR_RUN.flags },
    );
    if (withFigures.has(path)) expect(runs.length, "the page shows figures to check").toBeGreaterThan(0);
    expect(
      runs.filter((r) => !r.isolated).map((r) => r.text),
      "not isolated left to right",
    ).toEqual([]);
    expect(
      runs.filter((r) => !r.inOrder).map((r) => r.text),
      "characters out of order on screen",
    ).toEqual([]);
  });
}
