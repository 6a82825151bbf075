/**
 * The status card on the admin page (docs/product.md#status-card): a mail server that refuses every new-lead notice
 * and a backup two days old each show their Hebrew warning; a healthy server says all is well.
 * Each test starts its own server with the environment it needs and makes the trouble happen.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { formatIsraelDateTime } from "../../app/lib/israel-time.ts";
import { ADMIN_PAGES, ADMIN_PATH } from "../../app/lib/paths.ts";
import { dateTimeText } from "../../app/lib/status-warnings.ts";
import { createAdmin, signInContext, type TestUser } from "../support/admin.ts";
import { publishOwnersSite } from "../../harness/owners-details.ts";
import { freePort, removeDir, startServer, tempDataDir, type ServerProcess } from "../../harness/server-process.ts";
import { expectNoAxeViolations, uniqueLeadName } from "./helpers.ts";
import { searchLabels } from "../../app/lib/lead-search.ts";

// Servers start and admins sign in (scrypt): generous limits for a busy machine; nothing here is timed.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** A data directory whose site is the owner's own: this file is about backups and notices, not the site's examples (issue 40). */
async function ownersSite(): Promise<string> {
  const dataDir = tempDataDir();
  await publishOwnersSite(dataDir);
  return dataDir;
}

const HOUR_MS = 3_600_000;
const SCREENSHOTS = path.resolve(".tmp", "screenshots");

function openDatabase(server: ServerProcess) {
  return new DatabaseSync(path.join(server.dataDir, "courier.sqlite"), { timeout: 5000 });
}

