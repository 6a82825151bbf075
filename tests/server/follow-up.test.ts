/**
 * Issue 30, slice C against the real built server (docs/decisions/050): the reminder route (who
 * may, what it takes, without JavaScript), the note form adding to the history, the test clock
 * refused in production, and on PostgreSQL two instances pushing one due reminder once.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveSubscription } from "../../app/.server/push/subscriptions.ts";
import { noteMessages } from "../../app/lib/follow-up.ts";
import { ADMIN_PATH, LEAD_CHANGES } from "../../app/lib/paths.ts";
import { reminderMessages } from "../../app/lib/reminders.ts";
import { createPushKeys, reservePushEndpoint, startPushEndpoint } from "../../harness/push-endpoint.ts";
import { postgresAvailable, startPostgres, type PostgresCluster } from "../../harness/postgres.ts";
import { removeDir, startServer, tempDataDir, type ServerProcess } from "../../harness/server-process.ts";
import { createAdmin, createNonAdmin, signIn, withDb, type DbTarget, type TestUser } from "../support/admin.ts";

const HOUR = 3_600_000;

interface Harness {
  server: ServerProcess;
  target: DbTarget;
  clockFile: string;
  /** The port the stand-in push service may listen on (the server posts to no other loopback address). */
  pushPort: number;
}

