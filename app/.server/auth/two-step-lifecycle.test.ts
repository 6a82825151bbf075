/** Two-step sign-in in storage, start to end: enrolment, codes, recovery codes, challenges, turning off (both engines). */
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeOnBothEngines, type EngineSuite } from "../../../tests/support/both-engines.ts";
import type { Db } from "../db/database.ts";
import { createSession, findSession, hashToken } from "./sessions.ts";
import { consumeSecondFactor } from "./code-verification.ts";
import { CHALLENGE_MAX_FAILURES, CHALLENGE_SECONDS, createChallenge, endChallenge, findChallenge, recordChallengeFailure } from "./sign-in-challenge.ts";
import { matchingTotpStep } from "./totp-codes.ts";
import { confirmEnrolment, disableTwoFactor, hasTwoFactor, pendingSecret, twoFactorStatus } from "./two-step-enrolment.ts";
import { checkSignIn, recordFailure, releaseAttempt, reserveAttempt } from "./throttle.ts";
import { createUser } from "./accounts.ts";

/** What an authenticator app would show for this secret at this moment (the test's own otpauth). */
const codeAt = (secret: string, at: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp: at.getTime() });
const seconds = (at: Date, s: number) => new Date(at.getTime() + s * 1000);
/** The start of a 30-second step, so "one step later" is exactly that. */
const T0 = new Date("2026-11-24T10:00:00.000Z");
const STEP0 = Math.floor(T0.getTime() / 30_000);

