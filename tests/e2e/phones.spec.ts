/**
 * Every public page as a visitor's phone shows it (360 px is the Galaxy A series, 390 and 414
 * iPhones, 768 a small tablet), at the top and half-way down:
 *   - no phone number broken across lines, and its characters read left to right (DOM ranges);
 *   - no fixed control (the accessibility and chat buttons) in the reading band, 30%-70% of the
 *     screen's height;
 *   - nothing wider than the screen (no sideways scroll);
 *   - every form field at 16 px or more (a phone zooms in on a smaller one);
 *   - every tap target at least 44 x 44 px (links inside running text excepted);
 *   - at the very bottom, the page's last links are not under a fixed control.
 * The list of pages comes from app/content, so a new city or article is covered as it is added.
 */
import { expect, test, type Page } from "@playwright/test";
import { allPages } from "../../app/content/pages.ts";

const widths = [360, 390, 414, 768];
const HEIGHT = 780;

interface Findings {
  brokenNumbers: string[];
  misorderedNumbers: string[];
  controlsInBand: string[];
  overflow: number;
  smallInputs: string[];
  smallTargets: string[];
}

/** Runs in the page: what a visitor at this width and scroll position would notice. */
function inspect(): Findings {
  const visible = (el: Element) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return style.visibility !== "hidden" && style.display !== "none" && box.width > 2 && box.height > 2;
  };
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}[${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}]`;

  const brokenNumbers: string[] = [];
  const misorderedNumbers: string[] = [];
  for (const link of document.querySelectorAll('a[href^="tel:"]')) {
    if (!visible(link)) continue;
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/\+?\d[\d\s-]{6,}\d/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0.5);
        if (rects.length === 0) continue; // visually hidden (sr-only)
        const lines = new Set(rects.map((r) => Math.round(r.top + r.height / 2)));
        if (lines.size > 1) brokenNumbers.push(`${match[0]} in ${describe(link)}`);
        // Character by character, left to right as it reads.
        let lastX = -Infinity;
        for (let i = 0; i < match[0].length; i++) {
          if (match[0][i] === " ") continue;
          const char = document.createRange();
          char.setStart(node, match.index + i);
          char.setEnd(node, match.index + i + 1);
          const x = char.getBoundingClientRect().left;
          if (x <= lastX) {
            misorderedNumbers.push(`${match[0]} in ${describe(link)}`);
            break;
          }
          lastX = x;
        }
      }
    }
  }

  const controlsInBand: string[] = [];
  const band = { top: innerHeight * 0.3, bottom: innerHeight * 0.7 };
  for (const el of document.querySelectorAll("body *")) {
    const position = getComputedStyle(el).position;
    if (position !== "fixed" || !visible(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.bottom > band.top && box.top < band.bottom) controlsInBand.push(`${describe(el)} at y ${Math.round(box.top)}-${Math.round(box.bottom)}`);
  }

  const smallInputs = [...document.querySelectorAll("input, select, textarea")]
    .filter((el) => visible(el) && parseFloat(getComputedStyle(el).fontSize) < 16)
    .map((el) => `${describe(el)} ${getComputedStyle(el).fontSize}`);

  // Tap targets of at least 44 x 44 px; a link inside running text and a checkbox inside its
  // label (a tap on the label ticks it) are exempt, as WCAG 2.5.8 allows.
  const smallTargets = [...document.querySelectorAll("a, button, summary, input, select, textarea")]
    .filter((el) => {
      if (!visible(el) || el.closest(".sr-only") || el.getAttribute("tabindex") === "-1") return false;
      if (el instanceof HTMLInputElement && el.type === "checkbox" && el.labels?.length) return false;
      if (el.tagName === "A" && getComputedStyle(el).display === "inline") {
        const block = el.parentElement?.closest("p, li, td, dd") ?? el.parentElement;
        if ((block?.textContent ?? "").trim().length > (el.textContent ?? "").trim().length + 5) return false;
      }
      const box = el.getBoundingClientRect();
      return box.width < 43.5 || box.height < 43.5;
    })
    .map((el) => `${describe(el)} ${Math.round(el.getBoundingClientRect().width)}x${Math.round(el.getBoundingClientRect().height)}`);

  return {
    brokenNumbers,
    misorderedNumbers,
    controlsInBand,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    smallInputs,
    smallTargets,
  };
}

/** Runs in the page at the bottom: links of the page's last part that a fixed control covers. */
function coveredAtTheEnd(): string[] {
  const fixed = [...document.querySelectorAll("body *")].filter((el) => getComputedStyle(el).position === "fixed" && el.getBoundingClientRect().width > 2);
  const covered: string[] = [];
  for (const target of document.querySelectorAll("footer a, footer p, main a")) {
    const box = target.getBoundingClientRect();
    if (box.width < 2 || box.bottom < 0 || box.top > innerHeight) continue;
    for (const control of fixed) {
      if (control.contains(target)) continue;
      const c = control.getBoundingClientRect();
      if (c.left < box.right && c.right > box.left && c.top < box.bottom && c.bottom > box.top)
        covered.push(`${(target.textContent ?? "").trim().slice(0, 30)} under ${control.getAttribute("aria-label") ?? control.tagName}`);
    }
  }
  return covered;
}

async function findingsAt(page: Page, where: "top" | "half-way") {
  await page.evaluate((where) => window.scrollTo(0, where === "top" ? 0 : (document.documentElement.scrollHeight - innerHeight) / 2), where);
  await page.waitForTimeout(50);
  return page.evaluate(inspect);
}

for (const { path } of allPages) {
  test(`${path} on phones: whole phone numbers, nothing floating in the reading band, no sideways scroll`, async ({ page }) => {
    test.slow(); // four widths, two scroll positions each
    await page.setViewportSize({ width: widths[0]!, height: HEIGHT });
    await page.goto(path);
    await page.waitForLoadState("load");
    for (const width of widths) {
      await page.setViewportSize({ width, height: HEIGHT });
      for (const where of ["top", "half-way"] as const) {
        const found = await findingsAt(page, where);
        const at = `${path} at ${width} px, ${where}`;
        expect(found.brokenNumbers, `${at}: phone numbers on two lines`).toEqual([]);
        expect(found.misorderedNumbers, `${at}: phone numbers out of order`).toEqual([]);
        expect(found.controlsInBand, `${at}: fixed controls in the reading band`).toEqual([]);
        expect(found.overflow, `${at}: sideways scroll`).toBeLessThanOrEqual(0);
        expect(found.smallInputs, `${at}: form fields under 16 px`).toEqual([]);
        if (where === "top") expect(found.smallTargets, `${at}: tap targets under 44 x 44 px`).toEqual([]);
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(50);
      expect(await page.evaluate(coveredAtTheEnd), `${path} at ${width} px, at the end: covered`).toEqual([]);
    }
  });
}
