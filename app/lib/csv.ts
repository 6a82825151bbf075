import type { Options } from "csv-stringify";

/**
 * What makes a spreadsheet read a cell as a formula (CSV injection): a tab or line break first,
 * or = + - @ (or their full-width forms ＝ ﹦ ＋ － ＠, which some spreadsheets also accept) after
 * any leading whitespace, since spreadsheets trim it before they look.
 */
const FORMULA_START = /^(?:[\t\r\n]|[\s\u00A0\u2000-\u200B\u3000]*[=+\-@\uFF1D\uFE66\uFF0B\uFF0D\uFF20])/;

/** Text a spreadsheet would run as a formula gets a leading apostrophe, so it shows as text. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** UTF-8 byte-order mark: Excel reads the file as UTF-8 (Hebrew intact) only with it. */
export const BYTE_ORDER_MARK = "\uFEFF";

/** csv-stringify settings for files people open in Excel or LibreOffice. */
export const spreadsheetCsvOptions: Options = {
  record_delimiter: "windows",
  quoted_string: true,
  cast: { string: neutraliseFormula },
};
