import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeOnBothEngines, type EngineSuite } from "../../../tests/support/both-engines.ts";
import type { Db } from "../db/database.ts";
import {
  addPasskey,
  findPasskey,
  hasPasskey,
  listPasskeys,
  PASSKEY_CHALLENGE_SECONDS,
  PASSKEY_SIGN_IN_CHALLENGES_MAX,
  PASSKEY_SIGN_IN_CHALLENGES_PER_CLIENT,
  passkeyCounts,
  purgeExpiredChallenges,
  recordPasskeyUse,
  removePasskey,
  saveChallenge,
  takeChallenge,
  userCredentials,
} from "./passkey-store.ts";
import { createUser, removeUser, resetSecondSteps } from "./accounts.ts";

const T0 = new Date("2026-11-26T08:00:00.000Z");
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

const passkeySuite: EngineSuite = (engine, open) => {
  describe(`passkey storage on ${engine}`, () => {
    let db: Db;
    let owner: number;
    let other: number;

    beforeAll(async () => {
      db = await open();
      owner = await createUser(db, `passkey-owner-${engine.toLowerCase()}@example.co.il`, "a long enough password", { admin: true });
      other = await createUser(db, `passkey-other-${engine.toLowerCase()}@example.co.il`, "a long enough password", { admin: true });
    }, 60_000);
    afterAll(() => db?.close());

    const credential = (n: number, userId: number) => ({
      userId,
      credentialId: `cred-${engine}-${n}`,
      publicKey: `pk-${n}`,
      counter: 0,
      transports: ["internal", "hybrid"],
      deviceName: `הטלפון של דני ${n}`,
    });

    it("keeps a passkey once, lists it with its name and times, and finds it by credential id", async () => {
      expect(await hasPasskey(db, owner)).toBe(false);
      const added = await addPasskey(db, credential(1, owner), T0);
      expect(added.ok).toBe(true);
      // The same credential again (for anyone) is refused: a credential id names one passkey.
      expect(await addPasskey(db, credential(1, other), T0)).toEqual({ ok: false, reason: "duplicate" });
      expect(await hasPasskey(db, owner)).toBe(true);
      expect(await hasPasskey(db, other)).toBe(false);
      const listed = await listPasskeys(db, owner);
      expect(listed).toEqual([{ id: expect.any(Number), deviceName: "הטלפון של דני 1", createdAt: T0.toISOString(), lastUsedAt: null }]);
      expect(await findPasskey(db, `cred-${engine}-1`)).toEqual({
        id: listed[0]!.id,
        userId: owner,
        credentialId: `cred-${engine}-1`,
        publicKey: "pk-1",
        counter: 0,
        transports: ["internal", "hybrid"],
      });
      expect(await findPasskey(db, "no-such-credential")).toBeNull();
      expect(await userCredentials(db, owner)).toEqual([{ id: `cred-${engine}-1`, transports: ["internal", "hybrid"] }]);
    });

    it("moves the counter forward only from the value checked, and notes the last use", async () => {
      const stored = (await findPasskey(db, `cred-${engine}-1`))!;
      expect(await recordPasskeyUse(db, stored, 5, later(60))).toBe(true);
      // A second use checked against the old counter (a clone racing) is not recorded.
      expect(await recordPasskeyUse(db, stored, 6, later(61))).toBe(false);
      const after = (await findPasskey(db, `cred-${engine}-1`))!;
      expect(after.counter).toBe(5);
      expect((await listPasskeys(db, owner))[0]!.lastUsedAt).toBe(later(60).toISOString());
    });

    it("counts each user's passkeys, and removes one only for its own user", async () => {
      await addPasskey(db, credential(2, owner), later(120));
      await addPasskey(db, credential(3, other), later(120));
      const counts = await passkeyCounts(db);
      expect(counts.get(`passkey-owner-${engine.toLowerCase()}@example.co.il`)).toBe(2);
      expect(counts.get(`passkey-other-${engine.toLowerCase()}@example.co.il`)).toBe(1);
      const [first] = await listPasskeys(db, owner);
      expect(await removePasskey(db, other, first!.id)).toBeNull();
      expect(await removePasskey(db, owner, first!.id)).toBe("הטלפון של דני 1");
      expect(await removePasskey(db, owner, first!.id)).toBeNull();
      expect((await listPasskeys(db, owner)).map((p) => p.deviceName)).toEqual(["הטלפון של דני 2"]);
    });

    it("removes all of a user's passkeys (2fa-reset) and a removed user's go with them", async () => {
      expect(await resetSecondSteps(db, `passkey-owner-${engine.toLowerCase()}@example.co.il`)).toMatchObject({ passkeys: 1 });
      expect(await hasPasskey(db, owner)).toBe(false);
      expect(await hasPasskey(db, other)).toBe(true);
      await removeUser(db, `passkey-other-${engine.toLowerCase()}@example.co.il`);
      expect(await findPasskey(db, `cred-${engine}-3`)).toBeNull();
      other = await createUser(db, `passkey-other-${engine.toLowerCase()}@example.co.il`, "a long enough password", { admin: true });
    });

    const browserA = { browser: "a".repeat(64), client: "203.0.113.7" };
    const take = (challenge: string, purpose: "registration" | "authentication", userId: number | null, at: Date, browser: string | null = null) =>
      takeChallenge(db, challenge, purpose, userId, { now: at, browser });

    it("takes a challenge once, for its purpose and user (a sign-in's: from the browser that asked), before it expires", async () => {
      await saveChallenge(db, { challenge: "reg-1", userId: owner, purpose: "registration" }, T0);
      // Another user, or the other purpose, does not get it, and it is gone after that try.
      expect(await take("reg-1", "registration", other, T0)).toBe(false);
      expect(await take("reg-1", "registration", owner, T0)).toBe(false);

      await saveChallenge(db, { challenge: "reg-2", userId: owner, purpose: "registration" }, T0);
      expect(await take("reg-2", "authentication", null, T0, browserA.browser)).toBe(false);

      expect(await saveChallenge(db, { challenge: "auth-1", userId: null, purpose: "authentication", owner: browserA }, T0)).toBe(true);
      expect(await take("auth-1", "authentication", null, later(PASSKEY_CHALLENGE_SECONDS - 1), browserA.browser)).toBe(true);
      // Replayed: refused.
      expect(await take("auth-1", "authentication", null, later(PASSKEY_CHALLENGE_SECONDS - 1), browserA.browser)).toBe(false);

      await saveChallenge(db, { challenge: "auth-2", userId: null, purpose: "authentication", owner: browserA }, T0);
      expect(await take("auth-2", "authentication", null, later(PASSKEY_CHALLENGE_SECONDS), browserA.browser)).toBe(false);
      expect(await take("never-issued", "authentication", null, T0, browserA.browser)).toBe(false);

      // Answered from another browser, or from none: refused (and spent).
      await saveChallenge(db, { challenge: "auth-3", userId: null, purpose: "authentication", owner: browserA }, T0);
      expect(await take("auth-3", "authentication", null, T0, "b".repeat(64))).toBe(false);
      await saveChallenge(db, { challenge: "auth-4", userId: null, purpose: "authentication", owner: browserA }, T0);
      expect(await take("auth-4", "authentication", null, T0, null)).toBe(false);
    });

    it("gives one of two racing takes the challenge", async () => {
      await saveChallenge(db, { challenge: "auth-race", userId: null, purpose: "authentication", owner: browserA }, T0);
      const results = await Promise.all([1, 2, 3].map(() => take("auth-race", "authentication", null, T0, browserA.browser)));
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it("keeps one sign-in challenge per browser, refuses an address past its share, and never lets a flood push out the owner's", async () => {
      await db.kysely.deleteFrom("passkey_challenges").execute();
      await saveChallenge(db, { challenge: "old", userId: null, purpose: "authentication", owner: browserA }, T0);
      expect(await purgeExpiredChallenges(db, later(PASSKEY_CHALLENGE_SECONDS))).toBe(1);

      const owners = { browser: "0".repeat(64), client: "198.51.100.20" };
      await saveChallenge(db, { challenge: "reg-3", userId: owner, purpose: "registration" }, T0);
      expect(await saveChallenge(db, { challenge: "the-owners-first", userId: null, purpose: "authentication", owner: owners }, T0)).toBe(true);
      // Asking again from the same browser replaces its own.
      expect(await saveChallenge(db, { challenge: "the-owners", userId: null, purpose: "authentication", owner: owners }, T0)).toBe(true);
      expect(await take("the-owners-first", "authentication", null, T0, owners.browser)).toBe(false);

      // A stranger's flood from one address, each ask from a new browser: its share, then refusals.
      const flood = (client: string, i: number) => ({ browser: i.toString(16).padStart(64, "f"), client });
      const fromOne = [];
      for (let i = 0; i < PASSKEY_SIGN_IN_CHALLENGES_PER_CLIENT + 5; i++) {
        fromOne.push(await saveChallenge(db, { challenge: `flood-${i}`, userId: null, purpose: "authentication", owner: flood("203.0.113.66", i) }, T0));
      }
      expect(fromOne.filter(Boolean)).toHaveLength(PASSKEY_SIGN_IN_CHALLENGES_PER_CLIENT);
      // From many addresses, up to the overall ceiling (filled directly, as that many asks would take long): refused past it.
      const wide = Array.from({ length: PASSKEY_SIGN_IN_CHALLENGES_MAX }, (_, i) => ({
        challenge: `wide-${i}`,
        user_id: null,
        purpose: "authentication" as const,
        expires_at: later(PASSKEY_CHALLENGE_SECONDS).toISOString(),
        browser: flood("x", i).browser.replace(/^f/, "e"),
        client: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
      }));
      for (let i = 0; i < wide.length; i += 1000)
        await db.kysely
          .insertInto("passkey_challenges")
          .values(wide.slice(i, i + 1000))
          .execute();
      expect(await saveChallenge(db, { challenge: "one-more", userId: null, purpose: "authentication", owner: flood("192.0.2.1", 1) }, T0)).toBe(false);
      // The owner's own, and a registration (a signed-in admin's), are still there to be answered.
      expect(await take("the-owners", "authentication", null, T0, owners.browser)).toBe(true);
      expect(await take("reg-3", "registration", owner, T0)).toBe(true);
    });
  });
};

describeOnBothEngines(passkeySuite);
