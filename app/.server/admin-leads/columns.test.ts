import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contactColumns } from "./columns.ts";

const app = path.resolve(import.meta.dirname, "../../");
/** Where a lead is read in its camelCase shape (docs/decisions/040-layers-and-one-lead-shape.md). */
const ABOVE_THE_BOUNDARY = ["components", "routes", "lib"];
/** Row names that differ from the shape's: the lead's own and the activity log's (attribution keeps its keys). */
const ROW_NAMES = [...contactColumns, "is_spam", "deleted_at", "page_path", "notify_attempts", "user_email", "lead_id"].filter((column) =>
  column.includes("_"),
);

describe("the query boundary", () => {
  it("no component, route or lib module reads a lead or activity entry by a column name", () => {
    const readsColumn = new RegExp(String.raw`\.(${ROW_NAMES.join("|")})\b`);
    const offenders = ABOVE_THE_BOUNDARY.flatMap((folder) =>
      readdirSync(path.join(app, folder), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file))
        .flatMap((file) =>
          readFileSync(path.join(app, folder, file), "utf8")
            .split("\n")
            .flatMap((line, index) => (readsColumn.test(line) ? [`app/${folder}/${file}:${index + 1}: ${line.trim()}`] : [])),
        ),
    );
    expect(ROW_NAMES).toContain("from_location");
    expect(offenders).toEqual([]);
  });
});
