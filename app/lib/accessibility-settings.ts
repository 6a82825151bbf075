/**
 * The accessibility panel's settings (docs/product.md#page-furniture, "Accessibility panel"):
 * pure logic for bounds, steps, parsing and what each setting writes on <html>. The panel
 * (app/components/accessibility-panel.tsx) and the before-first-paint script in <head>
 * (accessibility-head-script.ts) both follow these rules; app/a11y.css turns the attributes into styles.
 */
import a11yStylesUrl from "../a11y.css?url";
import { RANGES, type RangeKey } from "./accessibility-storage.ts";

export interface A11ySettings {
  /** Text size in percent of the browser's default. */
  textSize: number;
  /** Line height, unitless. */
  lineHeight: number;
  /** Letter spacing in CSS pixels. */
  letterSpacing: number;
  highContrast: boolean;
  largeCursor: boolean;
  highlightLinks: boolean;
}

export type ToggleKey = "highContrast" | "largeCursor" | "highlightLinks";

const RANGE_KEYS: readonly RangeKey[] = ["textSize", "lineHeight", "letterSpacing"];
const TOGGLE_KEYS: readonly ToggleKey[] = ["highContrast", "largeCursor", "highlightLinks"];

export const DEFAULT_SETTINGS: Readonly<A11ySettings> = Object.freeze({
  textSize: RANGES.textSize.start,
  lineHeight: RANGES.lineHeight.start,
  letterSpacing: RANGES.letterSpacing.start,
  highContrast: false,
  largeCursor: false,
  highlightLinks: false,
});

/** Two decimals at most: 1.5 + 0.2 is 1.7, not 1.7000000000000002. */
const round = (value: number) => Math.round(value * 100) / 100;

/** A finite number kept inside its bounds; anything else falls back to the start value. */
export function clampSetting(key: RangeKey, value: unknown): number {
  const { min, max, start } = RANGES[key];
  if (typeof value !== "number" || !Number.isFinite(value)) return start;
  return round(Math.min(max, Math.max(min, value)));
}

/** One step up (+1) or down (-1), stopping at the bound. */
export function stepSetting(settings: A11ySettings, key: RangeKey, direction: 1 | -1): A11ySettings {
  return { ...settings, [key]: clampSetting(key, settings[key] + direction * RANGES[key].step) };
}

/** Whether a step in that direction would change anything (false at the bound). */
export function canStep(settings: A11ySettings, key: RangeKey, direction: 1 | -1): boolean {
  return stepSetting(settings, key, direction)[key] !== settings[key];
}

export function toggleSetting(settings: A11ySettings, key: ToggleKey): A11ySettings {
  return { ...settings, [key]: !settings[key] };
}

export function isDefault(settings: A11ySettings): boolean {
  return RANGE_KEYS.every((k) => settings[k] === DEFAULT_SETTINGS[k]) && TOGGLE_KEYS.every((k) => !settings[k]);
}

/** Settings from what localStorage held: missing, malformed or out-of-range values become defaults/bounds. */
export function parseSettings(raw: string | null | undefined): A11ySettings {
  let data: unknown = null;
  try {
    data = raw ? JSON.parse(raw) : null;
  } catch {
    data = null;
  }
  if (!data || typeof data !== "object") return { ...DEFAULT_SETTINGS };
  const record = data as Record<string, unknown>;
  return {
    textSize: clampSetting("textSize", record.textSize),
    lineHeight: clampSetting("lineHeight", record.lineHeight),
    letterSpacing: clampSetting("letterSpacing", record.letterSpacing),
    highContrast: record.highContrast === true,
    largeCursor: record.largeCursor === true,
    highlightLinks: record.highlightLinks === true,
  };
}

export function serializeSettings(settings: A11ySettings): string {
  const clean = parseSettings(JSON.stringify(settings));
  return JSON.stringify(clean);
}

/** What the settings write on <html>: data attributes (present = on) and CSS custom properties. null removes. */
export interface HtmlState {
  attributes: Record<string, string | null>;
  properties: Record<string, string | null>;
}

export function htmlState(settings: A11ySettings): HtmlState {
  const s = parseSettings(JSON.stringify(settings));
  const on = (yes: boolean) => (yes ? "" : null);
  return {
    attributes: {
      "data-a11y-line-height": on(s.lineHeight !== RANGES.lineHeight.start),
      "data-a11y-letter-spacing": on(s.letterSpacing !== RANGES.letterSpacing.start),
      "data-a11y-contrast": on(s.highContrast),
      "data-a11y-cursor": on(s.largeCursor),
      "data-a11y-links": on(s.highlightLinks),
    },
    properties: {
      "--a11y-text-size": s.textSize !== RANGES.textSize.start ? `${s.textSize}%` : null,
      "--a11y-line-height": s.lineHeight !== RANGES.lineHeight.start ? `${s.lineHeight}` : null,
      "--a11y-letter-spacing": s.letterSpacing !== RANGES.letterSpacing.start ? `${s.letterSpacing}px` : null,
    },
  };
}

/** Writes the settings on an element (the page's <html>), live, with the overrides' stylesheet once one is on. */
export function applySettings(root: HTMLElement, settings: A11ySettings): void {
  const { attributes, properties } = htmlState(settings);
  const head = root.ownerDocument.head;
  const anyOn = [...Object.values(attributes), ...Object.values(properties)].some((value) => value !== null);
  if (anyOn && !head.querySelector("link[data-a11y-styles]")) {
    const link = root.ownerDocument.createElement("link");
    link.rel = "stylesheet";
    link.href = a11yStylesUrl;
    link.setAttribute("data-a11y-styles", "");
    head.append(link);
  }
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
  for (const [name, value] of Object.entries(properties)) {
    if (value === null) root.style.removeProperty(name);
    else root.style.setProperty(name, value);
  }
}

/** Whether a range is at its starting value (no change from the page's own). */
const isStart = (key: RangeKey, value: number) => value === RANGES[key].start;

/** The word a spacing shows at its start (issue 41: "0px" told a visitor nothing). */
const START_WORD = "רגיל";

/** Display text of a value: 110%, 1.7, 2px; a spacing at its start: "רגיל". */
export function formatSetting(key: RangeKey, value: number): string {
  if (key === "textSize") return `${value}%`;
  if (isStart(key, value)) return START_WORD;
  if (key === "letterSpacing") return `${value}px`;
  return String(value);
}
