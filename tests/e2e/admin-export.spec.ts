/**
 * The export follows the screen (issue 30): the view and the search shown, said on the button;
 * Hebrew headings with the stage, the job's value, the lost reason and the first contact; and
 * phone numbers that keep their leading zero when a spreadsheet opens the file, checked by
 * opening it in LibreOffice Calc (headless) as a person double-clicking it would, and reading back
 * what the spreadsheet holds.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { searchLabels } from "../../app/lib/lead-search.ts";
import { ADMIN_PATH } from "../../app/lib/paths.ts";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { createAdmin, signInContext, withDb } from "../support/admin.ts";
import { uniqueLeadName, watchForPageErrors } from "./helpers.ts";

test.describe.configure({ timeout: 120_000 });
const target = { dataDir: e2eDataDir };

async function postLead(request: APIRequestContext, fields: Record<string, unknown>) {
  const posted = await request.post("/api/leads", { data: { consent: true, source: "contact_form", ...fields } });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { id: number }).id;
}

/**
 * What LibreOffice Calc reads from a CSV file: opened with its default import settings (comma,
 * UTF-8, standard columns, special numbers not detected), saved again as CSV with the cells'
 * contents as the spreadsheet shows them.
 */
async function readBackThroughLibreOffice(csv: Buffer): Promise<string[][]> {
  const dir = mkdtempSync(path.join(tmpdir(), "export-calc-"));
  const input = path.join(dir, "leads.csv");
  writeFileSync(input, csv);
  const outDir = path.join(dir, "out");
  mkdirSync(outDir);
  await promisify(execFile)(
    "soffice",
    [
      `-env:UserInstallation=file://${path.join(dir, "profile")}`,
      "--headless",
      "--norestore",
      "--infilter=CSV:44,34,76,1",
      "--convert-to",
      "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,true,true",
      "--outdir",
      outDir,
      input,
    ],
    { timeout: 90_000 },
  );
  const text = readFileSync(path.join(outDir, "leads.csv"), "utf8").replace(/^\uFEFF/, "");
  return text
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) => (m[1] ?? m[2] ?? "").replaceAll('""', '"')));
}

test("the export takes the search on the screen, says so, and its phones keep their leading zero in a spreadsheet", async ({ page, context }) => {
  const errors = watchForPageErrors(page);
  await signInContext(context, baseURL, await createAdmin(target));
  const tag = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  const campaign = `export-${tag}`;
  const phone = `054${tag.padStart(7, "0").slice(-7)}`;
  const wonName = uniqueLeadName("לקוח זכייה");
  const openName = uniqueLeadName("לקוח פתוח");
  const won = await postLead(context.request, {
    name: wonName,
    phone,
    attribution: { landing_page: "/", utm_source: "google", utm_medium: "cpc", utm_campaign: campaign },
  });
  await postLead(context.request, { name: openName, phone: `+972 ${phone.slice(1)}`, attribution: { landing_page: "/", utm_campaign: campaign } });
  await postLead(context.request, { name: uniqueLeadName("לקוח אחר"), phone });
  await withDb(target, (db) =>
    db.kysely
      .updateTable("leads")
      .set({ stage: "won", won_value: 780, handled_at: new Date().toISOString(), first_contact_at: new Date().toISOString(), first_contact_via: "whatsapp" })
      .where("id", "=", won)
      .execute(),
  );

  await page.goto(`${ADMIN_PATH}?view=all`);
  await expect(page.getByRole("link", { name: "ייצא לאקסל (הכל)" })).toBeVisible();
  await page.getByLabel(searchLabels.live).fill(campaign);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${campaign}`));
  const button = page.getByRole("link", { name: "ייצא לאקסל (תוצאות החיפוש)" });
  await expect(button).toBeVisible();
  const downloading = page.waitForEvent("download");
  await button.click();
  const csv = readFileSync((await (await downloading).path())!);

  const sheet = await readBackThroughLibreOffice(csv);
  const heading = sheet[0]!;
  expect(heading.slice(0, 9)).toEqual(["תאריך", "שם", "טלפון", "מוצא", "יעד", "מקור", "הערות", "אימייל", "שלב"]);
  expect(heading).toContain("קמפיין: שם (utm_campaign)");
  // Only the search's two leads, newest first; the third (same phone, no campaign) is not in it.
  expect(sheet.slice(1).map((row) => row[1])).toEqual([openName, wonName]);
  const cell = (name: string, column: string) => sheet.find((row) => row[1] === name)![heading.indexOf(column)];
  const local = `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;
  expect(cell(wonName, "טלפון")).toBe(local);
  expect(cell(openName, "טלפון")).toBe(local);
  expect(cell(wonName, "שלב")).toBe("הוזמן");
  expect(cell(wonName, "שווי העבודה (₪)")).toBe("780");
  expect(cell(wonName, "דרך יצירת הקשר")).toBe("וואטסאפ");
  expect(cell(wonName, "יצירת קשר ראשונה")).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  expect(cell(openName, "שלב")).toBe("חדש");
  expect(cell(openName, "קמפיין: שם (utm_campaign)")).toBe(campaign);

  // The check can fail: the same number written as digits only loses its zero in the spreadsheet.
  const control = await readBackThroughLibreOffice(Buffer.from(`\uFEFF"טלפון"\r\n"${phone}"\r\n`));
  expect(control[1]![0]).toBe(phone.slice(1));

  // The export is in the log: its view, that it followed a search (never the words), its rows.
  await expect
    .poll(() =>
      withDb(target, async (db) => {
        const row = await db.kysely.selectFrom("activity_log").select("details").where("action", "=", "export").orderBy("id", "desc").executeTakeFirst();
        return row ? JSON.parse(row.details!) : null;
      }),
    )
    .toEqual({ rows: 2, view: "all", searched: true });
  expect(errors).toEqual([]);
});
