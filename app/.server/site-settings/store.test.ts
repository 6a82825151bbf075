import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../../tests/support/both-engines.ts";
import { type BusinessDetails } from "../../lib/site-settings.ts";
import { createUser, revokeRole } from "../auth/accounts.ts";
import type { Db } from "../db/database.ts";
import {
  discardDrafts,
  isLivePreview,
  latestVersion,
  latestVersionId,
  listVersions,
  publishDrafts,
  readDrafts,
  rollBackTo,
  saveDraft,
  startPreview,
} from "./store.ts";
import { startingSettings } from "./starting.ts";

const start = startingSettings();
const business = (changes: Partial<BusinessDetails>): BusinessDetails => ({ ...start.business, ...changes });

function siteStoreSuite(engine: string, open: () => Promise<Db>) {
  describe(`the site's versions on ${engine}`, () => {
    const db = suiteDb(open, ["site_previews", "site_drafts", "site_versions", "activity_log", "sessions", "user_roles", "users"]);
    const actor = (userId: number) => ({ userId, userEmail: "owner@example.co.il", client: "127.0.0.1" });

    it("publishes the drafts over the starting values, which stay a version of their own; a rollback is a new version naming the one it restored", async () => {
      const owner = await createUser(db, "owner@example.co.il", "a long enough password", { admin: true });
      expect(await latestVersion(db)).toBeNull();
      expect(await publishDrafts(db, actor(owner))).toBeNull(); // nothing to publish

      expect(await saveDraft(db, "business", business({ phone: "052-555-1234" }), 0, actor(owner))).toEqual({ ok: true, revision: 1 });
      const published = await publishDrafts(db, actor(owner));
      expect(published).not.toBeNull();
      expect(await readDrafts(db)).toEqual([]);
      expect((await latestVersion(db))!.settings.business.phone).toBe("052-555-1234");
      expect(await latestVersionId(db)).toBe(published);

      const versions = await listVersions(db);
      expect(versions.map((v) => [v.publishedBy, v.changes])).toEqual([
        ["owner@example.co.il", ["טלפון: 050-123-4567 ← 052-555-1234"]],
        [null, []],
      ]);
      const baseline = versions[1]!.id;
      const restored = await rollBackTo(db, baseline, actor(owner));
      expect((await latestVersion(db))!.settings).toEqual(start);
      expect((await listVersions(db))[0]).toMatchObject({ id: restored, restoredFrom: baseline, changes: ["טלפון: 052-555-1234 ← 050-123-4567"] });
      expect(await rollBackTo(db, 987_654, actor(owner))).toBeNull();

      const logged = await db.kysely.selectFrom("activity_log").select(["action", "details"]).orderBy("id").execute();
      expect(logged.map((row) => row.action)).toEqual(["site_draft", "site_publish", "site_rollback"]);
      expect(JSON.parse(logged[2]!.details!)).toEqual({ version: baseline });
    });

    it("refuses a save made over another admin's, with what that admin saved; nothing is overwritten", async () => {
      const owner = await createUser(db, "first@example.co.il", "a long enough password", { admin: true });
      await saveDraft(db, "notice", null, 0, actor(owner));
      const theirs = await saveDraft(db, "business", business({ address: "רחוב הנמל 1, חיפה" }), 0, actor(owner));
      expect(theirs).toEqual({ ok: true, revision: 1 });
      const mine = await saveDraft(db, "business", business({ address: "דרך העצמאות 9, אשדוד" }), 0, actor(owner));
      expect(mine).toMatchObject({ ok: false, current: { revision: 1, value: { address: "רחוב הנמל 1, חיפה" } } });
      expect(await saveDraft(db, "business", business({ address: "דרך העצמאות 9, אשדוד" }), 1, actor(owner))).toEqual({ ok: true, revision: 2 });
      expect(await discardDrafts(db, actor(owner))).toBe(2);
      expect(await readDrafts(db)).toEqual([]);
    });

    it("lets a preview cookie show the draft only while it is unexpired and its user still an admin", async () => {
      const owner = await createUser(db, "preview@example.co.il", "a long enough password", { admin: true });
      const now = new Date("2026-11-28T10:00:00Z");
      const { token } = await startPreview(db, owner, now);
      expect(await isLivePreview(db, token, now)).toBe(true);
      expect(await isLivePreview(db, token, new Date("2026-11-28T12:01:00Z"))).toBe(false);
      expect(await isLivePreview(db, "x".repeat(43), now)).toBe(false);
      expect(await isLivePreview(db, "'; DROP TABLE users; --", now)).toBe(false);
      await revokeRole(db, "preview@example.co.il");
      expect(await isLivePreview(db, token, now)).toBe(false);
    });
  });
}

describeOnBothEngines(siteStoreSuite);
