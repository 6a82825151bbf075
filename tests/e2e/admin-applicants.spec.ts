/**
 * Issue 42, as the owner uses it on a phone (360 and 390 px) and a laptop (1366 px): every stage
 * chip of a card in sight without a swipe; won with its value and lost with its reason in at
 * most three taps from the list (each tap counted); a job application out of the customers' open
 * view, in its own view with its own stages, no route and no price, and its own figure on the
 * summary; the server refuses a customer's stage on an application.
 */
import { mkdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { viewLabels } from "../../app/lib/admin-leads.ts";
import { APPLICANT_STAGES, LEAD_STAGES, lostReasonLabels, stageLabels, stageMessages, type LeadStage } from "../../app/lib/lead-stages.ts";
import { ADMIN_PAGES, ADMIN_PATH } from "../../app/lib/paths.ts";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { createAdmin, screenForIntent, signInContext } from "../support/admin.ts";
import { expectNoAxeViolations, hydrated, uniqueLeadName, watchForPageErrors } from "./helpers.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const target = { dataDir: e2eDataDir };
const SHOTS = process.env.SHOTS_DIR ?? path.resolve(".tmp", "screenshots");
const leadBox = (page: Page, name: string) => page.locator("[data-lead-id]").filter({ hasText: name }).filter({ visible: true });
const chip = (page: Page, name: string, stage: LeadStage) => leadBox(page, name).getByRole("button", { name: `${stageLabels[stage]}: ${name}` });

async function postLead(request: APIRequestContext, fields: Record<string, unknown>) {
  const posted = await request.post("/api/leads", { data: { phone: "050-1112233", consent: true, source: "contact_form", ...fields } });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { id: number }).id;
}

const postApplication = (request: APIRequestContext, name: string) =>
  postLead(request, { name, source: "join_team", vehicle: "motorcycle", workArea: "השרון", fromLocation: "נתניה" });

function readDb<T>(work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(path.join(e2eDataDir, "courier.sqlite"), { readOnly: true, timeout: 5000 });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

const storedLead = (id: number) =>
  readDb(
    (db) =>
      db.prepare("SELECT stage, applicant_stage, won_value, lost_reason FROM leads WHERE id = ?").get(id) as
        { stage: string; applicant_stage: string | null; won_value: number | null; lost_reason: string | null } | undefined,
  );

const storedCount = (where: string) => readDb((db) => Number((db.prepare(`SELECT count(*) AS n FROM leads WHERE ${where}`).get() as { n: number }).n));
const LIVE = "is_spam = 0 AND deleted_at IS NULL";

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `applicants-${name}-${page.viewportSize()!.width}.png`) });
}

/** Every chip of the card inside the card's box, and nothing in it to scroll sideways. */
async function expectChipsInReach(card: Locator, stages: readonly LeadStage[], name: string) {
  const box = (await card.boundingBox())!;
  for (const stage of stages) {
    const chipBox = (await card.getByRole("button", { name: `${stageLabels[stage]}: ${name}` }).boundingBox())!;
    expect(chipBox.x, stageLabels[stage]).toBeGreaterThanOrEqual(box.x - 0.5);
    expect(chipBox.x + chipBox.width, stageLabels[stage]).toBeLessThanOrEqual(box.x + box.width + 0.5);
    expect(chipBox.height, stageLabels[stage]).toBeGreaterThanOrEqual(44);
  }
  // Nothing in the card scrolls sideways (a chip row that did was the issue), nor the page.
  const sideways = await card.evaluate((element) =>
    [element, ...element.querySelectorAll("*")]
      .filter((each) => ["auto", "scroll"].includes(getComputedStyle(each).overflowX) && each.scrollWidth > each.clientWidth + 1)
      .map((each) => `${each.tagName}.${each.className}`),
  );
  expect(sideways, "an element of the card scrolls sideways").toEqual([]);
  // And the card itself in the screen's width, the page not wider.
  const screenWidth = card.page().viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(screenWidth);
  expect(await card.page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screenWidth);
}

