/**
 * Issue 26, the second step, against the built server on both engines, through the admin page's
 * own forms: codes failed in a row on an account slow the next code and then lock it until a
 * recovery code (or the users command) lifts it, and the owner is told by e-mail and on the page;
 * a secret offered for enrolment belongs to the session that was shown it, so a session opened
 * with a leaked password before the owner enrols never holds the owner's key.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { Secret, TOTP } from "otpauth";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PAGES, SECURITY_ACTIONS, SIGN_IN_ACTIONS } from "../../app/lib/paths.ts";
import { CODE_FAILURES_FREE, CODE_FAILURES_LOCK, twoFactorMessages } from "../../app/lib/two-factor.ts";
import { createAdmin, screenForQuery, SIGN_IN_PATH, signIn, signInForm, withDb, type DbTarget, type TestUser } from "../support/admin.ts";
import { postgresAvailable, startPostgres, type PostgresCluster } from "../../harness/postgres.ts";
import { freePort, removeDir, startServer, tempDataDir, type ServerProcess } from "../../harness/server-process.ts";

const ADMIN = "/manage-leads-2024";
const root = path.resolve(import.meta.dirname, "../..");

interface Harness {
  server: ServerProcess;
  target: DbTarget;
  /** Every e-mail the server sent: its recipients and decoded subject. */
  mail: Array<{ to: string[]; subject: string }>;
  smtp: SMTPServer;
}

/** A header's MIME encoded-words (=?UTF-8?B?...?= or ?Q?), decoded. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

async function startHarness(databaseUrl?: string): Promise<Harness> {
  const mail: Harness["mail"] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("latin1")));
      stream.on("end", () => {
        const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
        const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? "";
        mail.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: decodeHeader(subject) });
        done();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
  const dataDir = tempDataDir();
  const server = await startServer({
    dataDir,
    env: { TRUST_PROXY: "1", SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  return { server, target: databaseUrl ? { databaseUrl } : { dataDir }, mail, smtp };
}

async function stopHarness(h: Harness | undefined) {
  if (!h) return;
  await h.server.stop("SIGKILL");
  removeDir(h.server.dataDir);
  await new Promise<void>((resolve) => h.smtp.close(() => resolve()));
}

/** What an authenticator app shows for this secret `stepsAhead` steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp: Date.now() + stepsAhead * 30_000 });

/** A 6-digit code none of whose neighbours the server would accept now. */
function wrongCodeFor(secret: string): string {
  const accepted = new Set([-1, 0, 1, 2].map((ahead) => codeFor(secret, ahead)));
  for (let n = 1; ; n++) {
    const candidate = String((Number(codeFor(secret)) + 111_111 * n) % 1_000_000).padStart(6, "0");
    if (!accepted.has(candidate)) return candidate;
  }
}

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0];

let addresses = 0;
/** A client address never used before, so the per-client and per-pair throttle never stands in the way. */
const newAddress = () => `10.26.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

/** The password, right, for a two-step account: the challenge cookie. */
async function passwordStep(h: Harness, user: Pick<TestUser, "email" | "password">, address = newAddress()): Promise<string> {
  const res = await fetch(`${h.server.url}${SIGN_IN_PATH}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: h.server.url, "X-Forwarded-For": address },
    body: new URLSearchParams(signInForm(user)),
  });
  // On to the second step: no session yet.
  expect(res.status).toBe(303);
  expect(res.headers.get("location")).toBe(`${ADMIN}/second-step`);
  const challenge = cookieOf(res, "courier_2fa");
  expect(challenge).toBeDefined();
  return challenge!;
}

