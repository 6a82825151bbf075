import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { neutraliseFormula, spreadsheetCsvOptions } from "./csv.ts";

const csv = (rows: unknown[][]) => stringify(rows, spreadsheetCsvOptions);

describe("formula neutralising", () => {
  it.each([
    "=1+1",
    "+972501234567",
    "-2",
    "@SUM(A1)",
    "\tx",
    "\rx",
    "\nx",
    '=HYPERLINK("http://evil")',
    " =1",
    "  \n=1",
    "\u3000=1",
    "＝1+1",
    "﹦1",
    "＋1",
    "－1",
    "＠SUM(A1)",
  ])("neutralises %j", (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });

  it.each(["דנה", "050-1234567", "a=b", "דנה =1", "", "'already", " דנה"])("leaves %j alone", (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });
});

describe("CSV escaping", () => {
  it("quotes every text cell and doubles quotes inside", () => {
    expect(csv([['דנה "הגדולה" כהן', "a,b"]])).toBe('"דנה ""הגדולה"" כהן","a,b"\r\n');
  });

  it("keeps line breaks inside a quoted cell and ends records with CRLF", () => {
    expect(
      csv([
        ["שורה\nשנייה", "x"],
        ["y", "z"],
      ]),
    ).toBe('"שורה\nשנייה","x"\r\n"y","z"\r\n');
  });

  it("neutralises formulas inside the file", () => {
    expect(csv([["=cmd|'/C calc'!A0", "+972501234567"]])).toBe(`"'=cmd|'/C calc'!A0","'+972501234567"\r\n`);
  });

  it("writes empty cells for missing values", () => {
    expect(csv([["a", null, undefined, "b"]])).toBe('"a",,,"b"\r\n');
  });
});
