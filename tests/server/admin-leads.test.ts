/**
 * The admin page's lead handling against the real built server, on SQLite and on PostgreSQL:
 * the page `/manage-leads-2024` (its loader renders the leads into the HTML, its one action takes
 * a form with an `intent`), and the two resources it links to, the CSV export and the event stream.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../app/.server/db/database.ts";
import { adminMessages } from "../../app/lib/admin-leads.ts";
import { signInMessages } from "../../app/lib/admin-sign-in.ts";
import { israelDateStamp } from "../../app/lib/israel-time.ts";
import { phoneForDisplay } from "../../app/lib/phone.ts";
import { stageLabels, stageMessages } from "../../app/lib/lead-stages.ts";
import { ADMIN_PAGES, ADMIN_PATH, ADMIN_RESOURCES, LEAD_CHANGES } from "../../app/lib/paths.ts";
import { createAdmin, createNonAdmin, postedForm, screenForQuery, signIn, withDb, type DbTarget, type TestUser } from "../support/admin.ts";
import { postgresAvailable, startPostgres, type PostgresCluster } from "../../harness/postgres.ts";
import { removeDir, startServer, tempDataDir, type ServerProcess } from "../../harness/server-process.ts";

interface Harness {
  server: ServerProcess;
  target: DbTarget;
}

async function startHarness(databaseUrl?: string): Promise<Harness> {
  const dataDir = tempDataDir();
  const server = await startServer({ dataDir, env: { LEADS_RATE_LIMIT: "10000", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } });
  return { server, target: databaseUrl ? { databaseUrl } : { dataDir } };
}

async function stopHarness(h: Harness | undefined) {
  if (!h) return;
  await h.server.stop("SIGKILL");
  removeDir(h.server.dataDir);
}

interface RequestOptions {
  cookie?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** One request, redirects not followed (a 303 is an answer to check, not to chase). */
