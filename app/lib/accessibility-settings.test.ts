// @vitest-environment jsdom
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  applySettings,
  canStep,
  clampSetting,
  DEFAULT_SETTINGS,
  formatSetting,
  htmlState,
  isDefault,
  parseSettings,
  serializeSettings,
  stepSetting,
  toggleSetting,
  type A11ySettings,
} from "./accessibility-settings.ts";
import { a11yHeadScript } from "./accessibility-head-script.ts";
import { RANGES, STORAGE_KEY, type RangeKey } from "./accessibility-storage.ts";

const stepAll = (key: RangeKey, direction: 1 | -1, times = 30) => {
  const seen: number[] = [];
  let s: A11ySettings = { ...DEFAULT_SETTINGS };
  for (let i = 0; i < times; i++) {
    s = stepSetting(s, key, direction);
    seen.push(s[key]);
  }
  return seen;
};

describe("defaults and bounds", () => {
  it("starts at 100%, 1.5, 0 px, every toggle off", () => {
    expect(DEFAULT_SETTINGS).toEqual({
      textSize: 100,
      lineHeight: 1.5,
      letterSpacing: 0,
      highContrast: false,
      largeCursor: false,
      highlightLinks: false,
    });
    expect(isDefault(DEFAULT_SETTINGS)).toBe(true);
  });

  it("text size goes 80-150 in steps of 10", () => {
    expect(stepAll("textSize", 1).slice(0, 6)).toEqual([110, 120, 130, 140, 150, 150]);
    expect(stepAll("textSize", -1).slice(0, 4)).toEqual([90, 80, 80, 80]);
  });

  it("line spacing goes 1.2-2.5 in steps of 0.2, without floating-point noise", () => {
    expect(stepAll("lineHeight", 1).slice(0, 7)).toEqual([1.7, 1.9, 2.1, 2.3, 2.5, 2.5, 2.5]);
    expect(stepAll("lineHeight", -1).slice(0, 3)).toEqual([1.3, 1.2, 1.2]);
    // From the lower bound, up again: 1.2 -> 1.4 -> ... -> 2.4 -> 2.5.
    let s: A11ySettings = { ...DEFAULT_SETTINGS, lineHeight: 1.2 };
    const up: number[] = [];
    for (let i = 0; i < 8; i++) up.push((s = stepSetting(s, "lineHeight", 1)).lineHeight);
    expect(up).toEqual([1.4, 1.6, 1.8, 2, 2.2, 2.4, 2.5, 2.5]);
  });

  it("letter spacing goes 0-5 px in steps of 1", () => {
    expect(stepAll("letterSpacing", 1).slice(0, 6)).toEqual([1, 2, 3, 4, 5, 5]);
    expect(stepAll("letterSpacing", -1).slice(0, 2)).toEqual([0, 0]);
  });

  it("every reachable value stays within bounds", () => {
    const key = fc.constantFrom<RangeKey>("textSize", "lineHeight", "letterSpacing");
    fc.assert(
      fc.property(key, fc.array(fc.constantFrom<1 | -1>(1, -1), { maxLength: 40 }), (k, moves) => {
        let s: A11ySettings = { ...DEFAULT_SETTINGS };
        for (const m of moves) s = stepSetting(s, k, m);
        return s[k] >= RANGES[k].min && s[k] <= RANGES[k].max;
      }),
    );
  });

  it("canStep is false exactly at the bounds", () => {
    expect(canStep(DEFAULT_SETTINGS, "textSize", 1)).toBe(true);
    expect(canStep({ ...DEFAULT_SETTINGS, textSize: 150 }, "textSize", 1)).toBe(false);
    expect(canStep({ ...DEFAULT_SETTINGS, textSize: 150 }, "textSize", -1)).toBe(true);
    expect(canStep(DEFAULT_SETTINGS, "letterSpacing", -1)).toBe(false);
    expect(canStep({ ...DEFAULT_SETTINGS, lineHeight: 1.2 }, "lineHeight", -1)).toBe(false);
  });

  it("clamps and repairs hostile values", () => {
    expect(clampSetting("textSize", 9999)).toBe(150);
    expect(clampSetting("textSize", -5)).toBe(80);
    expect(clampSetting("textSize", Number.NaN)).toBe(100);
    expect(clampSetting("textSize", Infinity)).toBe(100);
    expect(clampSetting("textSize", "120")).toBe(100);
    expect(clampSetting("lineHeight", 1.7000000000000002)).toBe(1.7);
  });

  it("toggles flip one setting", () => {
    const on = toggleSetting(DEFAULT_SETTINGS, "highContrast");
    expect(on.highContrast).toBe(true);
    expect(isDefault(on)).toBe(false);
    expect(toggleSetting(on, "highContrast")).toEqual(DEFAULT_SETTINGS);
  });

  it("formats values for display", () => {
    expect(formatSetting("textSize", 110)).toBe("110%");
    expect(formatSetting("lineHeight", 1.7)).toBe("1.7");
    expect(formatSetting("letterSpacing", 2)).toBe("2px");
  });

  it("shows a spacing at its start as a word, not as 0px or 1.5 (issue 41)", () => {
    expect(formatSetting("letterSpacing", DEFAULT_SETTINGS.letterSpacing)).toBe("רגיל");
    expect(formatSetting("lineHeight", DEFAULT_SETTINGS.lineHeight)).toBe("רגיל");
    expect(formatSetting("textSize", DEFAULT_SETTINGS.textSize)).toBe("100%");
    expect(formatSetting("letterSpacing", 1)).toBe("1px");
  });
});