const storageSuite: EngineSuite = (engine, open) => {
  describe(`two-step sign-in storage on ${engine}`, () => {
    let db: Db;
    let userId: number;
    let secret: string;
    let recoveryCodes: string[];
    const times = { idleSeconds: 3600, maxAgeSeconds: 7200 };

    beforeAll(async () => {
      db = await open();
      userId = await createUser(db, `totp-${engine.toLowerCase()}@example.co.il`, "a long enough password", { admin: true });
    }, 60_000);
    afterAll(() => db?.close());

    let mine: string;
    let other: string;

    it("offers each session a secret of its own, the same on every load, not in force until confirmed", async () => {
      mine = await createSession(db, userId, times, T0);
      other = await createSession(db, userId, times, T0);
      secret = await pendingSecret(db, userId, hashToken(mine), T0);
      expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits of base32
      expect(await pendingSecret(db, userId, hashToken(mine), T0)).toBe(secret);
      // A session opened with the same (leaked) password is shown another secret, never this one.
      const othersSecret = await pendingSecret(db, userId, hashToken(other), T0);
      expect(othersSecret).not.toBe(secret);
      expect(await pendingSecret(db, userId, hashToken(mine), T0)).toBe(secret);
      expect(await hasTwoFactor(db, userId)).toBe(false);
      expect(await twoFactorStatus(db, userId)).toEqual({ enabled: false });
      // A code from one session's secret does not confirm from the other session.
      expect(await confirmEnrolment(db, userId, codeAt(secret, T0), { sessionId: hashToken(other), now: T0 })).toEqual({ ok: false, reason: "wrong-code" });
      expect(await confirmEnrolment(db, userId, codeAt(othersSecret, T0), { sessionId: hashToken(mine), now: T0 })).toEqual({
        ok: false,
        reason: "wrong-code",
      });
      // A session that was never shown a secret has none to confirm.
      const third = await createSession(db, userId, times, T0);
      expect(await confirmEnrolment(db, userId, codeAt(secret, T0), { sessionId: hashToken(third), now: T0 })).toEqual({
        ok: false,
        reason: "no-pending-secret",
      });
      expect(await hasTwoFactor(db, userId)).toBe(false);
    });

    it("refuses a wrong first code, and turns on with a right one: ten recovery codes, stored hashed, other sessions and their secrets ended", async () => {
      const wrong = String((Number(codeAt(secret, T0)) + 1) % 1_000_000).padStart(6, "0");
      expect(await confirmEnrolment(db, userId, wrong, { sessionId: hashToken(mine), now: T0 })).toEqual({ ok: false, reason: "wrong-code" });
      expect(await hasTwoFactor(db, userId)).toBe(false);

      const result = await confirmEnrolment(db, userId, codeAt(secret, T0), { sessionId: hashToken(mine), now: T0 });
      expect(result.ok).toBe(true);
      recoveryCodes = result.ok ? result.recoveryCodes : [];
      expect(recoveryCodes).toHaveLength(10);
      const user = await db.kysely.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
      expect(user.totp_secret).toBe(secret);
      expect(Number(user.totp_last_step)).toBe(STEP0);
      expect(await db.kysely.selectFrom("totp_enrolments").select("session_id").where("user_id", "=", userId).execute()).toEqual([]);
      const stored = await db.kysely.selectFrom("recovery_codes").select(["code_hash", "used_at"]).where("user_id", "=", userId).execute();
      expect(stored).toHaveLength(10);
      const dump = JSON.stringify(stored);
      for (const code of recoveryCodes) expect(dump).not.toContain(code);
      expect(await findSession(db, mine, times, T0)).not.toBeNull();
      expect(await findSession(db, other, times, T0)).toBeNull();
      expect(await twoFactorStatus(db, userId)).toEqual({ enabled: true, enabledAt: T0.toISOString(), recoveryCodesLeft: 10 });
      // Confirming again (a second tab) changes nothing.
      expect(await confirmEnrolment(db, userId, codeAt(secret, seconds(T0, 30)), { sessionId: hashToken(mine), now: seconds(T0, 30) })).toEqual({
        ok: false,
        reason: "already-enabled",
      });
    });

    it("refuses the enrolment's own code afterwards (replay), then accepts the next step's code once", async () => {
      expect(await consumeSecondFactor(db, userId, "totp", codeAt(secret, T0), T0)).toEqual({ ok: false, reason: "replayed", failures: 1 });
      const t1 = seconds(T0, 30);
      expect(await consumeSecondFactor(db, userId, "totp", codeAt(secret, t1), t1)).toMatchObject({ ok: true, kind: "totp" });
      // The right code forgave the failure before it: this one is the first in a row again.
      expect(await consumeSecondFactor(db, userId, "totp", codeAt(secret, t1), t1)).toEqual({ ok: false, reason: "replayed", failures: 1 });
    });

    it("refuses an older code still inside the window once a newer one was used", async () => {
      const t2 = seconds(T0, 60);
      // t1's code is one step back from t2: inside the window, but older than the last accepted (t1).
      expect(matchingTotpStep(secret, codeAt(secret, seconds(T0, 30)), t2)).toBe(STEP0 + 1);
      expect(await consumeSecondFactor(db, userId, "totp", codeAt(secret, seconds(T0, 30)), t2)).toMatchObject({ ok: false, reason: "replayed" });
      // A code from a step ahead (a phone clock a little fast) is fine, and then t2's own code is old.
      expect(await consumeSecondFactor(db, userId, "totp", codeAt(secret, seconds(T0, 90)), t2)).toMatchObject({ ok: true });
      expect(await consumeSecondFactor(db, userId, "totp", codeAt(secret, t2), t2)).toMatchObject({ ok: false, reason: "replayed" });
    });

    it("accepts one code once when it arrives twice at the same moment", async () => {
      const t = seconds(T0, 300);
      const code = codeAt(secret, t);
      const results = await Promise.all([consumeSecondFactor(db, userId, "totp", code, t), consumeSecondFactor(db, userId, "totp", code, t)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      // The other is refused: as a replay, or unchecked while the first one is being counted.
      expect(results.filter((r) => !r.ok).map((r) => (r.ok ? "" : r.reason))).toEqual([expect.stringMatching(/^(replayed|busy)$/)]);
    });

    it("refuses a wrong code as wrong (not as a replay)", async () => {
      const t = seconds(T0, 600);
      const wrong = String((Number(codeAt(secret, t)) + 7) % 1_000_000).padStart(6, "0");
      expect(await consumeSecondFactor(db, userId, "totp", wrong, t)).toMatchObject({ ok: false, reason: "wrong-code" });
    });

    it("accepts each recovery code once, and counts what is left", async () => {
      const [first, second] = recoveryCodes;
      expect(await consumeSecondFactor(db, userId, "recovery", first!, T0)).toEqual({ ok: true, kind: "recovery", recoveryCodesLeft: 9 });
      expect(await consumeSecondFactor(db, userId, "recovery", first!, T0)).toEqual({ ok: false, reason: "wrong-code", failures: 0 });
      expect(await consumeSecondFactor(db, userId, "recovery", "abcdefghjkmn", T0)).toEqual({ ok: false, reason: "wrong-code", failures: 0 });
      const racing = await Promise.all([consumeSecondFactor(db, userId, "recovery", second!, T0), consumeSecondFactor(db, userId, "recovery", second!, T0)]);
      expect(racing.filter((r) => r.ok)).toHaveLength(1);
      expect(await twoFactorStatus(db, userId)).toMatchObject({ recoveryCodesLeft: 8 });
    });

    it("opens a challenge for five minutes, stored hashed, ended by five wrong codes", async () => {
      const token = await createChallenge(db, userId, T0);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const ids = (await db.kysely.selectFrom("sign_in_challenges").select("id").execute()).map((r) => r.id);
      expect(ids).toContain(hashToken(token));
      expect(ids).not.toContain(token);
      const challenge = await findChallenge(db, token, seconds(T0, CHALLENGE_SECONDS - 1));
      expect(challenge).toMatchObject({ userId, email: `totp-${engine.toLowerCase()}@example.co.il`, failures: 0 });
      for (let i = 1; i < CHALLENGE_MAX_FAILURES; i++) expect(await recordChallengeFailure(db, challenge!.id)).toBe(true);
      expect(await recordChallengeFailure(db, challenge!.id)).toBe(false);
      expect(await findChallenge(db, token, T0)).toBeNull();
    });

    it("forgets an expired challenge, and refuses forged tokens", async () => {
      const token = await createChallenge(db, userId, T0);
      expect(await findChallenge(db, token, seconds(T0, CHALLENGE_SECONDS))).toBeNull();
      expect(await findChallenge(db, token, T0)).toBeNull(); // deleted when found expired
      for (const forged of [undefined, "", "A".repeat(43), "short", "!".repeat(43)]) expect(await findChallenge(db, forged, T0)).toBeNull();
    });

    it("lets only one of two successes end a challenge", async () => {
      const token = await createChallenge(db, userId, T0);
      const { id } = (await findChallenge(db, token, T0))!;
      expect(await Promise.all([endChallenge(db, id), endChallenge(db, id)])).toEqual(expect.arrayContaining([true, false]));
    });

    it("turns off: secrets, recovery codes, challenges gone; sessions too when reset by the command", async () => {
      const session = await createSession(db, userId, times, T0);
      await createChallenge(db, userId, T0);
      await disableTwoFactor(db, userId);
      expect(await findSession(db, session, times, T0)).not.toBeNull();
      const user = await db.kysely.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
      expect([user.totp_secret, user.totp_enabled_at, user.totp_last_step, user.totp_failures, user.totp_unseen_failures]).toEqual([null, null, null, 0, 0]);
      expect(await db.kysely.selectFrom("recovery_codes").select("id").where("user_id", "=", userId).execute()).toEqual([]);
      expect(await db.kysely.selectFrom("sign_in_challenges").select("id").where("user_id", "=", userId).execute()).toEqual([]);
      expect(await consumeSecondFactor(db, userId, "recovery", recoveryCodes[5]!, T0)).toEqual({ ok: false, reason: "not-enabled" });
      // A challenge left from before is no longer honoured either.
      await disableTwoFactor(db, userId, { endSessions: true });
      expect(await findSession(db, session, times, T0)).toBeNull();
    });

    it("throttle: a right password for a two-step account neither resets nor adds to the failures; wrong codes add up", async () => {
      const email = `throttle-${engine.toLowerCase()}@example.co.il`;
      const client = "203.0.113.9";
      const BLOCK = 60;
      const t = new Date("2026-11-24T11:00:00.000Z");
      for (let i = 0; i < 3; i++) await recordFailure(db, email, client, BLOCK, t); // three wrong codes
      const password = await reserveAttempt(db, email, client, BLOCK, t);
      expect(password.allowed).toBe(true);
      await releaseAttempt(db, email, client); // the password was right; the code is still to come
      await recordFailure(db, email, client, BLOCK, t); // a fourth wrong code
      expect(await checkSignIn(db, email, client, t)).toEqual({ allowed: true });
      await recordFailure(db, email, client, BLOCK, t); // the fifth: blocked, as after five wrong passwords
      expect(await checkSignIn(db, email, client, t)).toMatchObject({ allowed: false });
    });

    it("a fresh enrolment offers a new secret, and old recovery codes do not come back", async () => {
      const session = hashToken(await createSession(db, userId, times, T0));
      const next = await pendingSecret(db, userId, session, T0);
      expect(next).not.toBe(secret);
      const result = await confirmEnrolment(db, userId, codeAt(next, T0), { sessionId: session, now: T0 });
      expect(result.ok).toBe(true);
      expect(await consumeSecondFactor(db, userId, "recovery", recoveryCodes[3]!, T0)).toMatchObject({ ok: false, reason: "wrong-code" });
    });
  });
};

describeOnBothEngines(storageSuite);