function request(h: Harness, method: string, path: string, options: RequestOptions = {}) {
  const body = options.form ? new URLSearchParams(options.form).toString() : options.json === undefined ? undefined : JSON.stringify(options.json);
  return fetch(`${h.server.url}${path}`, {
    method,
    redirect: "manual",
    headers: {
      ...(options.json !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(options.form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...options.headers,
    },
    body,
  });
}

/** A screen's action as a plain document POST (a form sent without JavaScript), from the page itself. */
function act(h: Harness, cookie: string | undefined, form: Record<string, string>, headers: Record<string, string> = { Origin: h.server.url }) {
  const { to, fields } = postedForm(form);
  return request(h, "POST", to, { cookie, form: fields, headers });
}

/** The admin page's HTML for a query, checked to be a fresh, uncached 200. */
async function page(h: Harness, cookie: string, query: string): Promise<string> {
  const res = await request(h, "GET", screenForQuery(query), { cookie });
  expect({ query, status: res.status }).toEqual({ query, status: 200 });
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  return res.text();
}

/** Whether the page's list shows the lead (each row and card carries data-lead-id). */
const lists = (html: string, id: number) => html.includes(`data-lead-id="${id}"`);

/** A view tab's count, e.g. "סל מחזור (3)" (React may put a comment between label and count). */
function tabCount(html: string, label: string): number {
  const match = new RegExp(`>${label}(?:<!-- -->)?\\s*\\((\\d+)\\)<`).exec(html);
  if (!match) throw new Error(`no count for the tab ${label}`);
  return Number(match[1]);
}

const PHONE = "050-1234567";
/** responseMessages.methodNotAllowed (app/.server/responses.ts). */
const METHOD_NOT_ALLOWED = { error: "הפעולה אינה נתמכת בכתובת זו", field: null };
/** guardMessages.crossSite (app/.server/auth/guard.ts, not imported: it loads the server's services). */
const CROSS_SITE_MESSAGE = "הבקשה נדחתה: היא לא נשלחה מהאתר הזה";

async function postLead(h: Harness, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await request(h, "POST", "/api/leads", {
    json: { name: "דנה כהן", phone: PHONE, consent: true, source: "contact_form", ...fields },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const leadRow = (h: Harness, id: number) =>
  withDb(h.target, (db) =>
    db.kysely
      .selectFrom("leads")
      .select(["id", "handled_at", "notes", "deleted_at", "stage", "won_value", "lost_reason"])
      .where("id", "=", id)
      .executeTakeFirst(),
  );

const activityOf = (h: Harness, id: number) =>
  withDb(h.target, (db) =>
    db.kysely.selectFrom("activity_log").select(["action", "user_email", "lead_id", "details"]).where("lead_id", "=", id).orderBy("id").execute(),
  );

/** Polls until the check passes (for what the server writes after it answered). */
async function eventually<T>(check: () => Promise<T>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** An open Server-Sent Events stream: its events as they arrive. */
interface EventStream {
  next(match?: (event: { event: string; data: string }) => boolean, timeoutMs?: number): Promise<{ event: string; data: string }>;
  close(): void;
  closed: Promise<void>;
}

async function openEvents(h: Harness, cookie: string): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${h.server.url}${ADMIN_RESOURCES.events}`, { headers: { Cookie: cookie }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("content-encoding")).toBeNull();
  const events: { event: string; data: string }[] = [];
  const waiters: (() => void)[] = [];
  const closed = (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = "message";
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith("event:")) event = line.slice(6).trim();
            else if (line.startsWith("data:")) data.push(line.slice(5).trim());
          }
          if (data.length) events.push({ event, data: data.join("\n") });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted by close()
    }
    waiters.splice(0).forEach((wake) => wake());
  })();
  let seen = 0;
  return {
    async next(match = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (seen < events.length) {
          const event = events[seen++]!;
          if (match(event)) return event;
        }
        if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => controller.abort(),
    closed,
  };
}

const change = (op: string, id: number) => (e: { event: string; data: string }) => e.event === "message" && e.data === JSON.stringify({ op, id });

/** Every change the page's action makes to a lead, as the page's forms send it. */
const LEAD_INTENTS = (id: number): Record<string, string>[] => [
  { intent: "stage", id: String(id), stage: "won" },
  { intent: "note", id: String(id), note: "הערה" },
  { intent: "delete", id: String(id) },
  { intent: "restore", id: String(id) },
  { intent: "delete-forever", id: String(id), confirm: "yes" },
];

const FIRST_NINE_COLUMNS = '"תאריך","שם","טלפון","מוצא","יעד","מקור","הערות","אימייל","שלב"';

function adminLeadsSuite(engine: "sqlite" | "postgres", databaseUrl: () => string | undefined) {
  describe(`admin leads page on ${engine}`, () => {
    let h: Harness;
    let admin: TestUser;
    let adminCookie: string;
    let userCookie: string;
    beforeAll(async () => {
      h = await startHarness(databaseUrl());
      admin = await createAdmin(h.target);
      adminCookie = await signIn(h.server.url, admin);
      userCookie = await signIn(h.server.url, await createNonAdmin(h.target));
    });
    afterAll(() => stopHarness(h));

    it("refuses the page's leads, its data, the export, the events and every change without a session, with a forged cookie, after the session expired and to a non-admin; never cached", async () => {
      const expiredCookie = await signIn(h.server.url, await createAdmin(h.target));
      await withDb(h.target, (db) =>
        db.kysely
          .updateTable("sessions")
          .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
          .execute(),
      );
      // Expiring every session expired the admin's too: sign in afresh for the rest of the suite.
      adminCookie = await signIn(h.server.url, admin);
      userCookie = await signIn(h.server.url, await createNonAdmin(h.target));
      const forged = `${adminCookie.split("=")[0]}=${"A".repeat(43)}`;
      const name = `Refused ${engine}`;
      const id = await postLead(h, { name });

      const who = [
        ["nobody", undefined, 401],
        ["forged", forged, 401],
        ["expired", expiredCookie, 401],
        ["non-admin", userCookie, 403],
      ] as const;
      const checked: string[] = [];
      for (const [person, cookie, status] of who) {
        const noLeak = async (label: string, res: Response) => {
          checked.push(`${label} ${person}`);
          expect(res.headers.get("cache-control"), `${label} as ${person}`).toBe("no-store");
          const body = await res.text();
          expect(body, `${label} as ${person}`).not.toContain(PHONE);
          expect(body, `${label} as ${person}`).not.toContain(name);
          return body;
        };

        // The page sends them to the sign-in screen, which answers 200: the sign-in card, or the not-admin notice, never a lead.
        const sent = await request(h, "GET", `${ADMIN_PATH}?view=all&lead=${id}`, { cookie });
        expect({ person, status: sent.status }).toEqual({ person, status: 302 });
        expect(sent.headers.get("cache-control")).toBe("no-store");
        expect(await sent.text()).toBe("");
        expect(sent.headers.get("location")).toBe(`${ADMIN_PAGES.signIn}?redirectTo=${encodeURIComponent(`${ADMIN_PATH}?view=all&lead=${id}`)}`);
        const pageRes = await request(h, "GET", sent.headers.get("location")!, { cookie });
        expect({ person, status: pageRes.status }).toEqual({ person, status: 200 });
        const html = await noLeak("page", pageRes);
        expect(html).toContain('name="password"');
        expect(html).not.toContain("data-lead-id");
        if (status === 403) expect(html).toContain(signInMessages.notAdminTitle);
        else expect(html).not.toContain(signInMessages.notAdminTitle);

        // The data request is told the same redirect (React Router's 202 with the redirect inside).
        const dataRes = await request(h, "GET", `${ADMIN_PATH}.data?view=all&lead=${id}`, { cookie });
        expect({ person, status: dataRes.status }).toEqual({ person, status: 202 });
        await noLeak("page data", dataRes);

        for (const path of [ADMIN_RESOURCES.export, `${ADMIN_RESOURCES.export}?view=open`, ADMIN_RESOURCES.events]) {
          const res = await request(h, "GET", path, { cookie });
          expect({ path, person, status: res.status }).toEqual({ path, person, status });
          await noLeak(path, res);
        }

        for (const form of LEAD_INTENTS(id)) {
          const res = await act(h, cookie, form);
          expect({ intent: form.intent, person, status: res.status }).toEqual({ intent: form.intent, person, status });
          await noLeak(`POST ${form.intent}`, res);
        }
      }
      expect(checked).toHaveLength(4 * (2 + 3 + 5));

      // Nothing changed, nothing was logged, and the admin still sees the lead.
      expect(await leadRow(h, id)).toMatchObject({ id, handled_at: null, notes: null, deleted_at: null });
      expect(await activityOf(h, id)).toEqual([]);
      const html = await page(h, adminCookie, `view=all&lead=${id}`);
      expect(lists(html, id)).toBe(true);
      // Shown in one Israeli form (050-123-4567), whatever was typed.
      expect(html).toContain(phoneForDisplay(PHONE));
    });

    it("answers 405 to a method an admin address does not take: in Hebrew, with Allow, never cached or indexed", async () => {
      const cases = [
        ["POST", ADMIN_RESOURCES.export, "GET"],
        ["POST", ADMIN_RESOURCES.events, "GET"],
      ] as const;
      for (const [method, path, allow] of cases) {
        const res = await request(h, method, path, { cookie: adminCookie });
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 405 });
        expect(res.headers.get("allow")).toBe(allow);
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(res.headers.get("x-robots-tag")).toBe("noindex");
        expect(await res.json()).toEqual(METHOD_NOT_ALLOWED);
      }
      // The lead resources check the session first: without one, a wrong method learns nothing.
      expect((await request(h, "POST", ADMIN_RESOURCES.export)).status).toBe(401);
      // A method no admin address takes is refused before the app (server/private-surface.ts).
      const deleted = await request(h, "DELETE", ADMIN_RESOURCES.events, { cookie: adminCookie });
      expect(deleted.status).toBe(405);
      expect(deleted.headers.get("cache-control")).toBe("no-store");
      expect(deleted.headers.get("x-robots-tag")).toMatch(/^noindex/);
      // The export's old address, for one release: to the new one, with its view and search; nothing read there.
      const old = await request(h, "GET", "/api/admin/leads/export?view=won&q=abc");
      expect(old.status).toBe(302);
      expect(old.headers.get("location")).toBe(`${ADMIN_RESOURCES.export}?view=won&q=abc`);
      expect(old.headers.get("cache-control")).toBe("no-store");
    });

    it("refuses changes sent from another site, and changes nothing", async () => {
      const id = await postLead(h, { name: `Cross ${engine}` });
      const trashed = await postLead(h, { name: `Cross trashed ${engine}` });
      expect((await act(h, adminCookie, { intent: "delete", id: String(trashed) })).status).toBe(200);
      const before = await leadRow(h, trashed);
      const ownSignOut = await signIn(h.server.url, admin);

      const foreign: Record<string, string>[] = [
        { Origin: "https://evil.example" },
        { Origin: "null" },
        { "Sec-Fetch-Site": "cross-site" },
        { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      ];
      for (const headers of foreign) {
        for (const form of [
          ...LEAD_INTENTS(id),
          { intent: "restore", id: String(trashed) },
          { intent: "delete-forever", id: String(trashed), confirm: "yes" },
        ]) {
          const res = await act(h, adminCookie, form, headers);
          // React Router may refuse a foreign Origin itself (400) before the action's own check (403).
          expect([400, 403], `${form.intent} ${JSON.stringify(headers)}`).toContain(res.status);
          // Our own refusal is the page, uncached, saying why.
          if (res.status === 403) {
            expect(res.headers.get("cache-control")).toBe("no-store");
            expect(await res.text()).toContain(CROSS_SITE_MESSAGE);
          }
        }
        const signOut = await request(h, "POST", ADMIN_PAGES.signOut, { cookie: ownSignOut, form: {}, headers });
        expect([400, 403]).toContain(signOut.status);
        expect(signOut.headers.getSetCookie()).toEqual([]);
      }

      expect(await leadRow(h, id)).toMatchObject({ id, handled_at: null, notes: null, deleted_at: null });
      expect(await leadRow(h, trashed)).toEqual(before);
      expect(before?.deleted_at).not.toBeNull();
      expect((await activityOf(h, id)).map((a) => a.action)).toEqual([]);
      expect((await activityOf(h, trashed)).map((a) => a.action)).toEqual(["delete"]);
      // The session a foreign page tried to end still works.
      expect((await request(h, "GET", `${ADMIN_RESOURCES.export}?view=won`, { cookie: ownSignOut })).status).toBe(200);
    });

    it("finds a won customer from the default open view by e-mail, campaign, reversed name and phone as typed; the detail shows the customer's other leads", async () => {
      const marker = engine === "sqlite" ? "Gimel" : "Dalet";
      const phone = engine === "sqlite" ? "054-3219876" : "054-3219877";
      const first = await postLead(h, { name: `מרים ${marker}`, phone, email: `miriam.${marker}@example.co.il` });
      const returning = await postLead(h, {
        name: `מרים ${marker}`,
        phone: `+972 ${phone.slice(1)}`,
        attribution: { landing_page: "/", utm_source: "google", utm_campaign: `winter-${marker}` },
      });
      expect((await act(h, adminCookie, { intent: "stage", id: String(first), stage: "won" })).status).toBe(200);
      const trashed = await postLead(h, { name: `מרים ${marker}`, phone: phone.replaceAll("-", "") });
      expect((await act(h, adminCookie, { intent: "delete", id: String(trashed) })).status).toBe(200);

      // The open view alone does not list the won lead; a search from it does, and says where it is.
      expect(lists(await page(h, adminCookie, "view=open"), first)).toBe(false);
      for (const [q, found] of [
        [`miriam.${marker}@example`, [first]],
        [`winter-${marker}`, [returning]],
        [`${marker} מרים`, [returning, first]],
        [`+972 ${phone.slice(1, 7)}`, [returning, first]],
      ] as const) {
        const html = await page(h, adminCookie, `q=${encodeURIComponent(q)}`);
        expect({ q, found: [first, returning, trashed].filter((id) => lists(html, id)) }).toEqual({ q, found: [...found].sort((a, b) => a - b) });
        expect(html).toContain("בכל התצוגות (מלבד סל המחזור)");
        if (found.includes(first)) expect(html).toMatch(/data-lead-place="won"[^>]*>הוזמן</);
      }
      expect(lists(await page(h, adminCookie, `q=${encodeURIComponent(`${marker} מרים`)}&view=trash`), trashed)).toBe(true);

      // The returning customer's detail lists the other two leads from the same number, each with where it is.
      const detail = await page(h, adminCookie, `lead=${returning}`);
      const history = detail.slice(detail.indexOf("פניות נוספות מאותו מספר"));
      expect(history).toContain(`lead=${first}`);
      expect(history).toContain(`lead=${trashed}`);
      expect(history).toContain("בסל המחזור");
      expect(history).toMatch(/data-lead-place="won"[^>]*>הוזמן</);
    });

    it("lists, searches, changes the stage, keeps a note, validates it, moves to the trash, restores and deletes forever", async () => {
      const name = `Searchable ${engine === "sqlite" ? "Alpha" : "Beta"}`;
      const phone = "052-7654321";
      const id = await postLead(h, { name, phone, toLocation: "אילת" });
      const decoy = await postLead(h, { name: `Decoy ${engine}`, phone: "053-1112233" });

      // Lists and searches.
      let html = await page(h, adminCookie, "view=open");
      expect(lists(html, id)).toBe(true);
      expect(html).toContain(name);
      expect(html).toContain("אילת");
      expect(html).toContain("052-765-4321");
      for (const q of ["searchable", "SEARCHABLE", "972527654321", "0527654321"]) {
        html = await page(h, adminCookie, `view=all&q=${encodeURIComponent(q)}`);
        expect({ q, listed: lists(html, id), decoy: lists(html, decoy) }).toEqual({ q, listed: true, decoy: false });
        expect(html).toContain(name);
      }
      html = await page(h, adminCookie, "view=all&q=nobody-by-this-name");
      expect(lists(html, id)).toBe(false);
      expect(html).toContain(adminMessages.noMatches);

      // An open stage keeps it in the open view; lost closes it: out of the open view, into the lost view.
      expect((await act(h, adminCookie, { intent: "stage", id: String(id), stage: "quote_sent" })).status).toBe(200);
      expect(await leadRow(h, id)).toMatchObject({ stage: "quote_sent", handled_at: null });
      expect(lists(await page(h, adminCookie, "view=open"), id)).toBe(true);
      expect(lists(await page(h, adminCookie, "view=quote_sent"), id)).toBe(true);
      const lost = await act(h, adminCookie, { intent: "stage", id: String(id), stage: "lost", reason: "price" });
      expect(lost.status).toBe(200);
      expect(lost.headers.get("cache-control")).toBe("no-store");
      expect(await leadRow(h, id)).toMatchObject({ stage: "lost", lost_reason: "price" });
      expect((await leadRow(h, id))?.handled_at).not.toBeNull();
      expect(lists(await page(h, adminCookie, "view=open"), id)).toBe(false);
      expect(lists(await page(h, adminCookie, "view=quote_sent"), id)).toBe(false);
      expect(lists(await page(h, adminCookie, "view=lost"), id)).toBe(true);
      // A search reads every live view: from the open view it still finds the lost lead.
      expect(lists(await page(h, adminCookie, "view=open&q=searchable"), id)).toBe(true);
      expect(lists(await page(h, adminCookie, "view=lost&q=searchable"), id)).toBe(true);

      // Keeps a note, shown in the list and in the lead's detail.
      const note = "להתקשר מחר";
      const noted = await act(h, adminCookie, { intent: "note", id: String(id), note });
      expect(noted.status).toBe(200);
      expect((await leadRow(h, id))?.notes).toBe(note);
      expect(await page(h, adminCookie, "view=lost&q=searchable")).toContain(note);

      // Refuses a note too long, and bad forms; nothing changes.
      const tooLong = await act(h, adminCookie, { intent: "note", id: String(id), note: "א".repeat(501) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.headers.get("cache-control")).toBe("no-store");
      expect(await tooLong.text()).toContain(adminMessages.noteTooLong);
      expect(adminMessages.noteTooLong).toBe("ההערה ארוכה מדי (עד 500 תווים)");
      const badForms: Record<string, string>[] = [
        { intent: "stage", stage: "won" },
        { intent: "stage", id: "abc", stage: "won" },
        { intent: "stage", id: "-1", stage: "won" },
        { intent: "stage", id: String(id), stage: "handled" },
        { intent: "stage", id: String(id) },
        { intent: "stage", id: String(id), stage: "won", value: "-5" },
        { intent: "stage", id: String(id), stage: "won", value: "1000001" },
        { intent: "stage", id: String(id), stage: "won", reason: "price" },
        { intent: "stage", id: String(id), stage: "lost", reason: "because" },
        { intent: "note", id: String(id), note: "bad\u0000note" },
        { intent: "note", note: "no lead" },
        { intent: "delete", id: "0" },
      ];
      for (const form of badForms) {
        const res = await act(h, adminCookie, form);
        expect({ form, status: res.status }).toEqual({ form, status: 400 });
      }
      // Each change has its own route: the leads' screen takes no post, whatever the form names.
      const unnamed: Record<string, string>[] = [
        { intent: "handled", id: String(id), handled: "true" },
        { intent: "explode", id: String(id) },
        { id: String(id) },
      ];
      for (const form of unnamed) {
        const res = await request(h, "POST", `${ADMIN_PATH}?index`, { cookie: adminCookie, form, headers: { Origin: h.server.url } });
        expect({ form, status: res.status }).toEqual({ form, status: 405 });
      }
      expect(await leadRow(h, id)).toMatchObject({ notes: note, deleted_at: null, stage: "lost", lost_reason: "price", won_value: null });
      const badValue = await act(h, adminCookie, { intent: "stage", id: String(id), stage: "won", value: "12.5" });
      expect(await badValue.text()).toContain("סכום העבודה צריך להיות מספר שלם של שקלים");

      // The lead's own page: every field, the note, its activity.
      html = await page(h, adminCookie, `lead=${id}`);
      expect(html).toContain(name);
      expect(html).toContain("052-765-4321");
      expect(html).toContain("אילת");
      expect(html).toContain(note);
      // Its activity: the note's change is listed (by name, not by its words).
      expect(html).toContain("עדכון הערה");

      // Moves to the trash: out of every live view and count, into the trash.
      let before = await page(h, adminCookie, "view=all");
      const [total, lostCount, trash] = [tabCount(before, "הכל"), tabCount(before, "לא רלוונטיים"), tabCount(before, "סל מחזור")];
      const deleted = await act(h, adminCookie, { intent: "delete", id: String(id) });
      expect(deleted.status).toBe(200);
      expect((await leadRow(h, id))?.deleted_at).not.toBeNull();
      html = await page(h, adminCookie, "view=all");
      expect(lists(html, id)).toBe(false);
      expect(html).not.toContain(name);
      expect([tabCount(html, "הכל"), tabCount(html, "לא רלוונטיים"), tabCount(html, "סל מחזור")]).toEqual([total - 1, lostCount - 1, trash + 1]);
      expect(lists(await page(h, adminCookie, "view=all&q=searchable"), id)).toBe(false);
      expect(lists(await page(h, adminCookie, "view=lost"), id)).toBe(false);
      html = await page(h, adminCookie, "view=trash");
      expect(lists(html, id)).toBe(true);
      expect(html).toContain(name);
      expect(lists(await page(h, adminCookie, "view=trash&q=searchable"), id)).toBe(true);
      // Its detail still opens, saying where it is.
      expect(await page(h, adminCookie, `view=trash&lead=${id}`)).toContain("בסל המחזור מאז");
      // A lead in the trash cannot be changed, nor moved there twice.
      const inTrash: Record<string, string>[] = [
        { intent: "delete", id: String(id) },
        { intent: "stage", id: String(id), stage: "new" },
        { intent: "note", id: String(id), note: "x" },
      ];
      for (const form of inTrash) {
        expect((await act(h, adminCookie, form)).status).toBe(404);
      }

      // Restores: back in its view, out of the trash.
      expect((await act(h, adminCookie, { intent: "restore", id: String(id) })).status).toBe(200);
      expect(await leadRow(h, id)).toMatchObject({ deleted_at: null, notes: note });
      html = await page(h, adminCookie, "view=all");
      expect(lists(html, id)).toBe(true);
      expect([tabCount(html, "הכל"), tabCount(html, "סל מחזור")]).toEqual([total, trash]);
      expect(lists(await page(h, adminCookie, "view=trash"), id)).toBe(false);
      expect((await act(h, adminCookie, { intent: "restore", id: String(id) })).status).toBe(404);

      // A live lead is not erased: it goes through the trash (and its undo) first.
      const erasures: Record<string, string>[] = [
        { intent: "delete-forever", id: String(id), confirm: "yes" },
        { intent: "delete-forever", id: String(id) },
      ];
      for (const form of erasures) {
        const refused = await act(h, adminCookie, form);
        expect(refused.status).toBe(409);
        expect(refused.headers.get("cache-control")).toBe("no-store");
        expect(await refused.text()).toContain(adminMessages.deleteForeverLive);
      }
      expect(await leadRow(h, id)).toMatchObject({ id, deleted_at: null, notes: note });
      expect(lists(await page(h, adminCookie, "view=all"), id)).toBe(true);
      expect((await act(h, adminCookie, { intent: "delete", id: String(id) })).status).toBe(200);

      // Without JavaScript no dialog asked: the page asks, with a form that says yes, and nothing goes.
      const asked = await request(h, "POST", LEAD_CHANGES.erase, {
        cookie: adminCookie,
        form: { id: String(id) },
        headers: { Origin: h.server.url },
      });
      expect(asked.status).toBe(400);
      expect(asked.headers.get("cache-control")).toBe("no-store");
      const question = await asked.text();
      expect(question).toContain(adminMessages.deleteForeverConfirm);
      expect(question).toMatch(/<input type="hidden" name="confirm" value="yes"\/>/);
      expect(await leadRow(h, id)).toMatchObject({ id });
      expect(lists(await page(h, adminCookie, "view=trash"), id)).toBe(true);

      // Deletes forever from the trash: gone from the database, from every view, and its link finds nothing.
      expect((await act(h, adminCookie, { intent: "delete-forever", id: String(id), confirm: "yes" })).status).toBe(200);
      expect(await leadRow(h, id)).toBeUndefined();
      for (const form of LEAD_INTENTS(id))
        expect({ intent: form.intent, status: (await act(h, adminCookie, form)).status }).toEqual({ intent: form.intent, status: 404 });
      html = await page(h, adminCookie, `view=all&lead=${id}`);
      expect(lists(html, id)).toBe(false);
      expect(html).not.toContain(name);
      expect(html).toContain(adminMessages.notFound);
      expect(lists(await page(h, adminCookie, "view=trash"), id)).toBe(false);
      before = await page(h, adminCookie, "view=all");
      expect(tabCount(before, "הכל")).toBe(total - 1);
      expect(lists(before, decoy)).toBe(true);

      // The activity log: every change, by whom, and never the note's words.
      const log = await activityOf(h, id);
      expect(log.map((a) => a.action)).toEqual(["stage", "stage", "note", "delete", "restore", "delete", "delete_forever"]);
      for (const entry of log) expect(entry.user_email).toBe(admin.email);
      expect(JSON.parse(log[0]!.details!)).toEqual({ from: "new", to: "quote_sent" });
      expect(JSON.parse(log[1]!.details!)).toEqual({ from: "quote_sent", to: "lost", reason: "price" });
      expect(JSON.parse(log[2]!.details!)).toEqual({ field: "note" });
      const everything = await withDb(h.target, (db) => db.kysely.selectFrom("activity_log").selectAll().execute());
      expect(JSON.stringify(everything)).not.toContain(note);
      expect(JSON.stringify(everything)).not.toContain("א".repeat(501));
      // The activity tab shows them.
      html = await page(h, adminCookie, "view=activity");
      expect(html).toContain("מחיקה לצמיתות");
      expect(html).toContain(admin.email);
    });

    it("keeps a job application to its own stages and a customer to theirs, refused in Hebrew (issue 42)", async () => {
      const applicant = await postLead(h, { name: "מועמד לעבודה", source: "join_team", vehicle: "car" });
      const customer = await postLead(h);
      const wrong = await act(h, adminCookie, { intent: "stage", id: String(applicant), stage: "won", value: "450" });
      expect(wrong.status).toBe(409);
      expect(await wrong.text()).toContain(stageMessages.customerStageOnApplicant);
      const reverse = await act(h, adminCookie, { intent: "stage", id: String(customer), stage: "interview" });
      expect(reverse.status).toBe(409);
      expect(await reverse.text()).toContain(stageMessages.applicantStageOnCustomer);
      expect(await leadRow(h, applicant)).toMatchObject({ stage: "new", won_value: null, handled_at: null });
      expect(await leadRow(h, customer)).toMatchObject({ stage: "new", handled_at: null });
      expect((await act(h, adminCookie, { intent: "stage", id: String(applicant), stage: "hired" })).status).toBe(200);
      expect((await page(h, adminCookie, "view=applicants")).includes(`>${stageLabels.hired}<`)).toBe(true);
      expect(lists(await page(h, adminCookie, "view=open"), applicant)).toBe(false);
    });

    it("without JavaScript: delete and delete forever ask on a page of their own first; every change returns to its screen saying what it did", async () => {
      const name = "רונית בלי סקריפט";
      const id = await postLead(h, { name });
      const back = `${ADMIN_PATH}?view=all`;
      const confirmPage = (intent: string, lead = id, from = back) => `${ADMIN_PAGES.confirm}?${new URLSearchParams({ intent, id: String(lead), back: from })}`;

      // The delete button's form leads here: the question, the lead, a yes that posts the real change; nothing changed yet.
      const asked = await request(h, "GET", confirmPage("delete"), { cookie: adminCookie });
      expect(asked.status).toBe(200);
      expect(asked.headers.get("cache-control")).toBe("no-store");
      const askedHtml = await asked.text();
      expect(askedHtml).toContain(adminMessages.deleteConfirm);
      expect(askedHtml).toContain(name);
      expect(askedHtml).toContain('name="confirm" value="yes"');
      expect(askedHtml).toContain(`href="${back}"`); // "no" goes back
      expect((await leadRow(h, id))?.deleted_at).toBeNull();
      // Signed out, or a bad question: no page.
      expect((await request(h, "GET", confirmPage("delete"))).status).toBe(302);
      expect((await request(h, "GET", confirmPage("erase"), { cookie: adminCookie })).status).toBe(400);
      expect((await request(h, "GET", confirmPage("delete", 999_999_999), { cookie: adminCookie })).status).toBe(404);
      // A live lead is never erased from here: the page says why and offers no yes.
      const liveErase = await (await request(h, "GET", confirmPage("delete-forever"), { cookie: adminCookie })).text();
      expect(liveErase).toContain(adminMessages.deleteForeverLive);
      expect(liveErase).not.toContain('name="confirm" value="yes"');

      // The yes: the lead goes to the trash, the browser goes back with what was done.
      expect(askedHtml).toContain(`action="${LEAD_CHANGES.trash}"`); // the yes posts the change to its own route
      const yes = { id: String(id), confirm: "yes", nojs: "1", back };
      const deleted = await request(h, "POST", LEAD_CHANGES.trash, { cookie: adminCookie, form: yes, headers: { Origin: h.server.url } });
      expect(deleted.status).toBe(303);
      expect(deleted.headers.get("location")).toBe(back);
      const flash = deleted.headers.getSetCookie().find((c) => c.startsWith("courier_flash="))!;
      expect(flash).toMatch(new RegExp(`^courier_flash=delete\\.${id}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`));
      expect((await leadRow(h, id))?.deleted_at).not.toBeNull();
      const told = await request(h, "GET", screenForQuery("view=all"), { cookie: `${adminCookie}; ${flash.split(";")[0]}` });
      const toldHtml = await told.text();
      expect(toldHtml).toContain('data-testid="flash"');
      expect(toldHtml).toContain(adminMessages.deletedTitle);
      expect(toldHtml).toContain(adminMessages.deletedBody);
      expect(toldHtml).toContain(`action="${LEAD_CHANGES.restore}"`); // its undo
      expect(told.headers.getSetCookie()).toContain("courier_flash=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"); // read once
      // A forged flash says nothing and is cleared.
      const forged = await request(h, "GET", screenForQuery("view=all"), { cookie: `${adminCookie}; courier_flash=<b>hi</b>` });
      expect(await forged.text()).not.toContain('data-testid="flash"');

      // Delete forever, from the trash: asked first, then gone, and the screen says so.
      const trashBack = ADMIN_PAGES.trash;
      const askedAgain = await (await request(h, "GET", confirmPage("delete-forever", id, trashBack), { cookie: adminCookie })).text();
      expect(askedAgain).toContain(adminMessages.deleteForeverConfirm);
      expect(await leadRow(h, id)).toBeDefined();
      const erased = await request(h, "POST", LEAD_CHANGES.erase, {
        cookie: adminCookie,
        form: { id: String(id), confirm: "yes", nojs: "1", back: `${trashBack}?lead=${id}` },
        headers: { Origin: h.server.url },
      });
      expect(erased.status).toBe(303);
      expect(erased.headers.get("location")).toBe(trashBack); // the erased lead's detail is not reopened
      expect(await leadRow(h, id)).toBeUndefined();
      const erasedFlash = erased.headers
        .getSetCookie()
        .find((c) => c.startsWith("courier_flash="))!
        .split(";")[0]!;
      expect(await (await request(h, "GET", trashBack, { cookie: `${adminCookie}; ${erasedFlash}` })).text()).toContain(adminMessages.deletedForeverTitle);

      // A stage changed without JavaScript: back to the screen, which names the lead and offers its undo.
      const other = await postLead(h, { name: "גלעד בלי סקריפט" });
      const won = await act(h, adminCookie, { intent: "stage", id: String(other), stage: "won", value: "450", nojs: "1", back: ADMIN_PATH });
      expect(won.status).toBe(303);
      expect(won.headers.get("location")).toBe(ADMIN_PATH);
      const wonFlash = won.headers
        .getSetCookie()
        .find((c) => c.startsWith("courier_flash="))!
        .split(";")[0]!;
      expect(wonFlash).toBe(`courier_flash=stage.${other}.won.new.-.-`);
      const wonHtml = await (await request(h, "GET", ADMIN_PATH, { cookie: `${adminCookie}; ${wonFlash}` })).text();
      expect(wonHtml).toContain("השלב עודכן: גלעד בלי סקריפט");
      expect(wonHtml).toContain("חדש ← הוזמן");
      expect(wonHtml).toMatch(/name="stage" value="new"\/><input type="hidden" name="value" value=""\/>/);
      expect(await leadRow(h, other)).toMatchObject({ stage: "won", won_value: 450 });
      // Its undo, as the banner's form posts it: back to new, the value gone.
      const undone = await act(h, adminCookie, { intent: "stage", id: String(other), stage: "new", value: "", reason: "", nojs: "1", back: ADMIN_PATH });
      expect(undone.status).toBe(303);
      expect(await leadRow(h, other)).toMatchObject({ stage: "new", won_value: null, handled_at: null });
      // The old "handled" view's links lead to every lead.
      const oldLink = await request(h, "GET", `${ADMIN_PATH}?view=handled&q=abc`, { cookie: adminCookie });
      expect(oldLink.status).toBe(302);
      expect(oldLink.headers.get("location")).toBe(`${ADMIN_PATH}?view=all&q=abc`);
      // Another site as the way back is never followed.
      const elsewhere = await act(h, adminCookie, { intent: "stage", id: String(other), stage: "no_answer", nojs: "1", back: "https://evil.example/x" });
      expect(elsewhere.headers.get("location")).toBe(ADMIN_PATH);
      const sneaky = await act(h, adminCookie, { intent: "stage", id: String(other), stage: "won", nojs: "1", back: "//evil.example/manage-leads-2024" });
      expect(sneaky.headers.get("location")).toBe(ADMIN_PATH);
      // With JavaScript (no nojs field) the answer is the data, with what the undo puts back: no redirect.
      const withScript = await act(h, adminCookie, { intent: "stage", id: String(other), stage: "lost" });
      expect(withScript.status).toBe(200);
    });

    it("exports a CSV with a byte-order mark, the Israeli date in its name, the rows, formulas neutralised, and the trash left out", async () => {
      const name = `Export Client ${engine}`;
      const id = await postLead(h, { name, fromLocation: '=HYPERLINK("http://evil.example")', email: "client@example.co.il" });
      const trashedName = `Export Trashed ${engine}`;
      const trashed = await postLead(h, { name: trashedName });
      expect((await act(h, adminCookie, { intent: "delete", id: String(trashed) })).status).toBe(200);
      const exportsBefore = await withDb(h.target, (db) => db.kysely.selectFrom("activity_log").select("id").where("action", "=", "export").execute());

      const res = await request(h, "GET", ADMIN_RESOURCES.export, { cookie: adminCookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="leads-${israelDateStamp(new Date())}.csv"`);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
      const lines = text.split("\r\n").filter(Boolean);
      expect(lines[0]!.startsWith(`${FIRST_NINE_COLUMNS},`)).toBe(true);
      expect(lines[0]).toContain('"קמפיין: מקור (utm_source)"');
      const row = lines.find((line) => line.includes(name));
      expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(row).toContain('"client@example.co.il","חדש"');
      expect(text).not.toContain(trashedName);

      const live = await withDb(h.target, (db: Db) =>
        db.kysely
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .where("is_spam", "=", 0)
          .where("deleted_at", "is", null)
          // The default export is the customers' "all" view: job applications export from their own (issue 42).
          .where("source", "<>", "join_team")
          .executeTakeFirstOrThrow(),
      );
      expect(lines.length - 1).toBe(Number(live.n));

      // The export is written to the activity log once it is complete: by whom, which view, how many rows.
      const exported = await eventually(async () => {
        const rows = await withDb(h.target, (db) => db.kysely.selectFrom("activity_log").selectAll().where("action", "=", "export").orderBy("id").execute());
        expect(rows).toHaveLength(exportsBefore.length + 1);
        return rows.at(-1)!;
      });
      expect(exported).toMatchObject({ user_email: admin.email, lead_id: null });
      expect(JSON.parse(exported.details!)).toEqual({ rows: lines.length - 1, view: "all" });

      // The export follows a stage's view: the won view's has the won lead, with its stage; the open view's not.
      expect((await act(h, adminCookie, { intent: "stage", id: String(id), stage: "won" })).status).toBe(200);
      const wonCsv = await (await request(h, "GET", `${ADMIN_RESOURCES.export}?view=won`, { cookie: adminCookie })).text();
      const wonRow = wonCsv.split("\r\n").find((line) => line.includes(name));
      expect(wonRow).toContain('"client@example.co.il","הוזמן"');
      const openCsv = await (await request(h, "GET", `${ADMIN_RESOURCES.export}?view=open`, { cookie: adminCookie })).text();
      expect(openCsv).not.toContain(name);
      await eventually(async () => {
        const rows = await withDb(h.target, (db) =>
          db.kysely.selectFrom("activity_log").select("details").where("action", "=", "export").orderBy("id").execute(),
        );
        // Each export is logged once its stream ends, on its own connection: the two entries may land in either order.
        expect(
          rows
            .slice(-2)
            .map((r) => (JSON.parse(r.details!) as { view: string }).view)
            .sort(),
        ).toEqual(["open", "won"]);
      });
    });

    it("signs in and out through the page's own form", async () => {
      const signedIn = await request(h, "POST", ADMIN_PAGES.signIn, {
        form: { email: admin.email, password: admin.password },
        headers: { Origin: h.server.url },
      });
      expect(signedIn.status).toBe(303);
      expect(signedIn.headers.get("location")).toBe(ADMIN_PATH);
      expect(signedIn.headers.get("cache-control")).toBe("no-store");
      const cookie = signedIn.headers.getSetCookie()[0]!.split(";")[0]!;
      expect(await page(h, cookie, "view=all")).toContain("data-lead-id");

      const signedOut = await request(h, "POST", ADMIN_PAGES.signOut, { cookie, form: {}, headers: { Origin: h.server.url } });
      expect(signedOut.status).toBe(303);
      expect(signedOut.headers.getSetCookie()).toHaveLength(1);
      expect((await request(h, "GET", ADMIN_RESOURCES.export, { cookie })).status).toBe(401);
      // Signed out, the page sends the browser to the sign-in screen: no lead on the way.
      const sent = await request(h, "GET", `${ADMIN_PATH}?view=all`, { cookie });
      expect(sent.status).toBe(302);
      expect(sent.headers.get("location")).toMatch(new RegExp(`^${ADMIN_PAGES.signIn}\\?`));
      expect(await sent.text()).not.toContain("data-lead-id");
    });

    it("keeps old links: ?view=trash, ?view=activity and ?security=1 lead to their screens' own addresses", async () => {
      const moved = [
        ["?view=trash&q=050&lead=7", `${ADMIN_PAGES.trash}?q=050&lead=7`],
        ["?view=activity&page=2", `${ADMIN_PAGES.activity}?page=2`],
        ["?security=1", ADMIN_PAGES.security],
      ];
      for (const [old, now] of moved) {
        const res = await request(h, "GET", `${ADMIN_PATH}${old}`, { cookie: adminCookie });
        expect({ old, status: res.status, location: res.headers.get("location") }).toEqual({ old, status: 302, location: now });
        expect(res.headers.get("cache-control")).toBe("no-store");
      }
    });

    it("a change's address opened rather than posted (typed, bookmarked, by a stranger) goes to the leads, never an empty page; a refused post still shows why", async () => {
      const changes = [...Object.values(LEAD_CHANGES).filter((path) => path !== LEAD_CHANGES.contact), ADMIN_PAGES.dismissCodeFailures];
      for (const path of changes) {
        for (const cookie of [adminCookie, undefined]) {
          for (const spelling of [path, `${path}.data`]) {
            const res = await request(h, "GET", spelling, { cookie });
            const status = res.status;
            const location = res.headers.get("location") ?? (spelling.endsWith(".data") ? await res.text() : "");
            expect({ spelling, signedIn: cookie !== undefined, status }, location).toMatchObject({ status: spelling.endsWith(".data") ? 202 : 302 });
            expect(location).toContain(ADMIN_PATH);
          }
        }
        // Followed as a browser does: a stranger lands on the sign-in screen, the owner on the leads.
        const stranger = await fetch(`${h.server.url}${path}`);
        expect(stranger.url).toContain(ADMIN_PAGES.signIn);
      }
      // A post the server refuses, without JavaScript, renders its reason on that address (a 404 here), not a redirect.
      const gone = await act(h, adminCookie, { intent: "note", id: "987654321", note: "לא קיים", nojs: "1", back: ADMIN_PATH });
      expect(gone.status).toBe(404);
      expect(await gone.text()).toContain("חזרה ללידים");
    });

    it("has a summary screen of its own: the chart and the sources there, not on the leads' first screen; admins only, never stored", async () => {
      const campaign = `summary-${Date.now()}`;
      const id = await postLead(h, { attribution: { utm_source: "google", utm_medium: "cpc", utm_campaign: campaign } });
      const summary = await request(h, "GET", ADMIN_PAGES.summary, { cookie: adminCookie });
      expect(summary.status).toBe(200);
      expect(summary.headers.get("cache-control")).toBe("no-store");
      expect(summary.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      const html = await summary.text();
      expect(html).toContain("לידים לפי יום ב-30 הימים האחרונים");
      expect(html).toContain(`קמפיין ${campaign}`); // the campaign by its name (source-words.ts)
      expect(html).toContain('data-testid="status-card"');
      expect(lists(html, id)).toBe(false); // no lead's personal data on the summary
      // The leads' screen: the leads, the counts in a line, no chart and no source tables.
      const leads = await page(h, adminCookie, "");
      expect(lists(leads, id)).toBe(true);
      expect(leads).toContain("סיכום לידים");
      expect(leads).not.toContain("לידים לפי יום ב-30 הימים האחרונים");
      expect(leads).not.toContain("לידים לפי מקור");
      expect(leads).toContain(`href="${ADMIN_PAGES.summary}"`);
      // Signed out: to the sign-in, which leads back here; a user without the admin role: refused the same way.
      const signedOut = await request(h, "GET", ADMIN_PAGES.summary);
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.get("location")).toBe(`${ADMIN_PAGES.signIn}?${new URLSearchParams({ redirectTo: ADMIN_PAGES.summary })}`);
      const notAdmin = await request(h, "GET", ADMIN_PAGES.summary, { cookie: userCookie });
      expect(notAdmin.status).toBe(302);
      expect(await notAdmin.text()).not.toContain(campaign);
    });

    it(`pushes a new lead, a change, a move to the trash and a deletion to an open event stream (${engine === "sqlite" ? "from the app" : "by the trigger"})`, async () => {
      const events = await openEvents(h, adminCookie);
      try {
        await events.next((e) => e.event === "ready");
        const id = await postLead(h);
        await events.next(change("insert", id));
        expect((await act(h, adminCookie, { intent: "stage", id: String(id), stage: "no_answer" })).status).toBe(200);
        await events.next(change("update", id));
        expect((await act(h, adminCookie, { intent: "delete", id: String(id) })).status).toBe(200);
        await events.next(change("update", id));
        if (engine === "postgres") {
          // The trigger tells every instance, whoever changed the row: here not the app at all.
          await withDb(h.target, (db) => db.kysely.updateTable("leads").set({ deleted_at: null }).where("id", "=", id).execute());
          await events.next(change("update", id));
          expect((await act(h, adminCookie, { intent: "delete", id: String(id) })).status).toBe(200);
          await events.next(change("update", id));
        }
        expect((await act(h, adminCookie, { intent: "delete-forever", id: String(id), confirm: "yes" })).status).toBe(200);
        await events.next(change("delete", id));
        // A honeypot catch says so, on both engines: an open tab neither chimes nor marks it new.
        const caught = await postLead(h, { website: "https://spam.example" });
        await events.next((e) => e.event === "message" && e.data === JSON.stringify({ op: "insert", id: caught, spam: true }));
      } finally {
        events.close();
      }
    });
  });
}