describe("parse and serialize", () => {
  it("round-trips", () => {
    const s: A11ySettings = { textSize: 130, lineHeight: 2.1, letterSpacing: 3, highContrast: true, largeCursor: false, highlightLinks: true };
    expect(parseSettings(serializeSettings(s))).toEqual(s);
  });

  it("falls back to defaults for missing or broken storage", () => {
    for (const raw of [null, undefined, "", "null", "{", "[]", "5", '"x"', "{}"]) {
      expect(parseSettings(raw)).toEqual(DEFAULT_SETTINGS);
    }
    expect(parseSettings('{"textSize":130,"highContrast":"yes"}')).toEqual({ ...DEFAULT_SETTINGS, textSize: 130 });
  });
});

describe("what lands on <html>", () => {
  afterEach(() => {
    localStorage.clear();
    const html = document.documentElement;
    for (const name of [...html.getAttributeNames()]) if (name.startsWith("data-a11y")) html.removeAttribute(name);
    html.removeAttribute("style");
  });

  it("defaults write nothing", () => {
    const { attributes, properties } = htmlState(DEFAULT_SETTINGS);
    expect(Object.values(attributes).every((v) => v === null)).toBe(true);
    expect(Object.values(properties).every((v) => v === null)).toBe(true);
  });

  it("applySettings sets and clears attributes and custom properties", () => {
    const html = document.documentElement;
    applySettings(html, { textSize: 120, lineHeight: 1.9, letterSpacing: 2, highContrast: true, largeCursor: true, highlightLinks: true });
    expect(html.style.getPropertyValue("--a11y-text-size")).toBe("120%");
    expect(html.style.getPropertyValue("--a11y-line-height")).toBe("1.9");
    expect(html.style.getPropertyValue("--a11y-letter-spacing")).toBe("2px");
    for (const name of ["data-a11y-line-height", "data-a11y-letter-spacing", "data-a11y-contrast", "data-a11y-cursor", "data-a11y-links"]) {
      expect(html.hasAttribute(name)).toBe(true);
    }
    applySettings(html, DEFAULT_SETTINGS);
    expect(html.getAttributeNames().filter((n) => n.startsWith("data-a11y"))).toEqual([]);
    expect(html.getAttribute("style") ?? "").toBe("");
  });

  const snapshot = () => {
    const html = document.documentElement;
    return {
      attributes: html
        .getAttributeNames()
        .filter((n) => n.startsWith("data-a11y"))
        .sort(),
      properties: ["--a11y-text-size", "--a11y-line-height", "--a11y-letter-spacing"].map((p) => html.style.getPropertyValue(p)),
      stylesheets: [...document.head.querySelectorAll<HTMLLinkElement>("link[data-a11y-styles]")].map((link) => [link.rel, link.getAttribute("href")]),
    };
  };
  const reset = () => {
    const html = document.documentElement;
    for (const name of [...html.getAttributeNames()]) if (name.startsWith("data-a11y")) html.removeAttribute(name);
    html.removeAttribute("style");
    for (const link of document.head.querySelectorAll("link[data-a11y-styles]")) link.remove();
  };
  const runHeadScript = () => new Function(a11yHeadScript())();

  it("the head script applies exactly what the panel would, for any stored value", () => {
    const anyValue = fc.oneof(
      fc.double(),
      fc.integer({ min: -10, max: 300 }),
      fc.constantFrom(1.2, 1.5, 1.7, 2.5, 100, 150, 0, 5),
      fc.string(),
      fc.boolean(),
      fc.constant(null),
    );
    const stored = fc.oneof(
      fc
        .record(
          {
            textSize: anyValue,
            lineHeight: anyValue,
            letterSpacing: anyValue,
            highContrast: anyValue,
            largeCursor: anyValue,
            highlightLinks: anyValue,
          },
          { requiredKeys: [] },
        )
        .map((r) => JSON.stringify(r)),
      fc.string(),
      fc.constantFrom("", "null", "[]", "{", "42"),
    );
    fc.assert(
      fc.property(stored, (raw) => {
        reset();
        localStorage.setItem(STORAGE_KEY, raw);
        runHeadScript();
        const fromScript = snapshot();
        reset();
        applySettings(document.documentElement, parseSettings(raw));
        expect(fromScript).toEqual(snapshot());
      }),
      { numRuns: 400 },
    );
  });

  it("the overrides' stylesheet comes with the first setting turned on, once, and render-blocking from the head script", () => {
    const links = () => [...document.head.querySelectorAll<HTMLLinkElement>("link[data-a11y-styles]")];
    reset();
    localStorage.setItem(STORAGE_KEY, JSON.stringify(DEFAULT_SETTINGS));
    runHeadScript();
    applySettings(document.documentElement, DEFAULT_SETTINGS);
    expect(links()).toEqual([]);

    localStorage.setItem(STORAGE_KEY, JSON.stringify({ highlightLinks: true }));
    runHeadScript();
    expect(links()).toHaveLength(1);
    expect(links()[0]!.rel).toBe("stylesheet");
    expect(links()[0]!.getAttribute("blocking")).toBe("render");

    reset();
    applySettings(document.documentElement, { ...DEFAULT_SETTINGS, textSize: 110 });
    applySettings(document.documentElement, { ...DEFAULT_SETTINGS, highContrast: true });
    expect(links()).toHaveLength(1);
    reset();
  });

  it("the head script survives storage that throws", () => {
    const original = Object.getOwnPropertyDescriptor(window, "localStorage");
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new Error("SecurityError");
      },
    });
    try {
      expect(runHeadScript).not.toThrow();
    } finally {
      if (original) Object.defineProperty(window, "localStorage", original);
    }
  });

  it("the head script is small", () => {
    expect(a11yHeadScript().length).toBeLessThan(1200);
  });
});
