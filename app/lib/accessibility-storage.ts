/**
 * What the first load of a page needs of the accessibility settings: where they are kept
 * (localStorage) and the ranges the head script clamps to. The settings' logic
 * (accessibility-settings.ts) loads with the panel's content.
 */
export const STORAGE_KEY = "a11y-settings";

export interface Range {
  min: number;
  max: number;
  step: number;
  start: number;
}

export const RANGES = {
  textSize: { min: 80, max: 150, step: 10, start: 100 },
  lineHeight: { min: 1.2, max: 2.5, step: 0.2, start: 1.5 },
  letterSpacing: { min: 0, max: 5, step: 1, start: 0 },
} as const satisfies Record<string, Range>;

export type RangeKey = keyof typeof RANGES;