adminLeadsSuite("sqlite", () => undefined);

describe("the event stream and shutdown", () => {
  it("ends open event streams when the server is told to stop, so it stops cleanly and at once", async () => {
    const h = await startHarness();
    try {
      const cookie = await signIn(h.server.url, await createAdmin(h.target));
      const events = await openEvents(h, cookie);
      await events.next((e) => e.event === "ready");
      const stopping = Date.now();
      const code = await h.server.stop("SIGTERM");
      await events.closed;
      expect(code).toBe(0); // a forced exit after the shutdown timeout would be 1
      expect(Date.now() - stopping).toBeLessThan(9_000);
    } finally {
      await stopHarness(h);
    }
  });
});

const runPostgres = postgresAvailable();
let cluster: PostgresCluster | undefined;
describe.runIf(runPostgres)("PostgreSQL", () => {
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(() => cluster?.stop());

  adminLeadsSuite("postgres", () => cluster!.url);

  it("carries a lead posted to instance A, and changes made on A's page, to an event stream on instance B", async () => {
    const a = await startHarness(cluster!.url);
    const b = await startHarness(cluster!.url);
    try {
      const cookie = await signIn(b.server.url, await createAdmin(b.target));
      const events = await openEvents(b, cookie);
      try {
        await events.next((e) => e.event === "ready");
        const id = await postLead(a);
        await events.next(change("insert", id));
        const adminOnA = await signIn(a.server.url, await createAdmin(a.target));
        expect((await act(a, adminOnA, { intent: "note", id: String(id), note: "מאינסטנס A" })).status).toBe(200);
        await events.next(change("update", id));
        expect((await act(a, adminOnA, { intent: "delete", id: String(id) })).status).toBe(200);
        await events.next(change("update", id));
        expect((await act(a, adminOnA, { intent: "delete-forever", id: String(id), confirm: "yes" })).status).toBe(200);
        await events.next(change("delete", id));
        // And B's page sees what A did.
        expect(lists(await page(b, cookie, "view=trash"), id)).toBe(false);
      } finally {
        events.close();
      }
    } finally {
      await stopHarness(a);
      await stopHarness(b);
    }
  });
});