/** A form post to the admin route that takes it, as its forms send it (no JavaScript). */
async function pagePost(h: Harness, cookie: string, route: string, fields: Record<string, string>, options: { address?: string } = {}) {
  const res = await fetch(`${h.server.url}${route}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: cookie,
      Origin: h.server.url,
      "X-Forwarded-For": options.address ?? newAddress(),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
  });
  return { status: res.status, session: cookieOf(res, "courier_session"), html: await res.text(), retryAfter: res.headers.get("retry-after") };
}

const page = async (h: Harness, cookie: string, search = "") =>
  (await fetch(`${h.server.url}${screenForQuery(search)}`, { headers: { Cookie: cookie } })).text();

/** The enrolment key the security section shows this session, as the owner would type it. */
async function shownSecret(h: Harness, session: string): Promise<string | undefined> {
  const html = await page(h, session, "?security=1");
  return /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(html)?.[1]?.replace(/ /g, "");
}

/** Turns two-step sign-in on from the page; returns the secret and the recovery codes shown once. */
async function enrol(h: Harness, session: string) {
  const secret = (await shownSecret(h, session))!;
  const res = await pagePost(h, session, SECURITY_ACTIONS.enableTwoStep, { code: codeFor(secret) });
  expect(res.status).toBe(200);
  const recoveryCodes = [...res.html.matchAll(/>([a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4})</g)].map((m) => m[1]!);
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes };
}

const usersCommand = (h: Harness, ...args: string[]) =>
  promisify(execFile)(process.execPath, ["bin/users.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: h.target.dataDir ?? h.server.dataDir, DATABASE_URL: h.target.databaseUrl ?? "" },
  });

const userRow = (h: Harness, email: string) =>
  withDb(h.target, (db) =>
    db.kysely.selectFrom("users").select(["id", "totp_secret", "totp_failures", "totp_unseen_failures"]).where("email", "=", email).executeTakeFirstOrThrow(),
  );

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

function budgetSuite(engine: "sqlite" | "postgres", databaseUrl: () => string | undefined) {
  describe(`the second step on ${engine}`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness(databaseUrl());
    });
    afterAll(() => stopHarness(h));

    it("the enrolment key does not leak forward: a session opened with a leaked password sees another key, passwd ends it, and its copy never completes a sign-in", async () => {
      const owner = await createAdmin(h.target);
      // Before the owner enrols, someone signs in with the leaked password and reads the key offered.
      const attacker = await signIn(h.server.url, owner);
      const attackersCopy = (await shownSecret(h, attacker))!;
      expect(attackersCopy).toMatch(/^[A-Z2-7]{32}$/);
      expect(await shownSecret(h, attacker)).toBe(attackersCopy); // the same on a reload: an app scanned a moment ago still matches

      // Another session of the same account is shown another key; the attacker's code does not confirm from it.
      const ownerBefore = await signIn(h.server.url, owner);
      const ownersKeyBefore = (await shownSecret(h, ownerBefore))!;
      expect(ownersKeyBefore).not.toBe(attackersCopy);
      const crossed = await pagePost(h, ownerBefore, SECURITY_ACTIONS.enableTwoStep, { code: codeFor(attackersCopy) });
      expect(crossed.status).toBe(400);
      expect((await userRow(h, owner.email)).totp_secret).toBeNull();

      // The owner changes the password: every session ends, and with them the keys they were shown.
      const newPassword = `new-${owner.password}`;
      await usersCommand(h, "passwd", owner.email, "--password", newPassword);
      const offered = await withDb(h.target, (db) =>
        db.kysely
          .selectFrom("totp_enrolments")
          .innerJoin("users", "users.id", "totp_enrolments.user_id")
          .select("secret")
          .where("users.email", "=", owner.email)
          .execute(),
      );
      expect(offered).toEqual([]);
      const late = await pagePost(h, attacker, SECURITY_ACTIONS.enableTwoStep, { code: codeFor(attackersCopy) });
      expect(late.status).toBe(401);

      // The owner signs in with the new password and is shown a fresh key, neither of the old ones.
      const renewed = { email: owner.email, password: newPassword };
      const ownerSession = await signIn(h.server.url, renewed);
      const { secret } = await enrol(h, ownerSession);
      expect(secret).not.toBe(attackersCopy);
      expect(secret).not.toBe(ownersKeyBefore);

      // With the password (leaked again, say), a code from the attacker's copy opens nothing; the owner's does.
      const attempt = await pagePost(h, await passwordStep(h, renewed), ADMIN_PAGES.secondStep, { code: codeFor(attackersCopy, 1) });
      expect(attempt.status).toBe(401);
      expect(attempt.session).toBeUndefined();
      const right = await pagePost(h, await passwordStep(h, renewed), ADMIN_PAGES.secondStep, { code: codeFor(secret, 1) });
      expect(right.status).toBe(303);
      expect(right.session).toBeDefined();
    });

    it("codes failed in a row slow the next (a right one too, unchecked), lock at the twentieth until a recovery code, and the owner is told by e-mail and on the page", async () => {
      const owner = await createAdmin(h.target);
      const { secret, recoveryCodes } = await enrol(h, await signIn(h.server.url, owner));

      // Someone with the password: a fresh challenge and a new address for every code.
      for (let i = 1; i <= CODE_FAILURES_FREE; i++) {
        const res = await pagePost(h, await passwordStep(h, owner), ADMIN_PAGES.secondStep, { code: wrongCodeFor(secret) });
        expect(res.status).toBe(401);
      }
      expect((await userRow(h, owner.email)).totp_failures).toBe(CODE_FAILURES_FREE);
      await expect
        .poll(() => h.mail.filter((m) => m.to.includes(owner.email)).map((m) => m.subject), { timeout: 15_000 })
        .toEqual(["קודי אימות שגויים בכניסה למערכת הניהול"]);

      // The next code waits, whoever sends it and whatever it is: the right code is not even looked at.
      const waiting = await pagePost(h, await passwordStep(h, owner), ADMIN_PAGES.secondStep, { code: codeFor(secret, 1) });
      expect(waiting.status).toBe(429);
      expect(Number(waiting.retryAfter)).toBeGreaterThan(0);
      expect(Number(waiting.retryAfter)).toBeLessThanOrEqual(30);
      expect(waiting.session).toBeUndefined();
      expect(waiting.html).toContain("יותר מדי קודים שגויים ברצף");
      expect((await userRow(h, owner.email)).totp_failures).toBe(CODE_FAILURES_FREE);

      // Hours later (the waits between the 5th and the 20th add up to 2 h 45 min): one short of the lock.
      await withDb(h.target, (db) =>
        db.kysely
          .updateTable("users")
          .set({ totp_failures: CODE_FAILURES_LOCK - 1, totp_failed_at: new Date(Date.now() - 3_600_000).toISOString() })
          .where("email", "=", owner.email)
          .execute(),
      );
      const twentieth = await pagePost(h, await passwordStep(h, owner), ADMIN_PAGES.secondStep, { code: wrongCodeFor(secret) });
      expect(twentieth.status).toBe(401);
      expect((await userRow(h, owner.email)).totp_failures).toBe(CODE_FAILURES_LOCK);
      await expect
        .poll(() => h.mail.filter((m) => m.to.includes(owner.email)).map((m) => m.subject), { timeout: 15_000 })
        .toEqual(["קודי אימות שגויים בכניסה למערכת הניהול", "הכניסה בקוד אימות ננעלה"]);
      const logged = await withDb(h.target, (db) =>
        db.kysely
          .selectFrom("activity_log")
          .select(["action", "details"])
          .where("user_email", "=", owner.email)
          .where("action", "=", "two_factor_locked")
          .execute(),
      );
      expect(logged).toEqual([{ action: "two_factor_locked", details: JSON.stringify({ count: CODE_FAILURES_LOCK }) }]);
      expect((await usersCommand(h, "list")).stdout).toMatch(new RegExp(`^${owner.email}\\t.*\\t2fa: locked \\(20 wrong codes in a row`, "m"));

      // Locked: the right code is refused, unchecked, however long one waits.
      const locked = await pagePost(h, await passwordStep(h, owner), ADMIN_PAGES.secondStep, { code: codeFor(secret, 1) });
      expect(locked.status).toBe(423);
      expect(locked.html).toContain(escapeHtml(twoFactorMessages.codeLocked));
      expect(locked.session).toBeUndefined();

      // A recovery code still opens it, and lifts the lock.
      const recovered = await pagePost(h, await passwordStep(h, owner), SIGN_IN_ACTIONS.recoveryCode, { recoveryCode: recoveryCodes[0]! });
      expect(recovered.status).toBe(303);
      expect((await userRow(h, owner.email)).totp_failures).toBe(0);

      // The page tells the owner what happened since the last sign-in, until "הבנתי".
      const html = await page(h, recovered.session!);
      expect(html).toContain('data-testid="code-failure-banner"');
      expect(html).toContain(escapeHtml(twoFactorMessages.failuresBanner(CODE_FAILURES_FREE + 1)));
      // Read ("הבנתי"): its own action route, then back to the leads.
      const dismissed = await pagePost(h, recovered.session!, ADMIN_PAGES.dismissCodeFailures, {});
      expect(dismissed.status).toBe(303);
      expect(await page(h, recovered.session!)).not.toContain('data-testid="code-failure-banner"');

      // 6-digit codes work again.
      const again = await pagePost(h, await passwordStep(h, owner), ADMIN_PAGES.secondStep, { code: codeFor(secret, 1) });
      expect(again.status).toBe(303);
      expect((await usersCommand(h, "list")).stdout).toMatch(new RegExp(`^${owner.email}\\t.*\\t2fa: on(\\t|$)`, "m"));
    });

    it("a sign-in's own typos make no banner", async () => {
      const owner = await createAdmin(h.target);
      const { secret } = await enrol(h, await signIn(h.server.url, owner));
      const challenge = await passwordStep(h, owner);
      const address = newAddress();
      expect((await pagePost(h, challenge, ADMIN_PAGES.secondStep, { code: wrongCodeFor(secret) }, { address })).status).toBe(401);
      const signedIn = await pagePost(h, challenge, ADMIN_PAGES.secondStep, { code: codeFor(secret, 1) }, { address });
      expect(signedIn.status).toBe(303);
      expect(await page(h, signedIn.session!)).not.toContain('data-testid="code-failure-banner"');
      expect((await userRow(h, owner.email)).totp_unseen_failures).toBe(0);
    });

    it("wrong codes given to turn two-step sign-in off spend the same budget", async () => {
      const owner = await createAdmin(h.target);
      const session = await signIn(h.server.url, owner);
      const { secret } = await enrol(h, session);
      for (let i = 1; i <= CODE_FAILURES_FREE; i++) {
        const res = await pagePost(h, session, SECURITY_ACTIONS.disableTwoStep, { code: wrongCodeFor(secret) });
        expect(res.status).toBe(400);
      }
      const waiting = await pagePost(h, session, SECURITY_ACTIONS.disableTwoStep, { code: codeFor(secret, 1) });
      expect(waiting.status).toBe(429);
      expect(waiting.html).toContain("יותר מדי קודים שגויים ברצף");
      expect((await userRow(h, owner.email)).totp_secret).not.toBeNull();
    });

    it("the users command's 2fa-reset lifts a lock (two-step sign-in off, the count gone)", async () => {
      const owner = await createAdmin(h.target);
      await enrol(h, await signIn(h.server.url, owner));
      await withDb(h.target, (db) => db.kysely.updateTable("users").set({ totp_failures: CODE_FAILURES_LOCK }).where("email", "=", owner.email).execute());
      expect((await usersCommand(h, "list")).stdout).toMatch(new RegExp(`^${owner.email}\\t.*\\t2fa: locked`, "m"));
      await usersCommand(h, "2fa-reset", owner.email);
      expect(await userRow(h, owner.email)).toMatchObject({ totp_secret: null, totp_failures: 0, totp_unseen_failures: 0 });
      expect((await usersCommand(h, "list")).stdout).toMatch(new RegExp(`^${owner.email}\\t.*\\t2fa: off(\\t|$)`, "m"));
    });
  });
}

budgetSuite("sqlite", () => undefined);

describe.runIf(postgresAvailable())("on PostgreSQL", () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgres();
  });
  afterAll(() => cluster?.stop());
  budgetSuite("postgres", () => cluster.url);
});
