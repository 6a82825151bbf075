import { stringify } from "csv-stringify/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { spreadsheetCsvOptions } from "../../lib/csv.ts";
import { csvLines, exportHeader } from "./export.ts";

describe("the export's CSV writer", () => {
  it("writes what csv-stringify writes with the spreadsheet options, byte for byte", () => {
    const tricky = fc.constantFrom(
      "",
      '"',
      '""x"',
      "a,b",
      "line\r\nbreak",
      "\n",
      "=1+2",
      " =1",
      "+972",
      "-5",
      "@x",
      "\t1",
      "\r",
      "＝SUM(A1)",
      "\u00A0+1",
      'שם, "ציטוט"',
    );
    const cell = fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), tricky);
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), (records) => {
        expect(csvLines(records)).toBe(stringify(records, spreadsheetCsvOptions));
      }),
      { numRuns: 500 },
    );
    expect(csvLines([exportHeader])).toBe(stringify([exportHeader], spreadsheetCsvOptions));
  });
});
