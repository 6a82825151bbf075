import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { createSession, hashToken } from "../../app/.server/auth/sessions.ts";
import { confirmEnrolment, pendingSecret } from "../../app/.server/auth/two-step-enrolment.ts";
import { signInMessages } from "../../app/lib/admin-sign-in.ts";
import { ADMIN_PAGES, ADMIN_PATH } from "../../app/lib/paths.ts";
import { createAdmin, createNonAdmin, revokeAdmin, signIn, withDb, type DbTarget } from "../support/admin.ts";
import { postgresAvailable, startPostgres, type PostgresCluster } from "../../harness/postgres.ts";
import { freePort, removeDir, startServer, tempDataDir, type ServerProcess } from "../../harness/server-process.ts";

interface Harness {
  server: ServerProcess;
  target: DbTarget;
}

interface PostOptions {
  cookie?: string;
  headers?: Record<string, string>;
}

/** A form post to an admin screen, as a browser without JavaScript sends it; redirects are answers, not followed. */
function post(h: Harness, path: string, form: Record<string, string>, options: PostOptions = {}) {
  return fetch(`${h.server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(options.cookie ? { Cookie: options.cookie } : {}), ...options.headers },
    body: new URLSearchParams(form),
  });
}

/** The sign-in screen's form: e-mail and password. */
const signInPost = (h: Harness, body: { email: string; password: string }, options: PostOptions = {}) => post(h, ADMIN_PAGES.signIn, body, options);

/** The header's "התנתק". */
const signOutPost = (h: Harness, options: PostOptions = {}) => post(h, ADMIN_PAGES.signOut, {}, options);

/** The address the admin's header names as signed in, if any. */
const headerEmail = (html: string) => /<span class="[^"]*" dir="ltr" title="([^"]+)">/.exec(html)?.[1];

/**
 * Who the admin sees signed in with this cookie: the sign-in screen sends an admin on to the
 * leads (whose header names them), names a user without the admin role, or shows the form.
 */
async function sessionUser(h: Harness, cookie?: string) {
  const headers = cookie ? { Cookie: cookie } : undefined;
  const res = await fetch(`${h.server.url}${ADMIN_PAGES.signIn}`, { redirect: "manual", headers });
  if (res.status === 302) {
    expect(res.headers.get("location")).toBe(ADMIN_PATH);
    const leads = await fetch(`${h.server.url}${ADMIN_PATH}`, { redirect: "manual", headers });
    expect(leads.status).toBe(200);
    return { email: headerEmail(await leads.text()), admin: true };
  }
  expect(res.status).toBe(200);
  const email = headerEmail(await res.text());
  return email ? { email, admin: false } : null;
}

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);

async function startHarness(env: Record<string, string>, databaseUrl?: string): Promise<Harness> {
  const dataDir = tempDataDir();
  const server = await startServer({ dataDir, env: { ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } });
  return { server, target: databaseUrl ? { databaseUrl } : { dataDir } };
}

async function stopHarness(h: Harness | undefined) {
  if (!h) return;
  await h.server.stop("SIGKILL");
  removeDir(h.server.dataDir);
}

/** The same sessions, roles and throttling on both engines. */
function authSuite(engine: "sqlite" | "postgres", databaseUrl: () => string | undefined) {
  describe(`admin sign-in and sessions on ${engine}`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness({ SIGN_IN_BLOCK_SECONDS: "2", TRUST_PROXY: "1" }, databaseUrl());
    });
    afterAll(() => stopHarness(h));

    it("answers a visitor with no session: signed out, never cached, never indexed", async () => {
      const res = await fetch(`${h.server.url}${ADMIN_PAGES.signIn}`, { redirect: "manual" });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(headerEmail(html)).toBeUndefined();
      expect(html).toContain('name="password"');
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toMatch(/^noindex/);
      expect(res.headers.get("set-cookie")).toBeNull();
    });

    it("signs an admin in with an HttpOnly SameSite=Lax cookie holding a 256-bit token, stored only hashed", async () => {
      const admin = await createAdmin(h.target);
      const res = await signInPost(h, { email: admin.email.toUpperCase(), password: admin.password }, { headers: { Origin: h.server.url } });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(ADMIN_PATH);
      const setCookie = res.headers.get("set-cookie")!;
      expect(setCookie).toMatch(/^courier_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax$/);
      const cookie = setCookie.split(";")[0]!;
      expect(await sessionUser(h, cookie)).toEqual({ email: admin.email, admin: true });

      const stored = await withDb(h.target, (db) => db.kysely.selectFrom("sessions").select("id").execute());
      expect(stored.map((s) => s.id)).toContain(hashToken(tokenOf(cookie)));
      expect(stored.map((s) => s.id)).not.toContain(tokenOf(cookie));
      const user = await withDb(h.target, (db) =>
        db.kysely.selectFrom("users").select("password_hash").where("email", "=", admin.email).executeTakeFirstOrThrow(),
      );
      expect(user.password_hash).toMatch(/^scrypt\$/);
      expect(user.password_hash).not.toContain(admin.password);
    });

    it("refuses a wrong password and an unknown address with the same message", async () => {
      const admin = await createAdmin(h.target);
      const client = { "X-Forwarded-For": "10.0.0.1" };
      for (const body of [
        { email: admin.email, password: "wrong-password" },
        { email: "nobody@example.co.il", password: admin.password },
      ]) {
        const res = await signInPost(h, body, { headers: client });
        expect(res.status).toBe(401);
        expect(await res.text()).toContain(signInMessages.wrongCredentials);
        expect(res.headers.get("set-cookie")).toBeNull();
      }
    });

    it("validates input on the server with the spec's messages, first error only", async () => {
      const bad = await signInPost(h, { email: "not-an-address", password: "123" });
      expect(bad.status).toBe(400);
      const badHtml = await bad.text();
      expect(badHtml).toContain(signInMessages.emailInvalid);
      expect(badHtml).not.toContain(signInMessages.passwordTooShort);
      const short = await signInPost(h, { email: "a@example.co.il", password: "12345" });
      expect(short.status).toBe(400);
      expect(await short.text()).toContain(signInMessages.passwordTooShort);
      const notAForm = await fetch(`${h.server.url}${ADMIN_PAGES.signIn}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
      expect(notAForm.status).toBe(400);
    });

    it("signs in a user the users CLI created, with the server's DATA_DIR or DATABASE_URL", async () => {
      const env = { ...process.env, DATA_DIR: h.target.dataDir ?? "", DATABASE_URL: h.target.databaseUrl ?? "" };
      const cli = (...args: string[]) =>
        promisify(execFile)(process.execPath, ["bin/users.ts", ...args], { cwd: path.resolve(import.meta.dirname, "../.."), env });
      const email = `cli-${engine}@example.co.il`;
      expect((await cli("add", email, "--password", "cli-password", "--admin")).stdout).toContain(`Created ${email} with the admin role.`);
      const cookie = await signIn(h.server.url, { email, password: "cli-password" });
      expect(await sessionUser(h, cookie)).toEqual({ email, admin: true });
      expect((await cli("list")).stdout).toMatch(new RegExp(`^${email}\troles: admin\tsessions: 1\t`, "m"));
      await cli("revoke", email);
      expect(await sessionUser(h, cookie)).toBeNull();
    });

    it("signs in a user without the admin role, and says so", async () => {
      const user = await createNonAdmin(h.target);
      const cookie = await signIn(h.server.url, user);
      expect(await sessionUser(h, cookie)).toEqual({ email: user.email, admin: false });
    });

    it("treats a forged, malformed or expired cookie as no session and clears it", async () => {
      const forged = `courier_session=${"A".repeat(43)}`;
      for (const cookie of [forged, "courier_session=garbage", "courier_session="]) {
        const res = await fetch(`${h.server.url}${ADMIN_PAGES.signIn}`, { redirect: "manual", headers: { Cookie: cookie } });
        expect(headerEmail(await res.text())).toBeUndefined();
        expect(res.headers.get("set-cookie")).toMatch(/^courier_session=; Path=\/; Max-Age=0;/);
      }

      const admin = await createAdmin(h.target);
      const cookie = await signIn(h.server.url, admin);
      await withDb(h.target, (db) =>
        db.kysely
          .updateTable("sessions")
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .where("id", "=", hashToken(tokenOf(cookie)))
          .execute(),
      );
      expect(await sessionUser(h, cookie)).toBeNull();
      const left = await withDb(h.target, (db) =>
        db.kysely
          .selectFrom("sessions")
          .select("id")
          .where("id", "=", hashToken(tokenOf(cookie)))
          .execute(),
      );
      expect(left).toEqual([]);
    });

    it("sign-out ends the session on the server: the old cookie no longer works", async () => {
      const admin = await createAdmin(h.target);
      const cookie = await signIn(h.server.url, admin);
      const other = await signIn(h.server.url, admin);
      const res = await signOutPost(h, { cookie, headers: { Origin: h.server.url } });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(ADMIN_PAGES.signIn);
      expect(res.headers.get("clear-site-data")).toBe('"cache", "storage"');
      expect(res.headers.get("set-cookie")).toMatch(/^courier_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await sessionUser(h, cookie)).toBeNull();
      expect(await sessionUser(h, other)).toEqual({ email: admin.email, admin: true }); // only that session ended
    });

    it("signing in again from the same browser ends the session it held", async () => {
      const admin = await createAdmin(h.target);
      const first = await signIn(h.server.url, admin);
      const again = await signInPost(h, { email: admin.email, password: admin.password }, { cookie: first });
      expect(again.status).toBe(303);
      const second = again.headers.get("set-cookie")!.split(";")[0]!;
      expect(second).not.toBe(first);
      expect(await sessionUser(h, first)).toBeNull();
      expect(await sessionUser(h, second)).toEqual({ email: admin.email, admin: true });
    });

    it("taking the admin role away ends every session of the user", async () => {
      const admin = await createAdmin(h.target);
      const cookie = await signIn(h.server.url, admin);
      expect(await revokeAdmin(h.target, admin.email)).toBe(true);
      expect(await sessionUser(h, cookie)).toBeNull();
    });

    it("refuses sign-in and sign-out sent from another site", async () => {
      const admin = await createAdmin(h.target);
      const cookie = await signIn(h.server.url, admin);
      const body = { email: admin.email, password: admin.password };
      const crossSite: Record<string, string>[] = [
        { Origin: "https://evil.example" },
        { "Sec-Fetch-Site": "cross-site" },
        { "Sec-Fetch-Site": "same-site" },
        { Origin: "null" },
      ];
      for (const headers of crossSite) {
        const signInAttempt = await signInPost(h, body, { headers });
        expect(signInAttempt.status).toBe(403);
        expect(signInAttempt.headers.get("set-cookie")).toBeNull();
        const signOutAttempt = await signOutPost(h, { cookie, headers });
        expect(signOutAttempt.status).toBe(403);
        expect(signOutAttempt.headers.get("cache-control")).toBe("no-store");
      }
      expect(await sessionUser(h, cookie)).toEqual({ email: admin.email, admin: true });
      const sameOrigin = await signInPost(h, body, { headers: { Origin: h.server.url, "Sec-Fetch-Site": "same-origin" } });
      expect(sameOrigin.status).toBe(303);
    });

    it("throttles rapid wrong passwords per account and client; the right password works once the block ends", async () => {
      const admin = await createAdmin(h.target);
      const attacker = { "X-Forwarded-For": "10.1.1.1" };
      for (let i = 0; i < 5; i++) {
        expect((await signInPost(h, { email: admin.email, password: `wrong-${i}-pw` }, { headers: attacker })).status).toBe(401);
      }
      const blocked = await signInPost(h, { email: admin.email, password: admin.password }, { headers: attacker });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await blocked.text()).toContain("יותר מדי ניסיונות התחברות שגויים. נסו שוב בעוד דקה.");
      expect(blocked.headers.get("set-cookie")).toBeNull();

      // The owner at another address is not blocked by someone else's failures.
      expect((await signInPost(h, { email: admin.email, password: admin.password }, { headers: { "X-Forwarded-For": "10.1.1.2" } })).status).toBe(303);

      await new Promise((r) => setTimeout(r, 2200));
      expect((await signInPost(h, { email: admin.email, password: admin.password }, { headers: attacker })).status).toBe(303);
    });

    it("blocks a client that guesses across many accounts", async () => {
      const client = { "X-Forwarded-For": "10.2.2.2" };
      for (let i = 0; i < 20; i++) {
        expect((await signInPost(h, { email: `guess${i}@example.co.il`, password: "123456" }, { headers: client })).status).toBe(401);
      }
      const admin = await createAdmin(h.target);
      expect((await signInPost(h, { email: admin.email, password: admin.password }, { headers: client })).status).toBe(429);
      expect((await signInPost(h, { email: admin.email, password: admin.password }, { headers: { "X-Forwarded-For": "10.2.2.3" } })).status).toBe(303);
    });

    it("a stranger cannot lock the owner out of a new device: 52 wrong passwords from one address, then the owner's right one from another", async () => {
      const admin = await createAdmin(h.target);
      const attacker = { "X-Forwarded-For": "10.6.0.1" };
      const statuses: number[] = [];
      for (let i = 0; i < 52; i++) {
        statuses.push((await signInPost(h, { email: admin.email, password: `wrong-${i}-pw` }, { headers: attacker })).status);
      }
      expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(5);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(30);
      // Issue 26 measured 429 here (for 120 s, doubling to 15 minutes): the refused attempts had counted against the account.
      expect((await signInPost(h, { email: admin.email, password: admin.password }, { headers: { "X-Forwarded-For": "10.6.0.2" } })).status).toBe(303);
    });

    it("refused sign-ins write no rows: a flood of random addresses from one client adds a pair and an account row only for the attempts checked", async () => {
      const rows = () => withDb(h.target, async (db) => (await db.kysely.selectFrom("sign_in_throttle").select("key").execute()).length);
      const before = await rows();
      const client = { "X-Forwarded-For": "10.7.0.1" };
      const statuses: number[] = [];
      for (let i = 0; i < 300; i++) {
        const res = await signInPost(
          h,
          { email: `flood-${i}-${Math.random().toString(36).slice(2)}@example.co.il`, password: "wrong-pw" },
          { headers: client },
        );
        statuses.push(res.status);
      }
      const checked = statuses.filter((s) => s === 401).length;
      expect(statuses.filter((s) => s === 429).length).toBe(300 - checked);
      // Issue 26 measured 40,001 rows for 20,000 such sign-ins (two for each); now two for each checked one, plus the client's.
      expect(checked).toBeLessThanOrEqual(25);
      expect((await rows()) - before).toBe(2 * checked + 1);
    });

    it("under a spread-out attack on one account, new clients are blocked but the owner's known client still signs in", async () => {
      const admin = await createAdmin(h.target);
      const owner = { "X-Forwarded-For": "10.3.0.1" };
      expect((await signInPost(h, { email: admin.email, password: admin.password }, { headers: owner })).status).toBe(303);
      for (let i = 0; i < 50; i++) {
        const res = await signInPost(h, { email: admin.email, password: `guess-${i}` }, { headers: { "X-Forwarded-For": `10.4.${i}.1` } });
        expect(res.status).toBe(401);
      }
      expect((await signInPost(h, { email: admin.email, password: admin.password }, { headers: { "X-Forwarded-For": "10.5.0.1" } })).status).toBe(429);
      expect((await signInPost(h, { email: admin.email, password: admin.password }, { headers: owner })).status).toBe(303);
    });
  });
}

