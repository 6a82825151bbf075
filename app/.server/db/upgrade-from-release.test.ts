/**
 * The upgrade from the release of 2026-11-25 (ccc4acc, migrations 0001..0008) to the newest, on
 * both engines: tests/support/release-2026-11-25.ts builds that release's schema and fills it with
 * rows of every kind its code wrote; openDb then runs every later migration, as the server does at
 * start-up; each check below reads the rows through today's code (the stores the admin uses).
 *
 * Adding a migration: if it changes what stored rows mean (a column's values, a view, a table
 * moved), add an `it` below (or a `describe` named after the migration) that reads the fixture's
 * rows through the code that reads them now, and states what the owner sees of them. If the
 * release of 2026-11-25 could not have written what the migration concerns, describe the rows in
 * a new fixture for the release that could (tests/support/release-<date>.ts, built the same way)
 * and give it a suite of its own here. The last `it` checks that every migration ran; nothing to
 * add there. The admin's own pages over an upgraded database: tests/server/upgrade-from-release.test.ts.
 */
import { sql } from "kysely";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeOnBothEngines } from "../../../tests/support/both-engines.ts";
import { fillRelease20261125, type ReleaseFixture, type ReleaseLead } from "../../../tests/support/release-2026-11-25.ts";
import { activityLabels, type LeadView } from "../../lib/admin-leads.ts";
import { listActivity } from "../activity.ts";
import { recordFirstContact } from "../admin-leads/first-contact-store.ts";
import { countLeads, findLead, listLeads, restoreFromTrash } from "../admin-leads/queries.ts";
import { leadNotes } from "../admin-leads/notes.ts";
import { hasRole, listUsers } from "../auth/accounts.ts";
import { consumeSecondFactor } from "../auth/code-verification.ts";
import { verifyPassword } from "../auth/password.ts";
import { findSession } from "../auth/sessions.ts";
import { findChallenge } from "../auth/sign-in-challenge.ts";
import { checkSignIn } from "../auth/throttle.ts";
import { hasTwoFactor, twoFactorStatus } from "../auth/two-step-enrolment.ts";
import { lastBackupRun, lastSuccessfulBackupAt } from "../backup/last-backup.ts";
import { saveLead } from "../leads.ts";
import { leadInput } from "../../../tests/support/lead-fixtures.ts";
import { openDb, type Db } from "./database.ts";
import { migrationProvider } from "./migrations.ts";

/** The day after the release: what "now" is for the checks that depend on it. */
const NOW = new Date("2026-11-25T10:00:00.000Z");
const SESSION_TIMES = { idleSeconds: 12 * 3600, maxAgeSeconds: 30 * 86_400 };

const ids = (leads: readonly ReleaseLead[]) => leads.map((lead) => lead.id).sort((a, b) => a - b);

