/** "1-2" -> "1–2", "08:30-22:00" -> "08:30–22:00": a range as the copy shows it, with an en dash. */
export const dashRange = (text: string) => text.replace(/(\d)-(\d)/g, "$1–$2");

const NO_BREAK_SPACE = "\u00A0";
const WORD_JOINER = "\u2060";

/**
 * Glue that keeps a figure on one line: a no-break space before ₪ ("30 ₪") and inside a
 * standard's name and number ("ת״י 5568"), and a word joiner after a prefix's hyphen ("מ-30"),
 * where a browser would otherwise break. Ranges are kept whole where they are rendered (<Bidi>).
 */
export function holdTogether(text: string): string {
  return text
    .replace(/(\d)[ \t]+₪/g, `$1${NO_BREAK_SPACE}₪`)
    .replace(/(ת[״"]י|ISO|EN)[ \t]+(\d)/g, `$1${NO_BREAK_SPACE}$2`)
    .replace(/(?<=\p{L})-(?=\d)/gu, `-${WORD_JOINER}`);
}
