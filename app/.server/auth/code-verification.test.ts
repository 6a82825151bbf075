import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeOnBothEngines, type EngineSuite } from "../../../tests/support/both-engines.ts";
import type { Db } from "../db/database.ts";
import { CODE_FAILURES_FREE, CODE_FAILURES_LOCK, codeRetryDelaySeconds } from "../../lib/two-factor.ts";
import { createSession, hashToken, revokeSession, revokeUserSessions } from "./sessions.ts";
import { dismissCodeFailures, forgiveOwnFailures, unseenCodeFailures } from "./code-failure-notices.ts";
import { codeBudget, consumeSecondFactor } from "./code-verification.ts";
import { clearPendingEnrolments, confirmEnrolment, twoFactorStates, disableTwoFactor, pendingSecret } from "./two-step-enrolment.ts";
import { createUser } from "./accounts.ts";

/** What an authenticator app would show for this secret at this moment (the test's own otpauth). */
const codeAt = (secret: string, at: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp: at.getTime() });
const seconds = (at: Date, s: number) => new Date(at.getTime() + s * 1000);
/** The start of a 30-second step, so "one step later" is exactly that. */
const T0 = new Date("2026-11-24T10:00:00.000Z");

const budgetSuite: EngineSuite = (engine, open) => {
  describe(`the budget of codes and the enrolment's session on ${engine}`, () => {
    let db: Db;
    const times = { idleSeconds: 3600, maxAgeSeconds: 7200 };
    const wrongAt = (secret: string, at: Date) => String((Number(codeAt(secret, at)) + 500_000) % 1_000_000).padStart(6, "0");
    const userRow = (userId: number) =>
      db.kysely.selectFrom("users").select(["totp_failures", "totp_unseen_failures"]).where("id", "=", userId).executeTakeFirstOrThrow();

    beforeAll(async () => {
      db = await open();
    }, 60_000);
    afterAll(() => db?.close());

    /** A new admin with two-step sign-in on (enrolled at T0): its id, secret and recovery codes. */
    async function enrolled(name: string) {
      const userId = await createUser(db, `${name}-${engine.toLowerCase()}@example.co.il`, "a long enough password", { admin: true });
      const sessionId = hashToken(await createSession(db, userId, times, T0));
      const secret = await pendingSecret(db, userId, sessionId, T0);
      const result = await confirmEnrolment(db, userId, codeAt(secret, T0), { sessionId, now: T0 });
      if (!result.ok) throw new Error(result.reason);
      return { userId, secret, recoveryCodes: result.recoveryCodes };
    }

    it("counts failed codes in a row across challenges: five free, then a growing wait (even a right code waits, unchecked), a right code forgives them", async () => {
      const { userId, secret } = await enrolled("budget");
      let t = seconds(T0, 60);
      for (let i = 1; i <= CODE_FAILURES_FREE; i++) {
        expect(await consumeSecondFactor(db, userId, "totp", wrongAt(secret, t), t)).toEqual({ ok: false, reason: "wrong-code", failures: i });
      }
      expect(await codeBudget(db, userId, t)).toEqual({ failures: 5, locked: false, retryAfterSeconds: 30 });
      // The sixth code, right or wrong, waits 30 s and is not looked at.
      expect(await consumeSecondFactor(db, userId, "totp", codeAt(secret, t), seconds(t, 29))).toEqual({ ok: false, reason: "delayed", retryAfterSeconds: 1 });
      expect((await userRow(userId)).totp_failures).toBe(5);
      t = seconds(t, 30);
      expect(await consumeSecondFactor(db, userId, "totp", wrongAt(secret, t), t)).toEqual({ ok: false, reason: "wrong-code", failures: 6 });
      expect(await consumeSecondFactor(db, userId, "totp", wrongAt(secret, t), seconds(t, 59))).toEqual({ ok: false, reason: "delayed", retryAfterSeconds: 1 });
      t = seconds(t, 60);
      expect(await consumeSecondFactor(db, userId, "totp", codeAt(secret, t), t)).toMatchObject({ ok: true });
      expect(await codeBudget(db, userId, t)).toEqual({ failures: 0, locked: false, retryAfterSeconds: 0 });
      // Every failed code is kept for the owner's banner; the right one is not.
      expect(await unseenCodeFailures(db, userId)).toEqual({ count: 6, locked: false });
    });

    it("locks 6-digit codes at the twentieth failure in a row, for good; a recovery code still works and lifts the lock", async () => {
      const { userId, secret, recoveryCodes } = await enrolled("lock");
      let t = seconds(T0, 60);
      for (let i = 1; i <= CODE_FAILURES_LOCK; i++) {
        expect(await consumeSecondFactor(db, userId, "totp", wrongAt(secret, t), t)).toEqual({ ok: false, reason: "wrong-code", failures: i });
        t = seconds(t, codeRetryDelaySeconds(i));
      }
      expect(await codeBudget(db, userId, t)).toMatchObject({ failures: 20, locked: true });
      // A week later, the right code is still refused unchecked; nothing is counted any more.
      const later = seconds(t, 7 * 86_400);
      expect(await consumeSecondFactor(db, userId, "totp", codeAt(secret, later), later)).toEqual({ ok: false, reason: "locked" });
      expect((await twoFactorStates(db)).get(`lock-${engine.toLowerCase()}@example.co.il`)).toEqual({ enabled: true, failures: 20, locked: true });
      // A wrong recovery code neither waits nor counts toward the lock; a right one lifts it.
      expect(await consumeSecondFactor(db, userId, "recovery", "abcdefghjkmn", later)).toEqual({ ok: false, reason: "wrong-code", failures: 0 });
      expect(await consumeSecondFactor(db, userId, "recovery", recoveryCodes[0]!, later)).toEqual({ ok: true, kind: "recovery", recoveryCodesLeft: 9 });
      expect(await codeBudget(db, userId, later)).toEqual({ failures: 0, locked: false, retryAfterSeconds: 0 });
      expect(await consumeSecondFactor(db, userId, "totp", codeAt(secret, later), later)).toMatchObject({ ok: true });
      expect(await unseenCodeFailures(db, userId)).toEqual({ count: 21, locked: false });
    });

    it("lets one of many codes sent at once be checked, never more: the others are refused unchecked", async () => {
      const { userId, secret } = await enrolled("race");
      const t = seconds(T0, 60);
      for (let i = 0; i < CODE_FAILURES_FREE - 1; i++) await consumeSecondFactor(db, userId, "totp", wrongAt(secret, t), t);
      const results = await Promise.all(Array.from({ length: 10 }, () => consumeSecondFactor(db, userId, "totp", wrongAt(secret, t), t)));
      const reasons = results.map((r) => (r.ok ? "ok" : r.reason));
      expect(reasons.filter((r) => r === "wrong-code")).toHaveLength(1);
      expect(reasons.filter((r) => r !== "wrong-code").every((r) => r === "busy" || r === "delayed")).toBe(true);
      expect((await userRow(userId)).totp_failures).toBe(CODE_FAILURES_FREE);
    });

    it("leaves a sign-in's own failed codes out of the banner, and forgets the rest once dismissed", async () => {
      const { userId, secret } = await enrolled("banner");
      const t = seconds(T0, 60);
      for (let i = 0; i < 3; i++) await consumeSecondFactor(db, userId, "totp", wrongAt(secret, t), t);
      await forgiveOwnFailures(db, userId, 1);
      expect(await unseenCodeFailures(db, userId)).toEqual({ count: 2, locked: false });
      await forgiveOwnFailures(db, userId, 5);
      expect(await unseenCodeFailures(db, userId)).toBeNull();
      await consumeSecondFactor(db, userId, "totp", wrongAt(secret, t), t);
      expect(await unseenCodeFailures(db, userId)).toEqual({ count: 1, locked: false });
      await dismissCodeFailures(db, userId);
      expect(await unseenCodeFailures(db, userId)).toBeNull();
    });

    it("forgets a session's enrolment secret when the session ends: sign-out, every session revoked, a new password, the reset", async () => {
      const userId = await createUser(db, `ending-${engine.toLowerCase()}@example.co.il`, "a long enough password", { admin: true });
      const offered = async () => (await db.kysely.selectFrom("totp_enrolments").select("session_id").where("user_id", "=", userId).execute()).length;
      const session = await createSession(db, userId, times, T0);
      const first = await pendingSecret(db, userId, hashToken(session), T0);
      await revokeSession(db, session);
      expect(await offered()).toBe(0);
      // The same browser signing in again gets a new session, and a new secret.
      const again = await createSession(db, userId, times, T0);
      const second = await pendingSecret(db, userId, hashToken(again), T0);
      expect(second).not.toBe(first);
      expect(await confirmEnrolment(db, userId, codeAt(first, T0), { sessionId: hashToken(again), now: T0 })).toEqual({ ok: false, reason: "wrong-code" });
      await revokeUserSessions(db, userId);
      expect(await offered()).toBe(0);
      const third = hashToken(await createSession(db, userId, times, T0));
      await pendingSecret(db, userId, third, T0);
      await clearPendingEnrolments(db, userId);
      expect(await offered()).toBe(0);
      expect(await confirmEnrolment(db, userId, codeAt(second, T0), { sessionId: third, now: T0 })).toEqual({ ok: false, reason: "no-pending-secret" });
      await pendingSecret(db, userId, third, T0);
      await disableTwoFactor(db, userId, { endSessions: true });
      expect(await offered()).toBe(0);
    });

    it("refuses to offer a secret to another user's session", async () => {
      const owner = await createUser(db, `owner-${engine.toLowerCase()}@example.co.il`, "a long enough password", { admin: true });
      const stranger = await createUser(db, `stranger-${engine.toLowerCase()}@example.co.il`, "a long enough password", { admin: true });
      const session = hashToken(await createSession(db, owner, times, T0));
      await pendingSecret(db, owner, session, T0);
      await expect(pendingSecret(db, stranger, session, T0)).rejects.toThrow();
    });
  });
};

describeOnBothEngines(budgetSuite);
