import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeOnBothEngines, type EngineSuite } from "../../../tests/support/both-engines.ts";
import { formatRecoveryCode, normalizeRecoveryCode, normalizeTotpCode, RECOVERY_CODE_ALPHABET } from "../../lib/two-factor.ts";
import type { Db } from "../db/index.ts";
import { CODE_FAILURES_FREE, CODE_FAILURES_LOCK, codeRetryDelaySeconds } from "../../lib/two-factor.ts";
import { createSession, findSession, hashToken, revokeSession, revokeUserSessions } from "./sessions.ts";
import {
  CHALLENGE_MAX_FAILURES,
  CHALLENGE_SECONDS,
  clearPendingEnrolments,
  codeBudget,
  confirmEnrolment,
  dismissCodeFailures,
  forgiveOwnFailures,
  twoFactorStates,
  unseenCodeFailures,
  createChallenge,
  disableTwoFactor,
  endChallenge,
  findChallenge,
  hasTwoFactor,
  matchingTotpStep,
  newRecoveryCodes,
  otpauthUri,
  pendingSecret,
  qrCodeSvg,
  recordChallengeFailure,
  twoFactorStatus,
  consumeSecondFactor,
} from "./two-factor.ts";
import { checkSignIn, recordFailure, releaseAttempt, reserveAttempt } from "./throttle.ts";
import { createUser } from "./users.ts";

/** What an authenticator app would show for this secret at this moment (the test's own otpauth). */
const codeAt = (secret: string, at: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp: at.getTime() });
const seconds = (at: Date, s: number) => new Date(at.getTime() + s * 1000);
/** The start of a 30-second step, so "one step later" is exactly that. */
const T0 = new Date("2026-11-24T10:00:00.000Z");
const STEP0 = Math.floor(T0.getTime() / 30_000);

describe("TOTP codes (RFC 6238: 30 s, 6 digits, SHA-1, one step either side)", () => {
  const secret = new Secret({ size: 20 }).base32;

  it("matches the RFC 6238 test vector for SHA-1 (what authenticator apps compute)", () => {
    // RFC 6238 appendix B: the ASCII secret "12345678901234567890", T = 59 s, 8 digits: 94287082.
    const rfcSecret = Secret.fromLatin1("12345678901234567890").base32;
    expect(matchingTotpStep(rfcSecret, "287082", new Date(59_000))).toBe(1);
  });

  it("accepts the current code, and the codes one step before and after, with their steps", () => {
    expect(matchingTotpStep(secret, codeAt(secret, T0), T0)).toBe(STEP0);
    expect(matchingTotpStep(secret, codeAt(secret, seconds(T0, -30)), T0)).toBe(STEP0 - 1);
    expect(matchingTotpStep(secret, codeAt(secret, seconds(T0, 30)), T0)).toBe(STEP0 + 1);
  });

  it("refuses codes two steps away, a wrong code, and another secret's code", () => {
    expect(matchingTotpStep(secret, codeAt(secret, seconds(T0, -60)), T0)).toBeNull();
    expect(matchingTotpStep(secret, codeAt(secret, seconds(T0, 60)), T0)).toBeNull();
    const right = codeAt(secret, T0);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    expect(matchingTotpStep(secret, wrong, T0)).toBeNull();
    expect(matchingTotpStep(new Secret({ size: 20 }).base32, right, T0)).toBeNull();
  });

  it("builds the otpauth:// address apps read (issuer, account, SHA1, 6 digits, 30 s) and draws it as SVG", async () => {
    const uri = otpauthUri("JBSWY3DPEHPK3PXP", "owner@example.co.il", "שליח אקספרס");
    const url = new URL(uri);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(url.searchParams.get("secret")).toBe("JBSWY3DPEHPK3PXP");
    expect(url.searchParams.get("algorithm")).toBe("SHA1");
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
    expect(url.searchParams.get("issuer")).toBe("שליח אקספרס");
    expect(decodeURIComponent(url.pathname)).toContain("owner@example.co.il");
    const svg = await qrCodeSvg(uri);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).not.toMatch(/<script|on\w+=|JBSWY3DPEHPK3PXP/i);
  });

  it("percent-encodes the issuer and the account, so a brand or an address with & + : or spaces stays whole in the link", () => {
    const uri = otpauthUri("JBSWY3DPEHPK3PXP", "owner+ops@example.co.il", "שליחים & בניו: צפון");
    expect(uri).toBe(
      `otpauth://totp/${encodeURIComponent("שליחים & בניו: צפון")}:owner%2Bops%40example.co.il?issuer=${encodeURIComponent("שליחים & בניו: צפון")}&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30`,
    );
    const url = new URL(uri);
    expect(url.searchParams.get("issuer")).toBe("שליחים & בניו: צפון");
    expect([...url.searchParams.keys()]).toEqual(["issuer", "secret", "algorithm", "digits", "period"]);
  });
});

describe("codes as typed", () => {
  it("takes 6 digits, with spaces or a dash as some apps show them", () => {
    expect(normalizeTotpCode("123456")).toEqual({ ok: true, code: "123456" });
    expect(normalizeTotpCode(" 123 456 ")).toEqual({ ok: true, code: "123456" });
    expect(normalizeTotpCode("123-456")).toEqual({ ok: true, code: "123456" });
    for (const bad of ["12345", "1234567", "12345a", "", null, 123456, "١٢٣٤٥٦"]) expect(normalizeTotpCode(bad).ok).toBe(false);
  });

  it("takes a recovery code in any case, with or without dashes; refuses look-alikes and other lengths", () => {
    const [code] = newRecoveryCodes(1);
    expect(code).toMatch(new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{12}$`));
    expect(normalizeRecoveryCode(formatRecoveryCode(code!).toUpperCase())).toEqual({ ok: true, code });
    expect(normalizeRecoveryCode(` ${formatRecoveryCode(code!)} `)).toEqual({ ok: true, code });
    for (const bad of ["abcd-efgh-23", "abcd-efgh-2345-6", "abcd-efgh-234o", "abcd-efgh-2341", null, "x".repeat(100)])
      expect(normalizeRecoveryCode(bad).ok).toBe(false);
  });

  it("makes ten distinct recovery codes", () => {
    expect(new Set(newRecoveryCodes()).size).toBe(10);
  });
});

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

describeOnBothEngines(storageSuite);
describeOnBothEngines(budgetSuite);