describeOnBothEngines((engine, _open, target) => {
  describe(`the release of 2026-11-25 upgraded to the newest on ${engine}`, () => {
    let release: ReleaseFixture;
    let db: Db;
    beforeAll(async () => {
      release = await fillRelease20261125(target());
      db = await openDb(target());
    }, 60_000);
    afterAll(() => db?.close());

    const live = () => release.leads.filter((lead) => !lead.deletedAt);
    const customers = () => live().filter((lead) => !lead.spam && !lead.joinTeamContact);
    /** The join-team page's contacts: job applications since 0022. */
    const applicants = () => live().filter((lead) => !lead.spam && lead.joinTeamContact);
    const inView = async (view: LeadView, search = "") =>
      (await listLeads(db, { view, search, pageSize: 1_000 })).rows.map((row) => row.id).sort((a, b) => a - b);

    it("reads every lead as it was: a handled one is closed since then and out of the open view, an untouched one is new", async () => {
      expect(release.leads.length).toBeGreaterThan(150);
      for (const lead of release.leads) {
        const now = await findLead(db, lead.id);
        expect(now, lead.name).toMatchObject({
          name: lead.name,
          phone: lead.phone,
          createdAt: lead.createdAt,
          source: lead.joinTeamContact ? "join_team" : lead.source,
          // An application reads in its own stages (0020, 0022): a handled one was called.
          stage: lead.handledAt ? (lead.joinTeamContact ? "called" : "closed") : "new",
          handledAt: lead.handledAt,
          isSpam: lead.spam,
          deletedAt: lead.deletedAt,
          notes: lead.note,
        });
      }
      const open = customers().filter((lead) => !lead.handledAt);
      const closed = customers().filter((lead) => lead.handledAt);
      expect(open.length).toBeGreaterThan(50);
      expect(closed.length).toBeGreaterThan(40);
      expect(await inView("open")).toEqual(ids(open));
      expect(await inView("new")).toEqual(ids(open));
      expect(await inView("all")).toEqual(ids(customers()));
      for (const view of ["no_answer", "quote_sent", "won", "lost"] as const) expect(await inView(view), view).toEqual([]);
    });

    it("keeps spam as spam and the trash as the trash, whatever state a trashed lead was in", async () => {
      const trash = release.leads.filter((lead) => lead.deletedAt);
      expect(trash.some((lead) => lead.spam) && trash.some((lead) => lead.handledAt) && trash.some((lead) => !lead.handledAt && !lead.spam)).toBe(true);
      expect(await inView("spam")).toEqual(ids(live().filter((lead) => lead.spam)));
      expect(await inView("trash")).toEqual(ids(trash));
      // The erased lead is gone for good.
      expect(await findLead(db, release.erasedLeadId)).toBeUndefined();
    });

    it("counts per view match the leads", async () => {
      const open = customers().filter((lead) => !lead.handledAt).length;
      expect(await countLeads(db, NOW)).toEqual({
        total: customers().length,
        today: 0,
        week: 0,
        open,
        new: open,
        no_answer: 0,
        quote_sent: 0,
        won: 0,
        lost: 0,
        applicants: applicants().length,
        spam: live().filter((lead) => lead.spam).length,
        trash: release.leads.filter((lead) => lead.deletedAt).length,
      });
    });

    it("keeps each lead's note as the first of its note history (at the lead's time, no author: the release kept neither)", async () => {
      const noted = release.leads.filter((lead) => lead.note);
      expect(noted.length).toBeGreaterThan(20);
      for (const lead of release.leads) {
        const history = await leadNotes(db, lead.id);
        expect(
          history.map(({ at, userEmail, body }) => ({ at, userEmail, body })),
          lead.name,
        ).toEqual(lead.note ? [{ at: lead.createdAt, userEmail: null, body: lead.note }] : []);
      }
      // Who wrote it and when is in the activity log, as it was.
      const handledWithNote = release.leads.find((lead) => lead.name === "אסף בן-דוד")!;
      expect(handledWithNote).toMatchObject({ handledAt: expect.any(String), note: "סגרנו בטלפון, משלוח ביום ראשון" });
      const entries = (await listActivity(db, { leadId: handledWithNote.id })).rows.map((row) => [row.action, row.userEmail]);
      expect(entries).toEqual(
        expect.arrayContaining([
          ["note", expect.stringContaining("@shlihuyot.co.il")],
          ["handled", expect.stringContaining("@shlihuyot.co.il")],
        ]),
      );
    });

    it("makes the join-team page's contacts the applications they were (0022): in the applicants' view, out of the customers', a handled one called", async () => {
      const joinTeam = applicants();
      expect(joinTeam.length).toBeGreaterThan(3);
      expect(joinTeam.some((lead) => lead.handledAt) && joinTeam.some((lead) => !lead.handledAt)).toBe(true);
      for (const lead of joinTeam) {
        const now = await db.kysely.selectFrom("leads").select(["source", "page_path", "applicant_stage"]).where("id", "=", lead.id).executeTakeFirstOrThrow();
        expect(now, lead.name).toEqual({ source: "join_team", page_path: "/join-team", applicant_stage: lead.handledAt ? "called" : "new" });
      }
      expect(await inView("applicants")).toEqual(ids(joinTeam));
      for (const view of ["all", "open", "new"] as const) expect(await inView(view), view).toEqual(expect.not.arrayContaining([joinTeam[0]!.id]));
      // A spam or trashed contact from the page is an application too, and stays where it was.
      const elsewhere = release.leads.filter((lead) => lead.joinTeamContact && (lead.spam || lead.deletedAt));
      for (const lead of elsewhere) expect((await findLead(db, lead.id))?.source, lead.name).toBe("join_team");
    });

    it("no old lead waits for a first contact (0023): the release recorded none, so its leads' first contact is not known", async () => {
      const open = customers().filter((lead) => !lead.handledAt && !lead.spam);
      expect(open.length).toBeGreaterThan(10);
      for (const lead of release.leads)
        expect(await findLead(db, lead.id), lead.name).toMatchObject({ firstContact: "unrecorded", awaitingFirstContact: false });
      // A call now is not their first; a lead that comes after the upgrade waits as any new lead does.
      expect(await recordFirstContact(db, open[0]!.id, { by: "owner@example.co.il", via: "call" })).toBe("kept");
      const after = await saveLead(db, leadInput({ name: "אחרי השדרוג" }), { spam: false });
      expect(await findLead(db, after)).toMatchObject({ firstContact: null, awaitingFirstContact: true });
      await db.kysely.deleteFrom("leads").where("id", "=", after).execute();
    });

    it("finds the old leads by name as typed (any quote mark), by a note's words, by phone, and in the trash (the search index was rebuilt)", async () => {
      const named = (name: string) => release.leads.find((lead) => lead.name === name)!.id;
      expect(await inView("open", 'ד"ר גולן')).toEqual([named("ד״ר גולן אריאלי")]);
      expect(await inView("open", 'עו"ד מיכל')).toEqual([named("עו״ד מיכל ברק")]);
      expect(await inView("all", "חוזה לפני")).toEqual([named("עו״ד מיכל ברק")]);
      const byPhone = release.leads.find((lead) => lead.phone.startsWith("05") && !lead.deletedAt)!;
      expect(await inView("open", byPhone.phone.replaceAll("-", ""))).toEqual([byPhone.id]);
      const trashed = release.leads.find((lead) => lead.deletedAt && !lead.spam)!;
      expect(await inView("trash", trashed.name)).toEqual([trashed.id]);
    });

    it("keeps the users: their passwords, roles, sessions and the two-step state they had", async () => {
      for (const user of [release.owner, release.partner, release.clerk]) {
        const { password_hash } = await db.kysely.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
        expect(await verifyPassword(user.password, password_hash), user.email).toBe(true);
        expect(await verifyPassword(`${user.password}!`, password_hash), user.email).toBe(false);
        expect(await hasRole(db, user.id), user.email).toBe(user.admin);
      }
      expect((await listUsers(db, NOW)).map(({ email, roles }) => ({ email, roles }))).toEqual([
        { email: release.clerk.email, roles: [] },
        { email: release.owner.email, roles: ["admin"] },
        { email: release.partner.email, roles: ["admin"] },
      ]);
      expect(await twoFactorStatus(db, release.owner.id)).toEqual({ enabled: true, enabledAt: "2026-10-02T08:30:00.000Z", recoveryCodesLeft: 8 });
      // The partner's unconfirmed enrolment was a pending secret; 0009 made enrolments per session and let it go.
      expect(await hasTwoFactor(db, release.partner.id)).toBe(false);

      const session = await findSession(db, release.sessions.live.token, SESSION_TIMES, new Date("2026-11-24T22:00:00.000Z"), { renew: false });
      expect(session).toMatchObject({ userId: release.owner.id, email: release.owner.email, method: "password", verifiedAt: release.sessions.live.createdAt });
      expect(await findSession(db, release.sessions.expired.token, SESSION_TIMES, NOW)).toBeNull();

      const challenge = await findChallenge(db, release.challenge.token, new Date(Date.parse(release.challenge.createdAt) + 60_000));
      expect(challenge).toMatchObject({ userId: release.owner.id, email: release.owner.email, failures: 1 });

      const blockedAt = new Date(Date.parse(release.blockedClient.until) - 3_600_000);
      expect(await checkSignIn(db, release.owner.email, release.blockedClient.address, blockedAt)).toMatchObject({ allowed: false });
      expect(await checkSignIn(db, release.owner.email, "198.51.100.10", blockedAt)).toEqual({ allowed: true });
    });

    it("still reads every activity entry, with its words, its author and the lead it names as it is now", async () => {
      for (const { action } of release.activity) expect(Object.keys(activityLabels)).toContain(action);
      const page = await listActivity(db, { pageSize: 1_000 });
      expect(page.total).toBe(release.activity.length);
      expect(page.rows[0]!.at).toBe(release.activity.at(-1)!.at);
      const names = new Map(release.leads.map((lead) => [lead.id, lead.name]));
      const key = (entry: { action: string; at: string; userEmail: string | null; leadId: number | null; details: Record<string, unknown> | null }) =>
        JSON.stringify([entry.at, entry.action, entry.userEmail, entry.leadId, entry.details]);
      expect(page.rows.map(key).sort()).toEqual(release.activity.map(key).sort());
      for (const row of page.rows) expect(row.leadName, `${row.action} ${row.leadId}`).toBe(row.leadId === null ? null : (names.get(row.leadId) ?? null));
      expect(page.rows.find((row) => row.action === "delete_forever")).toMatchObject({ leadId: release.erasedLeadId, leadName: null });
    });

    it("lists the backup runs: the newest, and the newest that succeeded", async () => {
      const newest = release.backupRuns.at(-1)!;
      expect(await lastBackupRun(db)).toEqual({
        finishedAt: new Date(newest.finishedAt),
        status: "ok",
        file: newest.file,
        bytes: newest.bytes,
        error: null,
        afterStatus: "failed",
        afterError: "rclone exited with code 1",
      });
      expect(await lastSuccessfulBackupAt(db)).toEqual(new Date(newest.finishedAt));
      const { n } = await db.kysely
        .selectFrom("backup_runs")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(release.backupRuns.length);
    });

    it("keeps the summary's version row and, on PostgreSQL, the rate limiter's counters", async () => {
      const version = await sql<{ id: number; version: number | string }>`SELECT id, version FROM leads_version`.execute(db.kysely);
      expect(version.rows).toHaveLength(1);
      expect(Number(version.rows[0]!.version)).toBeGreaterThan(0);
      if (db.engine === "postgres") {
        const limits = await sql<{ points: number }>`SELECT points FROM rate_limits WHERE key = 'leads:198.51.100.23'`.execute(db.kysely);
        expect(limits.rows).toEqual([{ points: 3 }]);
      }
    });

    it("a code from the owner's stored secret and an unused recovery code still sign in; a used one and a replayed code do not", async () => {
      const signedInAt = new Date("2026-11-25T09:00:00.000Z");
      const code = TOTP.generate({
        secret: Secret.fromBase32(release.owner.totpSecret),
        algorithm: "SHA1",
        digits: 6,
        period: 30,
        timestamp: signedInAt.getTime(),
      });
      expect(await consumeSecondFactor(db, release.owner.id, "totp", code, signedInAt)).toMatchObject({ ok: true, kind: "totp" });
      expect(await consumeSecondFactor(db, release.owner.id, "totp", code, signedInAt)).toMatchObject({ ok: false, reason: "replayed" });
      const unused = release.owner.recoveryCodes.find((recovery) => !recovery.used)!.code;
      const used = release.owner.recoveryCodes.find((recovery) => recovery.used)!.code;
      expect(await consumeSecondFactor(db, release.owner.id, "recovery", unused, signedInAt)).toEqual({ ok: true, kind: "recovery", recoveryCodesLeft: 7 });
      expect(await consumeSecondFactor(db, release.owner.id, "recovery", used, signedInAt)).toMatchObject({ ok: false, reason: "wrong-code" });
    });

    it("a trashed lead restored today comes back in the state it had: a handled one closed, an open one new", async () => {
      const trashedHandled = release.leads.find((lead) => lead.deletedAt && lead.handledAt && !lead.spam)!;
      const trashedOpen = release.leads.find((lead) => lead.deletedAt && !lead.handledAt && !lead.spam)!;
      for (const lead of [trashedHandled, trashedOpen]) expect(await restoreFromTrash(db, lead.id)).toBe(true);
      expect(await findLead(db, trashedHandled.id)).toMatchObject({ stage: "closed", handledAt: trashedHandled.handledAt, deletedAt: null });
      expect(await findLead(db, trashedOpen.id)).toMatchObject({ stage: "new", handledAt: null, deletedAt: null });
      const open = await inView("open");
      expect(open).toContain(trashedOpen.id);
      expect(open).not.toContain(trashedHandled.id);
    });

    it("ran every migration after the release's, in order", async () => {
      const ran = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db.kysely);
      const all = Object.keys(await migrationProvider(db.engine).getMigrations()).sort();
      expect(ran.rows.map((row) => row.name)).toEqual(all);
    });
  });
});