function withDatabase<T>(server: ServerProcess, work: (db: DatabaseSync) => T): T {
  const db = openDatabase(server);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** A backup run as the backup job records it. */
function recordBackup(server: ServerProcess, finishedAt: Date, bytes: number, afterStatus: "none" | "ok" | "failed") {
  withDatabase(server, (db) =>
    db
      .prepare(
        "INSERT INTO backup_runs (started_at, finished_at, file, bytes, sha256, status, error, after_status, after_error) VALUES (?, ?, ?, ?, NULL, 'ok', NULL, ?, NULL)",
      )
      .run(new Date(finishedAt.getTime() - 2000).toISOString(), finishedAt.toISOString(), `courier-${finishedAt.getTime()}.sqlite`, bytes, afterStatus),
  );
}

const noticeOf = (server: ServerProcess, id: number) =>
  withDatabase(
    server,
    (db) => db.prepare("SELECT notified_at, notify_attempts FROM leads WHERE id = ?").get(id) as { notified_at: string | null; notify_attempts: number },
  );

async function postLead(server: ServerProcess, name: string): Promise<number> {
  const response = await fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, phone: "050-1112233", consent: true, source: "contact_form" }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function openAdminPage(page: Page, server: ServerProcess, admin: TestUser) {
  await signInContext(page.context(), server.url, admin);
  await page.goto(`${server.url}${ADMIN_PATH}`);
  await expect(page.getByRole("heading", { level: 2, name: "לידים" })).toBeVisible();
}

/** The summary screen, where the whole card always is (the leads' screen folds it into a badge while nothing is urgent). */
async function openSummary(page: Page, server: ServerProcess) {
  await page.getByRole("navigation", { name: "תצוגה" }).getByRole("link", { name: "סיכום" }).click();
  await expect(page).toHaveURL(`${server.url}${ADMIN_PAGES.summary}`);
}

const statusCard = (page: Page) => page.getByRole("region", { name: "מצב המערכת" });

/** No sideways scroll at this width, the card's text inside the viewport, no axe findings in the card; a screenshot to look at. */
async function checkLayout(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  const box = (await statusCard(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  await expectNoAxeViolations(page, '[data-testid="status-card"]');
  mkdirSync(SCREENSHOTS, { recursive: true });
  await statusCard(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: false });
}

test.describe("the status card", () => {
  let server: ServerProcess | undefined;
  let smtp: SMTPServer | undefined;
  test.afterEach(async () => {
    await server?.stop("SIGKILL");
    if (server) removeDir(server.dataDir);
    server = undefined;
    if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    smtp = undefined;
  });

  test("a mail server that refuses every notice and a backup two days old: each warned in colour and in words; the card follows the page's revalidation", async ({
    page,
  }) => {
    // Nothing listens on this port: every notice fails with "connection refused".
    const closedPort = await freePort();
    server = await startServer({
      dataDir: await ownersSite(),
      env: { SMTP_URL: `smtp://127.0.0.1:${closedPort}`, LEADS_NOTIFY_TO: "owner@example.co.il", LEADS_RATE_LIMIT: "1000" },
    });
    const admin = await createAdmin({ dataDir: server.dataDir });
    const twoDaysAgo = new Date(Date.now() - 48 * HOUR_MS);
    recordBackup(server, twoDaysAgo, 3 * 1024 * 1024, "failed");
    const lead = await postLead(server, uniqueLeadName("ליד ללא הודעה"));
    await expect.poll(() => noticeOf(server!, lead).notify_attempts).toBeGreaterThanOrEqual(1);
    expect(noticeOf(server, lead).notified_at).toBeNull();

    await page.setViewportSize({ width: 1366, height: 900 });
    await openAdminPage(page, server, admin);
    const card = statusCard(page);
    await expect(card).toHaveAttribute("data-status", "warning");
    const backupWarning = card.locator('[data-warning="backup-stale"]');
    await expect(backupWarning).toContainText("אזהרה:");
    await expect(backupWarning).toContainText("אין גיבוי חדש מאז");
    await expect(backupWarning).toContainText("פנו לאיש התמיכה");
    await expect(backupWarning).toContainText(formatIsraelDateTime(twoDaysAgo));
    await expect(card.getByText("הפקודה שאחרי הגיבוי נכשלה")).toBeVisible();
    await expect(card.getByText("3 מ״ב", { exact: false })).toBeVisible();
    // The notice failed minutes ago: waiting and failing, not yet a warning.
    await expect(card.getByText(/1 ממתינות לשליחה.*1 מהן נכשלו ויישלחו שוב/)).toBeVisible();
    await expect(card.locator('[data-warning="notices-failing"]')).toHaveCount(0);
    await expect(card.getByRole("status")).toHaveText("דרוש טיפול: בעיה אחת");

    // The failure is now over an hour old; a new lead (an event to the page) makes the page read it again.
    withDatabase(server, (db) => db.prepare("UPDATE leads SET created_at = ? WHERE id = ?").run(new Date(Date.now() - 2 * HOUR_MS).toISOString(), lead));
    await postLead(server, uniqueLeadName("ליד שני"));
    const noticeWarning = card.locator('[data-warning="notices-failing"]');
    await expect(noticeWarning).toContainText("הודעות הדואר על לידים חדשים לא נשלחות כבר יותר משעה");
    // The owner's words in the card; the settings for whoever runs the server folded under it.
    await expect(noticeWarning).not.toContainText("SMTP_URL");
    await expect(card.locator("details")).toContainText("SMTP_URL");
    await expect(card.locator("details")).toContainText("npm run backup");
    await expect(card.getByRole("status")).toHaveText("דרוש טיפול: 2 בעיות");
    // In colour too: the warning's box is amber, the troubled rows red.
    expect(await noticeWarning.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    expect(await card.getByText(/ממתינות לשליחה/).evaluate((el) => getComputedStyle(el).color)).not.toBe(
      await card.getByText(/\(\d+(\.\d)?%\)/).evaluate((el) => getComputedStyle(el).color),
    );

    for (const width of [1366, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await checkLayout(page, "status-card-warning");
    }
    // On a phone a card that warns comes before the leads.
    const cardTop = (await card.boundingBox())!.y;
    const searchTop = (await page.getByLabel(searchLabels.live).boundingBox())!.y;
    expect(cardTop).toBeLessThan(searchTop);
  });

  test("healthy: a recent backup, every notice sent, the engine named; it says all is well", async ({ page }) => {
    const smtpPort = await freePort();
    let delivered = 0;
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, done) {
        stream.resume();
        stream.on("end", () => {
          delivered++;
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(smtpPort, "127.0.0.1", resolve));
    server = await startServer({
      dataDir: await ownersSite(),
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LEADS_NOTIFY_TO: "owner@example.co.il", LEADS_RATE_LIMIT: "1000" },
    });
    const admin = await createAdmin({ dataDir: server.dataDir });
    const threeHoursAgo = new Date(Date.now() - 3 * HOUR_MS);
    recordBackup(server, threeHoursAgo, 5 * 1024 * 1024, "ok");
    const lead = await postLead(server, uniqueLeadName("ליד עם הודעה"));
    await expect.poll(() => noticeOf(server!, lead).notified_at).not.toBeNull();
    expect(delivered).toBe(1);

    await page.setViewportSize({ width: 1366, height: 900 });
    await openAdminPage(page, server, admin);
    // Above the leads, one line; the card itself on the summary screen.
    await expect(page.getByTestId("status-badge")).toHaveAttribute("data-status", "ok");
    await expect(page.getByTestId("status-badge").locator(":scope > summary")).toHaveText("מצב המערכת: הכול תקין");
    await openSummary(page, server);
    const card = statusCard(page);
    await expect(card).toHaveAttribute("data-status", "ok");
    await expect(card.getByRole("status")).toHaveText("הכול תקין");
    await expect(card.getByRole("list", { name: "אזהרות" })).toHaveCount(0);
    await expect(card.getByText(`${dateTimeText(threeHoursAgo.toISOString())} (לפני 3 שעות) · 5 מ״ב · הפקודה שאחרי הגיבוי הצליחה`)).toBeVisible();
    await expect(card.getByText("אין הודעות ממתינות")).toBeVisible();
    await expect(card.getByText(/\(\d+(\.\d)?%\)/)).toBeVisible(); // free space, with its share
    await expect(card.getByText("SQLite")).toBeHidden(); // a detail for whoever runs the server
    await card.getByText("פרטים טכניים לאיש התמיכה").click();
    await expect(card.locator("details")).toContainText("מסד הנתונים: SQLite.");

    for (const width of [1366, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await checkLayout(page, "status-card-healthy");
    }
  });

  test("a fresh install without e-mail: the first backup tonight, said calmly; no channel reaches the owner, said in words", async ({ page }) => {
    server = await startServer({ dataDir: await ownersSite(), env: { BACKUP_HOUR: "03:00" } });
    const admin = await createAdmin({ dataDir: server.dataDir });
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAdminPage(page, server, admin);
    // Nothing urgent: a one-line badge above the leads, that opens the card in place.
    const badge = page.getByTestId("status-badge");
    await expect(badge).toHaveAttribute("data-status", "warning");
    await expect(statusCard(page)).toBeHidden();
    await badge.locator(":scope > summary").click();
    await expect(statusCard(page)).toBeVisible();
    // The folded card is drawn when opened, not sent with the leads (the screen's HTML budget).
    const html = await (await page.context().request.get(`${server.url}${ADMIN_PATH}`)).text();
    expect(html).toContain('data-testid="status-badge"');
    expect(html).not.toContain('data-testid="status-card"');
    // Without JavaScript the badge opens on the way to the summary screen, where the card is.
    const plain = await page
      .context()
      .browser()!
      .newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      await signInContext(plain, server.url, admin);
      const noScripts = await plain.newPage();
      await noScripts.goto(`${server.url}${ADMIN_PATH}`);
      await noScripts.getByTestId("status-badge").locator(":scope > summary").click();
      await noScripts.getByRole("link", { name: "לפרטים במסך הסיכום" }).click();
      await expect(noScripts).toHaveURL(`${server.url}${ADMIN_PAGES.summary}`);
      await expect(statusCard(noScripts).getByRole("status")).toHaveText("דרוש טיפול: בעיה אחת");
    } finally {
      await plain.close();
    }
    await openSummary(page, server);
    const card = statusCard(page);
    await expect(card.getByTestId("status-note")).toHaveText("הגיבוי הראשון של הלידים ייעשה הלילה ב-03:00, ומאז בכל לילה. אין צורך לעשות דבר.");
    await expect(card.locator('[data-warning="backup-missing"]')).toHaveCount(0);
    const channel = card.locator('[data-warning="no-channel"]');
    await expect(channel).toContainText("ליד חדש לא יגיע אליכם כשדף הניהול סגור");
    await expect(card.getByRole("status")).toHaveText("דרוש טיפול: בעיה אחת");
    // The main text speaks the owner's words; no setting, command or engine until the details open.
    const mainText = (await card.innerText()).replace(/פרטים טכניים לאיש התמיכה[\s\S]*$/, "");
    for (const word of ["SQLite", "npm", "SMTP_URL", "LEADS_NOTIFY_TO", "BACKUP_HOUR"]) expect(mainText).not.toContain(word);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await checkLayout(page, "status-card-fresh");
    }
  });
});
