/**
 * The admin over a database the release of 2026-11-25 (ccc4acc) filled: the built server starts on
 * it (its own start-up runs migrations 0009 onwards), the owner the release enrolled in two-step
 * sign-in signs in with a code from the stored secret, and the pages show the old leads with
 * their stages, a note in a lead's detail, the applicants' view and the trash. Each row's meaning
 * is checked on both engines in app/.server/db/upgrade-from-release.test.ts; this is what the
 * owner sees of them.
 */
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewLabels } from "../../app/lib/admin-leads.ts";
import { firstContactUnrecordedText } from "../../app/lib/first-contact.ts";
import { ADMIN_PAGES, ADMIN_PATH } from "../../app/lib/paths.ts";
import { removeDir, startServer, tempDataDir, type ServerProcess } from "../../harness/server-process.ts";
import { signInForm, SIGN_IN_PATH } from "../support/admin.ts";
import { daysSinceRelease, fillRelease20261125, type ReleaseFixture, type ReleaseLead } from "../support/release-2026-11-25.ts";

/** The admin's list shows this many leads a page. */
const PAGE = 50;

const newestFirst = (leads: readonly ReleaseLead[]) => [...leads].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(";")[0];
const occurrences = (html: string, text: string) => html.split(text).length - 1;

describe("the admin over the release of 2026-11-25's database, upgraded by the server's start-up", () => {
  let server: ServerProcess;
  let release: ReleaseFixture;
  let session: string;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    // Moved to today, so the trash's 30 days and the other jobs on the real clock find it as they found it then.
    release = await fillRelease20261125({ dataDir }, { daysLater: daysSinceRelease() });
    server = await startServer({ dataDir });

    // The password, then a code from the secret the release stored: the second step.
    const post = (path: string, fields: Record<string, string>, cookie?: string) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams(fields),
      });
    const password = await post(SIGN_IN_PATH, signInForm(release.owner));
    expect(password.headers.get("location")).toBe(ADMIN_PAGES.secondStep);
    const challenge = cookieOf(password, "courier_2fa");
    expect(challenge).toBeDefined();
    const code = TOTP.generate({ secret: Secret.fromBase32(release.owner.totpSecret), algorithm: "SHA1", digits: 6, period: 30 });
    const second = await post(ADMIN_PAGES.secondStep, { code }, challenge);
    expect(second.status).toBe(303);
    session = cookieOf(second, "courier_session")!;
    expect(session).toBeDefined();
  }, 120_000);

  afterAll(async () => {
    if (!server) return;
    await server.stop("SIGKILL");
    removeDir(server.dataDir);
  });

  const page = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: { Cookie: session } });
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const live = () => release.leads.filter((lead) => !lead.deletedAt && !lead.spam);
  /** The customers' leads: the join-team page's contacts are applications since 0022. */
  const customers = () => live().filter((lead) => !lead.joinTeamContact);

  it("ran the migrations at start-up and let the owner in with the release's two-step secret", () => {
    expect(server.output()).toContain("0022_join_team_contacts");
    expect(session).toMatch(/^courier_session=[\w-]{43}$/);
  });

  it("the open view lists the untouched leads, newest first, and none the release marked handled", async () => {
    const html = await page(`${ADMIN_PATH}?view=open`);
    const open = newestFirst(customers().filter((lead) => !lead.handledAt));
    for (const lead of open.slice(0, 10)) expect(html, lead.name).toContain(lead.name);
    for (const lead of newestFirst(customers().filter((lead) => lead.handledAt)).slice(0, 10)) expect(html, lead.name).not.toContain(lead.name);
    expect(html).not.toContain('data-lead-place="closed"');
    // The release recorded no calls: none of its leads is marked as waiting for one (0023).
    expect(html).not.toContain("data-waiting");
  });

  it("the all view marks each lead the release marked handled as handled (טופל)", async () => {
    const html = await page(`${ADMIN_PATH}?view=all`);
    const shown = newestFirst(customers()).slice(0, PAGE);
    for (const lead of shown) expect(html, lead.name).toContain(lead.name);
    const closed = shown.filter((lead) => lead.handledAt).length;
    expect(closed).toBeGreaterThan(10);
    expect(occurrences(html, 'data-lead-place="closed"')).toBe(closed);
  });

  it("a search finds an old lead and says where it is: handled or new", async () => {
    const handled = release.leads.find((lead) => lead.name === "אסף בן-דוד")!;
    const open = release.leads.find((lead) => lead.name === "ד״ר גולן אריאלי")!;
    const found = await page(`${ADMIN_PATH}?q=${encodeURIComponent("אסף בן-דוד")}`);
    expect(found).toContain(handled.name);
    expect(found).toContain('data-lead-place="closed"');
    const typed = await page(`${ADMIN_PATH}?q=${encodeURIComponent('ד"ר גולן')}`);
    expect(typed).toContain(open.name);
    expect(typed).toContain('data-lead-place="new"');
  });

  it("a lead's detail shows the note the release kept", async () => {
    const lead = release.leads.find((lead) => lead.name === "עו״ד מיכל ברק")!;
    const html = await page(`${ADMIN_PATH}?lead=${lead.id}`);
    expect(html).toContain(lead.name);
    expect(html).toContain("לשלוח חוזה לפני יום שלישי");
    expect(html).toContain(firstContactUnrecordedText);
  });

  it("the applicants' view shows the join-team page's old contacts (0022), and the customers' views do not", async () => {
    const html = await page(`${ADMIN_PATH}?view=applicants`);
    expect(html).toContain(viewLabels.applicants);
    const joinTeam = live().filter((lead) => lead.joinTeamContact);
    expect(joinTeam.length).toBeGreaterThan(0);
    for (const lead of joinTeam) expect(html, lead.name).toContain(lead.name);
    const all = await page(`${ADMIN_PATH}?view=all`);
    for (const lead of joinTeam) expect(all, lead.name).not.toContain(lead.name);
  });

  it("the trash shows the leads the release put there, and only those", async () => {
    const html = await page(ADMIN_PAGES.trash);
    const trash = release.leads.filter((lead) => lead.deletedAt);
    expect(trash.length).toBeGreaterThan(5);
    for (const lead of trash) expect(html, lead.name).toContain(lead.name);
    for (const lead of newestFirst(customers()).slice(0, 10)) expect(html, lead.name).not.toContain(lead.name);
  });
});