/** A tap on the page, counted. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    get count() {
      return taps;
    },
  };
}

for (const width of [360, 390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1024 ? 844 : 900 } });

    test("every stage in reach; won with its value and lost with its reason in at most three taps from the list", async ({ page, context }) => {
      const errors = watchForPageErrors(page);
      await signInContext(context, baseURL, await createAdmin(target));
      const wonName = uniqueLeadName("לקוח שהזמין");
      const lostName = uniqueLeadName("לקוח שוויתר");
      const wonId = await postLead(context.request, { name: wonName });
      const lostId = await postLead(context.request, { name: lostName });
      await page.goto(ADMIN_PATH);
      await hydrated(page, "[data-lead-id] button");
      await expectChipsInReach(leadBox(page, wonName), LEAD_STAGES, wonName);
      await shot(page, "chips");

      // Won with 450: "הוזמן", the value typed in the field it focused, "שמירה".
      const won = tapCounter();
      await won.tap(chip(page, wonName, "won"));
      const value = leadBox(page, wonName).getByLabel(`סכום העבודה בשקלים: ${wonName}`);
      await expect(value).toBeFocused();
      await expectChipsInReach(leadBox(page, wonName), LEAD_STAGES, wonName);
      await expectNoAxeViolations(page);
      await shot(page, "won-ask");
      await page.keyboard.type("450");
      await won.tap(leadBox(page, wonName).getByRole("button", { name: "שמירה" }));
      await expect.poll(() => storedLead(wonId)).toMatchObject({ stage: "won", won_value: 450 });
      expect(won.count).toBeLessThanOrEqual(3);
      await expect(leadBox(page, wonName)).toHaveCount(0); // out of the open view

      // Lost because of the price: "לא רלוונטי", then the reason.
      const lost = tapCounter();
      await lost.tap(chip(page, lostName, "lost"));
      await expect(leadBox(page, lostName).getByRole("button", { name: lostReasonLabels.price })).toBeVisible();
      await expectChipsInReach(leadBox(page, lostName), LEAD_STAGES, lostName);
      await shot(page, "lost-ask");
      await lost.tap(leadBox(page, lostName).getByRole("button", { name: lostReasonLabels.price }));
      await expect.poll(() => storedLead(lostId)).toMatchObject({ stage: "lost", lost_reason: "price", won_value: null });
      expect(lost.count).toBeLessThanOrEqual(3);
      expect(errors).toEqual([]);
    });

    test("a job application: not in the open view, in its own with its stages, no route or price, counted apart", async ({ page, context }) => {
      const errors = watchForPageErrors(page);
      await signInContext(context, baseURL, await createAdmin(target));
      const name = uniqueLeadName("מועמד לשליחות");
      const customer = uniqueLeadName("לקוחה עם מסלול");
      const id = await postApplication(context.request, name);
      await postLead(context.request, { name: customer, fromLocation: "חיפה", toLocation: "עכו" });

      await page.goto(ADMIN_PATH);
      await expect(leadBox(page, customer)).toHaveCount(1);
      await expect(leadBox(page, name)).toHaveCount(0);

      await page
        .getByRole("navigation", { name: "תצוגה" })
        .getByRole("link", { name: new RegExp(`^${viewLabels.applicants} \\(`) })
        .click();
      await expect(page).toHaveURL(/view=applicants/);
      const card = leadBox(page, name);
      await expect(card).toContainText("אופנוע או קטנוע · אזור: השרון");
      await expect(card).toContainText("נתניה");
      await expect(card).not.toContainText("←");
      await expect(card).not.toContainText("₪");
      await expect(card.getByRole("group", { name: /^שלב/ }).getByRole("button")).toHaveText(APPLICANT_STAGES.map((stage) => stageLabels[stage]));
      await expect(chip(page, name, "new")).toHaveAttribute("aria-pressed", "true");
      await expect(leadBox(page, customer)).toHaveCount(0);
      await hydrated(page, "[data-lead-id] button");
      await expectChipsInReach(card, APPLICANT_STAGES, name);

      await chip(page, name, "interview").click();
      await expect(chip(page, name, "interview")).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => storedLead(id)?.applicant_stage).toBe("interview");
      await expectNoAxeViolations(page);
      await shot(page, "applicant");

      // A customer's stage on an application is refused, in Hebrew, and changes nothing.
      const refused = await context.request.post(screenForIntent("stage"), {
        form: { id: String(id), stage: "won" },
        headers: { Origin: baseURL },
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(409);
      expect(await refused.text()).toContain(stageMessages.customerStageOnApplicant);
      expect(storedLead(id)).toMatchObject({ applicant_stage: "interview", won_value: null });

      // The summary screen: the customers' figures leave applications out; theirs is apart.
      await page.goto(ADMIN_PAGES.summary);
      const figure = (label: string) => page.getByTestId(`count-${label}`);
      await expect
        .poll(async () => {
          await page.reload();
          const customers = Number((await figure("סך הכל לידים").innerText()).replace(/[^\d]/g, ""));
          const applicants = Number((await figure("מועמדים לעבודה").innerText()).replace(/[^\d]/g, ""));
          return customers === storedCount(`${LIVE} AND source <> 'join_team'`) && applicants === storedCount(`${LIVE} AND source = 'join_team'`);
        })
        .toBe(true);
      await shot(page, "summary");
      expect(errors).toEqual([]);
    });
  });
}
