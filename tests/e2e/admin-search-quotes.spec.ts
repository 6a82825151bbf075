/**
 * Issue 42: the search reads Hebrew as people type it (gershayim or straight quotes, geresh or an
 * apostrophe find the same leads), and a phone number typed in the box reads left to right. At
 * 360, 390 and 1366 px, on the suite's server.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN_PATH } from "../../app/lib/paths.ts";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { createAdmin, signInContext } from "../support/admin.ts";
import { hydrated, uniqueLeadName, watchForPageErrors } from "./helpers.ts";

const target = { dataDir: e2eDataDir };
const leadBox = (page: Page, name: string) => page.locator("[data-lead-id]").filter({ hasText: name }).filter({ visible: true });

async function postLead(request: APIRequestContext, name: string) {
  const posted = await request.post("/api/leads", { data: { name, phone: "052-687-0920", consent: true, source: "contact_form" } });
  expect(posted.status()).toBe(201);
}

for (const width of [360, 390, 1366]) {
  test(`at ${width} px gershayim and straight quotes, geresh and apostrophes find the same leads; a typed phone number reads left to right`, async ({
    page,
    context,
  }) => {
    const errors = watchForPageErrors(page);
    await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
    await signInContext(context, baseURL, await createAdmin(target));
    const tag = uniqueLeadName("גרשיים").replace(/\s+/g, "-");
    const lawyer = `עו״ד מיכל ${tag}`;
    const doctor = `ד"ר גולן ${tag}`;
    const george = `ג׳ורג׳ ${tag}`;
    for (const name of [lawyer, doctor, george]) await postLead(context.request, name);
    await page.goto(ADMIN_PATH);
    await hydrated(page, "[data-lead-id] button");
    const box = page.getByRole("searchbox");
    for (const [typed, found] of [
      [`עו"ד מיכל ${tag}`, lawyer],
      [`ד״ר גולן ${tag}`, doctor],
      [`ג'ורג' ${tag}`, george],
    ] as const) {
      await box.fill(typed);
      await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(typed);
      await expect(leadBox(page, found)).toBeVisible();
      await expect(page.locator("main [data-lead-id]").filter({ visible: true })).toHaveCount(1);
    }

    // "+972526870920" in the box: its plus sign first, on the left, as the number is written.
    await box.fill("+972526870920");
    const plusFirst = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const mirror = document.createElement("div");
      mirror.style.direction = style.direction;
      mirror.style.unicodeBidi = style.unicodeBidi;
      mirror.style.width = "300px";
      mirror.textContent = input.value;
      document.body.append(mirror);
      const plus = document.createRange();
      plus.setStart(mirror.firstChild!, 0);
      plus.setEnd(mirror.firstChild!, 1);
      const digits = document.createRange();
      digits.setStart(mirror.firstChild!, 1);
      digits.setEnd(mirror.firstChild!, input.value.length);
      const left = plus.getBoundingClientRect().left < digits.getBoundingClientRect().left;
      mirror.remove();
      return { left, unicodeBidi: style.unicodeBidi };
    });
    expect(plusFirst).toEqual({ left: true, unicodeBidi: "plaintext" });
    await expect(leadBox(page, lawyer)).toBeVisible();
    expect(errors).toEqual([]);
  });
}