authSuite("sqlite", () => undefined);

const withPostgres = postgresAvailable();
describe.runIf(withPostgres)("on PostgreSQL", () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgres();
  });
  afterAll(() => cluster?.stop());
  authSuite("postgres", () => cluster.url);
});

describe("session expiry", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ SESSION_TTL_SECONDS: "6" });
  });
  afterAll(() => stopHarness(h));

  // Each check that expects a live session has 2 s of slack for a slow machine; a delay only
  // makes the last check (expired) more certain.
  it("renews a session on use and expires it after the idle time", async () => {
    const admin = await createAdmin(h.target);
    const cookie = await signIn(h.server.url, admin);
    await new Promise((r) => setTimeout(r, 4000));
    expect(await sessionUser(h, cookie)).not.toBeNull(); // renewed: now valid until about 10 s
    await new Promise((r) => setTimeout(r, 4000));
    expect(await sessionUser(h, cookie)).not.toBeNull(); // past the first expiry (6 s), still alive
    await new Promise((r) => setTimeout(r, 7000));
    expect(await sessionUser(h, cookie)).toBeNull(); // idle longer than the TTL
  });

  it("the live-update stream checks the session without renewing it: an unattended tab still idles out", async () => {
    const admin = await createAdmin(h.target);
    const cookie = await signIn(h.server.url, admin);
    const expiry = () =>
      withDb(
        h.target,
        async (db) =>
          (
            await db.kysely
              .selectFrom("sessions")
              .select("expires_at")
              .where("id", "=", hashToken(tokenOf(cookie)))
              .executeTakeFirstOrThrow()
          ).expires_at,
      );
    const signedInExpiry = await expiry();
    // Past the renewal step (a tenth of the 6 s idle time): any renewing check would move the expiry.
    await new Promise((r) => setTimeout(r, 1500));
    const controller = new AbortController();
    const stream = await fetch(`${h.server.url}/manage-leads-2024/events`, { headers: { Cookie: cookie }, signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("event: ready");
    controller.abort();
    await reader.closed.catch(() => {});
    expect(await expiry()).toBe(signedInExpiry);
    // A request the owner makes does renew it.
    expect(await sessionUser(h, cookie)).not.toBeNull();
    expect(await expiry()).not.toBe(signedInExpiry);
  });
});

