/**
 * Numbers that a right-to-left line scrambles: temperatures ("2–8°C" shows as "C°2-8", "-20°C"
 * as "C°20-"), percentages and ranges with an en dash ("30–50" shows as "50–30"), signed numbers,
 * times of day and "24/7". Each such run is isolated as left-to-right where it is rendered: by
 * `<Bidi>` (app/components/bidi.tsx) in components and by the Markdown renderer in articles.
 * Writers type them plainly (docs/content.md, "Typography and bidi").
 */
const NUMBER = String.raw`\d+(?:[.,:]\d+)*`;
const SIGN = "[-−+]";
const DASH = "[-–]";
/** A run may not start inside a word or a number, nor continue one ("050-123-4567" is no range). */
const START = String.raw`(?<![\p{L}\d])(?<!\d[-–:.,/])`;
const END = String.raw`(?![\p{L}\d])(?![-–]\d)`;

export const LTR_RUN = new RegExp(
  `${START}(?:` +
    [
      // temperatures and percentages, single or ranges: -20°C, 2–8°C, 10–25%
      String.raw`${SIGN}?${NUMBER}(?:\s?${DASH}\s?${SIGN}?${NUMBER})?\s?(?:°C|°|%)`,
      // ranges and times: 1–3, 08:30–22:00
      `${NUMBER}\\s?${DASH}\\s?${NUMBER}`,
      "24/7",
      // signed numbers: -20
      `${SIGN}${NUMBER}`,
    ].join("|") +
    `)${END}`,
  "gu",
);

export interface TextRun {
  text: string;
  /** Render isolated, left to right. */
  ltr: boolean;
}

/** The text cut into plain runs and runs to isolate left to right, in order; joined they give the text back. */
export function bidiRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(LTR_RUN)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), ltr: false });
    runs.push({ text: match[0], ltr: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), ltr: false });
  return runs;
}