async function startHarness(databaseUrl?: string): Promise<Harness> {
  const dataDir = tempDataDir();
  const clockFile = path.join(dataDir, "test-clock");
  writeFileSync(clockFile, "0");
  const push = await reservePushEndpoint();
  const server = await startServer({
    dataDir,
    env: { ...push.env, TEST_CLOCK_FILE: clockFile, LEADS_RATE_LIMIT: "10000", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  return { server, target: databaseUrl ? { databaseUrl } : { dataDir }, clockFile, pushPort: push.port };
}

async function stopHarness(h: Harness | undefined) {
  if (!h) return;
  await h.server.stop("SIGKILL");
  removeDir(h.server.dataDir);
}

function post(h: Harness, path: string, form: Record<string, string>, { cookie, origin = h.server.url }: { cookie?: string; origin?: string | null } = {}) {
  return fetch(`${h.server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
      ...(origin ? { Origin: origin } : {}),
    },
    body: new URLSearchParams(form),
  });
}

/** The reminder form as the page's fetcher posts it (React Router's data request). */
const reminderData = (h: Harness, form: Record<string, string>, cookie?: string) => post(h, `${LEAD_CHANGES.reminder}.data`, form, { cookie });

async function seedLead(h: Harness, name: string): Promise<number> {
  const res = await fetch(`${h.server.url}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, phone: "050-1234567", consent: true, source: "contact_form" }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const leadRow = (h: Harness, id: number) =>
  withDb(h.target, (db) => db.kysely.selectFrom("leads").select(["remind_at", "reminder_pushed_at", "notes"]).where("id", "=", id).executeTakeFirstOrThrow());
const activityOf = (h: Harness, id: number) =>
  withDb(h.target, (db) => db.kysely.selectFrom("activity_log").select(["action", "details", "user_email"]).where("lead_id", "=", id).orderBy("id").execute());

function followUpSuite(engine: string, databaseUrl: () => string | undefined) {
  describe(`reminders and notes on ${engine}`, () => {
    let h: Harness;
    let admin: TestUser;
    let adminCookie: string;
    let userCookie: string;
    beforeAll(async () => {
      h = await startHarness(databaseUrl());
      admin = await createAdmin(h.target);
      adminCookie = await signIn(h.server.url, admin);
      userCookie = await signIn(h.server.url, await createNonAdmin(h.target));
    }, 120_000);
    afterAll(() => stopHarness(h));

    it("refuses a reminder from another site, without a session, from a non-admin, and a bad form; changes nothing", async () => {
      const id = await seedLead(h, "ליד מוגן");
      const form = { id: String(id), preset: "hour" };
      expect((await post(h, `${LEAD_CHANGES.reminder}.data`, form, { cookie: adminCookie, origin: "https://evil.example" })).status).toBe(403);
      expect((await reminderData(h, form)).status).toBe(401);
      expect((await reminderData(h, form, userCookie)).status).toBe(403);
      expect((await reminderData(h, { id: String(id), preset: "someday" }, adminCookie)).status).toBe(400);
      expect((await reminderData(h, { ...form, id: "0" }, adminCookie)).status).toBe(400);
      expect((await reminderData(h, { ...form, id: "999999999" }, adminCookie)).status).toBe(404);
      const past = await reminderData(h, { id: String(id), at: "2020-01-01T10:00" }, adminCookie);
      expect(past.status).toBe(400);
      expect(await past.text()).toContain(reminderMessages.past);
      expect((await leadRow(h, id)).remind_at).toBeNull();
      expect(await activityOf(h, id)).toEqual([]);
    });

    it("sets, replaces and clears a reminder, in the log; without JavaScript back to the screen with a flash", async () => {
      const id = await seedLead(h, "ליד תזכורת");
      const set = await reminderData(h, { id: String(id), at: "2099-01-01T10:00" }, adminCookie);
      expect(set.status).toBe(400); // more than a year ahead
      const ok = await reminderData(h, { id: String(id), preset: "morning" }, adminCookie);
      expect(ok.status).toBe(200);
      const first = (await leadRow(h, id)).remind_at;
      expect(first).not.toBeNull();

      // Without JavaScript: a plain form post, then back where it was sent from, saying what it did.
      const back = `${ADMIN_PATH}?lead=${id}`;
      const plain = await post(h, LEAD_CHANGES.reminder, { id: String(id), preset: "hour", nojs: "1", back }, { cookie: adminCookie });
      expect(plain.status).toBe(303);
      expect(plain.headers.get("location")).toBe(back);
      const flash = plain.headers.getSetCookie().find((c) => c.startsWith("courier_flash="))!;
      expect(flash).toMatch(new RegExp(`^courier_flash=reminder\\.${id};`));
      expect((await leadRow(h, id)).remind_at).not.toBe(first); // one per lead: replaced
      const told = await (await fetch(`${h.server.url}${back}`, { headers: { Cookie: `${adminCookie}; ${flash.split(";")[0]}` } })).text();
      expect(told).toContain(`${reminderMessages.set}: ליד תזכורת`);
      // A bad time without JavaScript: back, saying so.
      const bad = await post(h, LEAD_CHANGES.reminder, { id: String(id), at: "yesterday", nojs: "1", back }, { cookie: adminCookie });
      expect(bad.status).toBe(303);
      expect(bad.headers.getSetCookie().join()).toContain(`courier_flash=reminder-invalid.${id}`);

      expect((await post(h, `${LEAD_CHANGES.clearReminder}.data`, { id: String(id) }, { cookie: adminCookie })).status).toBe(200);
      expect((await leadRow(h, id)).remind_at).toBeNull();
      const log = await activityOf(h, id);
      expect(log.map((entry) => entry.action)).toEqual(["reminder_set", "reminder_set", "reminder_cleared"]);
      expect(JSON.parse(log[0]!.details!)).toEqual({ at: new Date(first!).toISOString() });
      expect(log.every((entry) => entry.user_email === admin.email)).toBe(true);
      // The detail's log says it in words.
      const detail = await (await fetch(`${h.server.url}${ADMIN_PATH}?lead=${id}`, { headers: { Cookie: adminCookie } })).text();
      expect(detail).toContain("תזכורת נקבעה ל-");
      expect(detail).toContain("תזכורת בוטלה");
    });

    it("the note form adds to the history (who, when); a blank note is refused; the log never holds a note's words", async () => {
      const id = await seedLead(h, "ליד הערות");
      const note = (text: string) => post(h, LEAD_CHANGES.note, { id: String(id), note: text }, { cookie: adminCookie });
      expect((await note("ראשונה")).status).toBe(200);
      expect((await note("שנייה")).status).toBe(200);
      const blank = await note("   ");
      expect(blank.status).toBe(400);
      expect(await blank.text()).toContain(noteMessages.empty);
      expect((await leadRow(h, id)).notes).toBe("שנייה\n\nראשונה");
      const notes = await withDb(h.target, (db) =>
        db.kysely.selectFrom("lead_notes").select(["body", "user_email", "at"]).where("lead_id", "=", id).orderBy("id").execute(),
      );
      expect(notes.map((n) => [n.body, n.user_email])).toEqual([
        ["ראשונה", admin.email],
        ["שנייה", admin.email],
      ]);
      const log = await activityOf(h, id);
      expect(log.map((entry) => entry.action)).toEqual(["note", "note"]);
      expect(JSON.stringify(log)).not.toContain("ראשונה");
    });

    it("a due reminder is pushed once to the admin's device, and its lead rises to the top of the open view", async () => {
      const endpoint = await startPushEndpoint({ port: h.pushPort });
      try {
        const keys = createPushKeys();
        await withDb(h.target, async (db) => {
          const { id: userId } = await db.kysely.selectFrom("users").select("id").where("email", "=", admin.email).executeTakeFirstOrThrow();
          await saveSubscription(db, Number(userId), keys.subscription(`${endpoint.origin}/device`));
        });
        const id = await seedLead(h, "ליד שעלה");
        expect((await reminderData(h, { id: String(id), preset: "hour" }, adminCookie)).status).toBe(200);
        const before = await (await fetch(`${h.server.url}${ADMIN_PATH}`, { headers: { Cookie: adminCookie } })).text();
        expect(before).not.toContain("data-due-reminders");
        writeFileSync(h.clockFile, String(2 * HOUR));
        const reminders = () =>
          endpoint.received.map((m) => JSON.parse(keys.decrypt(m.body)) as { title: string; url: string }).filter((m) => m.title.startsWith("תזכורת:"));
        await expect.poll(reminders, { timeout: 20_000 }).toHaveLength(1);
        expect(reminders()[0]).toMatchObject({ title: "תזכורת: \u2068ליד שעלה\u2069", url: `${ADMIN_PATH}?lead=${id}` });
        // The push is sent while the lead is claimed; it is marked pushed right after the send returns.
        await expect.poll(async () => (await leadRow(h, id)).reminder_pushed_at, { timeout: 5_000 }).not.toBeNull();
        const after = await (await fetch(`${h.server.url}${ADMIN_PATH}`, { headers: { Cookie: adminCookie } })).text();
        expect(after).toContain("data-due-reminders");
        expect(after).toMatch(/תזכורת · (\d{2}\/\d{2} )?\d{2}:\d{2}/);
      } finally {
        writeFileSync(h.clockFile, "0");
        await endpoint.stop();
      }
    });
  });
}

describe("the test clock", () => {
  it("is refused when NODE_ENV is production: the server does not start", async () => {
    const dataDir = tempDataDir();
    try {
      await expect(startServer({ dataDir, env: { NODE_ENV: "production", TEST_CLOCK_FILE: path.join(dataDir, "clock") } })).rejects.toThrow(
        /TEST_CLOCK_FILE .* must be unset when NODE_ENV is production/,
      );
    } finally {
      removeDir(dataDir);
    }
  });
});

followUpSuite("sqlite", () => undefined);

describe.runIf(postgresAvailable())("PostgreSQL", () => {
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(() => cluster?.stop());

  followUpSuite("postgres", () => cluster!.url);

  it("two instances on one database push a due reminder once", async () => {
    const clockDir = tempDataDir();
    const clockFile = path.join(clockDir, "test-clock");
    writeFileSync(clockFile, "0");
    const endpoint = await startPushEndpoint();
    const env = {
      NODE_ENV: "test",
      TEST_CLOCK_FILE: clockFile,
      DATABASE_URL: cluster!.url,
      LEADS_RATE_LIMIT: "10000",
      PUSH_TEST_ENDPOINT_ORIGIN: endpoint.origin,
    };
    const [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
    try {
      const target = { databaseUrl: cluster!.url };
      const admin = await createAdmin(target);
      const keys = createPushKeys();
      await withDb(target, async (db) => {
        const { id: userId } = await db.kysely.selectFrom("users").select("id").where("email", "=", admin.email).executeTakeFirstOrThrow();
        await saveSubscription(db, Number(userId), keys.subscription(`${endpoint.origin}/two`));
      });
      const h = { server: a, target, clockFile, pushPort: 0 };
      const cookie = await signIn(a.url, admin);
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) ids.push(await seedLead(h, `שני מופעים ${"אבגדה"[i]}`));
      for (const id of ids) expect((await reminderData(h, { id: String(id), preset: "hour" }, cookie)).status).toBe(200);
      writeFileSync(clockFile, String(2 * HOUR));
      const titles = () =>
        endpoint.received
          .filter((m) => m.path === "/two")
          .map((m) => (JSON.parse(keys.decrypt(m.body)) as { title: string }).title)
          .filter((t) => t.startsWith("תזכורת:"));
      await expect.poll(() => titles().length, { timeout: 20_000 }).toBe(5);
      // Both instances have had their rounds since (each looks every 5 s): still one each.
      await expect
        .poll(async () =>
          withDb(target, async (db) =>
            (await db.kysely.selectFrom("leads").select("reminder_pushed_at").where("id", "in", ids).execute()).every((r) => r.reminder_pushed_at !== null),
          ),
        )
        .toBe(true);
      expect(new Set(titles()).size).toBe(5);
      expect(titles()).toHaveLength(5);
    } finally {
      await Promise.all([a.stop("SIGKILL"), b.stop("SIGKILL")]);
      removeDir(a.dataDir);
      removeDir(b.dataDir);
      removeDir(clockDir);
      await endpoint.stop();
    }
  }, 120_000);
});
