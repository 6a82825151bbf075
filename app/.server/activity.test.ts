import { describe, expect, it, vi } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../tests/support/both-engines.ts";
import { listActivity, purgeActivityBefore, recordActivity } from "./activity.ts";
import { createUser, grantRole } from "./auth/accounts.ts";
import { saveLead } from "./leads.ts";
import type { Db } from "./db/database.ts";

const minutes = (n: number) => new Date(Date.UTC(2026, 4, 1, 10, n));

function activitySuite(engine: string, open: () => Promise<Db>) {
  describe(`activity log on ${engine}`, () => {
    const db = suiteDb(open, ["activity_log", "leads", "user_roles", "sessions", "users"]);

    it("records who did what, when, from where, to which lead", async () => {
      await recordActivity(db, {
        action: "export",
        userId: 7,
        userEmail: "owner@example.co.il",
        client: "203.0.113.7",
        details: { rows: 12, view: "all" },
        now: minutes(1),
      });
      await recordActivity(db, { action: "handled", userId: 7, userEmail: "owner@example.co.il", client: "203.0.113.7", leadId: 42, now: minutes(2) });
      expect((await listActivity(db)).rows).toEqual([
        {
          id: expect.any(Number),
          at: minutes(2).toISOString(),
          userEmail: "owner@example.co.il",
          client: "203.0.113.7",
          action: "handled",
          leadId: 42,
          leadName: null, // no such lead (erased, or never here)
          details: null,
        },
        {
          id: expect.any(Number),
          at: minutes(1).toISOString(),
          userEmail: "owner@example.co.il",
          client: "203.0.113.7",
          action: "export",
          leadId: null,
          leadName: null,
          details: { rows: 12, view: "all" },
        },
      ]);
    });

    it("keeps only allowed detail keys with short values: never a password, a token or a note's text", async () => {
      await recordActivity(db, {
        action: "note",
        leadId: 1,
        details: { field: "note", note: "להתקשר מחר", password: "hunter22", token: "abc", email: "x".repeat(201), known: true, count: 3, reason: null },
      });
      await recordActivity(db, { action: "sign_in_failed", details: { password: "hunter22" } });
      const [onlyPassword, note] = (await listActivity(db)).rows;
      expect(note!.details).toEqual({ field: "note", known: true, count: 3, reason: null });
      expect(onlyPassword!.details).toBeNull();
      const stored = JSON.stringify(await db.kysely.selectFrom("activity_log").selectAll().execute());
      for (const secret of ["hunter22", "להתקשר", "abc", "xxxx"]) expect(stored).not.toContain(secret);
    });

    it("keeps a stage change's from, to, value and reason", async () => {
      await recordActivity(db, { action: "stage", leadId: 5, details: { from: "new", to: "won", value: 450 } });
      await recordActivity(db, { action: "stage", leadId: 5, details: { from: "won", to: "lost", reason: "price" } });
      expect((await listActivity(db, { leadId: 5 })).rows.map((row) => row.details)).toEqual([
        { from: "won", to: "lost", reason: "price" },
        { from: "new", to: "won", value: 450 },
      ]);
    });

    it("never fails the caller: a write that cannot happen is logged", async () => {
      const closed = await open();
      await closed.close();
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        await expect(recordActivity(closed, { action: "sign_in" })).resolves.toBeUndefined();
        expect(error).toHaveBeenCalledWith(expect.stringContaining("activity not recorded"));
      } finally {
        error.mockRestore();
      }
    });

    it("pages newest first, ties broken by id, and lists one lead's entries", async () => {
      for (let i = 0; i < 5; i++) await recordActivity(db, { action: "note", leadId: i % 2 === 0 ? 10 : 11, now: minutes(i) });
      await recordActivity(db, { action: "restore", leadId: 10, now: minutes(4) }); // same instant as the last
      const first = await listActivity(db, { pageSize: 2 });
      expect(first).toMatchObject({ total: 6, page: 1, pageSize: 2 });
      expect(first.rows.map((r) => [r.action, r.at])).toEqual([
        ["restore", minutes(4).toISOString()],
        ["note", minutes(4).toISOString()],
      ]);
      const third = await listActivity(db, { pageSize: 2, page: 3 });
      expect(third.rows.map((r) => r.at)).toEqual([minutes(1).toISOString(), minutes(0).toISOString()]);

      const lead = await listActivity(db, { leadId: 11 });
      expect(lead.total).toBe(2);
      expect(lead.rows.map((r) => [r.leadId, r.at])).toEqual([
        [11, minutes(3).toISOString()],
        [11, minutes(1).toISOString()],
      ]);
    });

    it("names each entry's lead by its customer's name as it is now, and says whether several admins can act", async () => {
      const id = await saveLead(db, { name: "John Smith", phone: "050-1234567", consent: true, source: "lead_form" }, { spam: false });
      await recordActivity(db, { action: "delete", leadId: id, now: minutes(1) });
      await recordActivity(db, { action: "delete_forever", leadId: id + 1000, now: minutes(2) });
      const page = await listActivity(db);
      expect(page.rows.map((r) => [r.action, r.leadName])).toEqual([
        ["delete_forever", null],
        ["delete", "John Smith"],
      ]);
      expect((await listActivity(db, { leadId: id })).rows[0]!.leadName).toBe("John Smith");
      expect(page.severalAdmins).toBe(false);
      await createUser(db, "owner@example.co.il", "a long enough password 1", { admin: true });
      await createUser(db, "clerk@example.co.il", "a long enough password 2");
      expect((await listActivity(db)).severalAdmins).toBe(false); // a second user, not a second admin
      await grantRole(db, "clerk@example.co.il");
      expect((await listActivity(db)).severalAdmins).toBe(true);
    });

    it("purges entries written before a cutoff", async () => {
      await recordActivity(db, { action: "sign_in", now: minutes(1) });
      await recordActivity(db, { action: "sign_out", now: minutes(3) });
      expect(await purgeActivityBefore(db, minutes(2))).toBe(1);
      expect((await listActivity(db)).rows.map((r) => r.action)).toEqual(["sign_out"]);
    });
  });
}

describeOnBothEngines(activitySuite);
