/** "1-2" -> "1–2", "08:30-22:00" -> "08:30–22:00": a range as the copy shows it, with an en dash. */
export const dashRange = (text: string) => text.replace(/(\d)-(\d)/g, "$1–$2");

/**
 * Figures a line must not break: a price with its ₪ ("30 ₪"), with a prefix's hyphen ("מ-30 ₪",
 * "ב-20"), and a standard's name with its number ("ת״י 5568"). Ranges, times and percentages
 * are isolated as <bdi dir="ltr"> (./bidi.ts), which app.css keeps on one line.
 */
export const HELD_FIGURE =
  /(?<![\p{L}\d])(?:\p{L}{1,2}-)?\d[\d,.]*[ \u00A0]?₪|(?<![\p{L}\d–-])\d+[ \u00A0](?:שעות|ימים|דקות)(?!\p{L})|(?<![\p{L}\d])\p{L}{1,2}-\d[\d,.]*(?![\d%°–:-])|ת[״"]י[ \u00A0]\d+/gu;

export interface HeldRun {
  text: string;
  /** Render as one unbreakable unit. */
  held: boolean;
}

/** The text cut into plain runs and figures to keep on one line, in order; joined they give the text back. */
export function heldRuns(text: string): HeldRun[] {
  const runs: HeldRun[] = [];
  let last = 0;
  for (const match of text.matchAll(HELD_FIGURE)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), held: false });
    runs.push({ text: match[0], held: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), held: false });
  return runs;
}

/** A unit that belongs to the figure just before it: "100–150 ₪", "1–3 שעות". */
const LEADING_UNIT = /^[ \u00A0]?(?:₪|שעות|ימים|דקות)(?!\p{L})/u;

/**
 * The unit at the start of the text that follows a range (isolated on its own, see ./bidi.ts),
 * to be kept on the range's line; and the rest of the text. No unit: an empty unit.
 */
export function splitLeadingUnit(text: string): { unit: string; rest: string } {
  const unit = LEADING_UNIT.exec(text)?.[0] ?? "";
  return { unit, rest: text.slice(unit.length) };
}