describe("on https", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ SITE_URL: "https://courier.example" });
  });
  afterAll(() => stopHarness(h));

  it("names the cookie __Host- and marks it Secure", async () => {
    const admin = await createAdmin(h.target);
    const res = await signInPost(h, { email: admin.email, password: admin.password });
    expect(res.status).toBe(303);
    expect(res.headers.get("set-cookie")).toMatch(/^__Host-courier_session=[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);
    const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
    expect(await sessionUser(h, cookie)).toEqual({ email: admin.email, admin: true });
    // The plain-http name is not honoured there.
    expect(await sessionUser(h, `courier_session=${tokenOf(cookie)}`)).toBeNull();
  });

  it("with two-step sign-in, a right password opens no session: a __Host- challenge cookie (Secure, five minutes) and the screen asking for the code", async () => {
    const admin = await createAdmin(h.target);
    await withDb(h.target, async (db) => {
      const { id } = await db.kysely.selectFrom("users").select("id").where("email", "=", admin.email).executeTakeFirstOrThrow();
      const sessionId = hashToken(await createSession(db, id, { idleSeconds: 60, maxAgeSeconds: 60 }));
      const secret = await pendingSecret(db, id, sessionId);
      const enrolled = await confirmEnrolment(db, id, TOTP.generate({ secret: Secret.fromBase32(secret) }), { sessionId });
      expect(enrolled.ok).toBe(true);
    });
    const res = await signInPost(h, { email: admin.email, password: admin.password });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(ADMIN_PAGES.secondStep);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^__Host-courier_2fa=[\w-]{43}; Path=\/; Max-Age=300; HttpOnly; SameSite=Lax; Secure$/);
    // The challenge is no session.
    expect(await sessionUser(h, `__Host-courier_session=${tokenOf(cookies[0]!.split(";")[0]!)}`)).toBeNull();
  });
});

describe("with the database down", () => {
  let h: Harness;
  beforeAll(async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ dataDir, healthy: false, env: { DATABASE_URL: `postgres://nobody@127.0.0.1:${await freePort()}/none` } });
    h = { server, target: { dataDir } };
  });
  afterAll(() => stopHarness(h));

  it("answers 503 with a Hebrew message the page shows, never a 500", async () => {
    const signInAttempt = await signInPost(h, { email: "owner@example.co.il", password: "secret1" });
    expect(signInAttempt.status).toBe(503);
    expect(signInAttempt.headers.get("cache-control")).toBe("no-store");
    expect(await signInAttempt.text()).toContain(signInMessages.unavailable);
    const cookie = `courier_session=${"A".repeat(43)}`;
    const screen = await fetch(`${h.server.url}${ADMIN_PATH}`, { redirect: "manual", headers: { Cookie: cookie } });
    expect(screen.status).toBe(503);
    expect(await screen.text()).toContain("השרת אינו זמין כרגע. נסו שוב בעוד רגע.");
    expect((await signOutPost(h, { cookie })).status).toBe(503);
  });
});
