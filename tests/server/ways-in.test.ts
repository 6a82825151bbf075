/**
 * Issue 37's High finding and its neighbours, against the real built server over HTTP: a thief
 * with a stolen session adds a passkey of their own (a software authenticator, as an attacker's
 * script would hold one); `passwd` then ends it along with every session, and the passkey opens
 * nothing. Adding a passkey asks for the password again once the sign-in is minutes old. Removing a
 * passkey ends the sessions it opened. The same for a push device the thief registered: after
 * `passwd` the next visitor's lead is pushed to nobody's device but the owner's. A passkey sign-in's challenge belongs to the browser that
 * asked for it: answered from another, or pushed out by a flood from many addresses, it cannot be.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSKEY_SIGN_IN_CHALLENGES_PER_CLIENT } from "../../app/.server/auth/passkey-store.ts";
import { ADMIN_PAGES, ADMIN_PATH, SECURITY_ACTIONS, SIGN_IN_ACTIONS } from "../../app/lib/paths.ts";
import { reverifyMessages } from "../../app/lib/reverify.ts";
import { freePort, removeDir, startServer, type ServerProcess } from "../../harness/server-process.ts";
import { createPushKeys, startPushEndpoint } from "../../harness/push-endpoint.ts";
import { softwarePasskey, type SoftwarePasskey } from "../../harness/software-authenticator.ts";
import { createAdmin, signIn, withDb, type TestUser } from "../support/admin.ts";
import { callFrom, type Answer, type CallOptions } from "../support/call-from.ts";

let s: ServerProcess;
let origin: string;
/** Stands in for a browser's push service (the test-only loopback origin): where a thief's device would be told of leads. */
let pushService: Awaited<ReturnType<typeof startPushEndpoint>>;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  pushService = await startPushEndpoint();
  s = await startServer({
    port,
    env: { SITE_URL: origin, LEADS_RATE_LIMIT: "1000", NODE_ENV: "test", PUSH_TEST_ENDPOINT_ORIGIN: pushService.origin },
  });
});
afterAll(async () => {
  await s?.stop("SIGKILL");
  await pushService?.stop();
  if (s) removeDir(s.dataDir);
});

const call = (pathname: string, options: CallOptions = {}) => callFrom(s.port, pathname, options);
const passkeyStep = (route: string, json: Record<string, unknown>, cookies: string[] = [], from?: string) => call(route, { json, cookies, from });
const cookieNamed = (answer: Answer, name: string) => answer.cookies.find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1);

/** Adds the software passkey through the endpoint with the session's cookie, as the thief's script would. */
async function addThroughEndpoint(passkey: SoftwarePasskey, session: string): Promise<Answer> {
  const options = await passkeyStep(SIGN_IN_ACTIONS.passkeyAddOptions, {}, [session]);
  if (options.status !== 200) return options;
  const { options: creation } = JSON.parse(options.body) as { options: { challenge: string; rp: { id?: string } } };
  return passkeyStep(SIGN_IN_ACTIONS.passkeyAdd, { name: "מפתח של מישהו אחר", response: passkey.register(creation, origin) }, [session]);
}

/** A passkey sign-in from `from`, as a browser does it: options (the browser's cookie comes back), then the answer with that cookie. */
async function passkeySignIn(passkey: SoftwarePasskey, from = "127.0.0.9"): Promise<{ status: number; session: string | undefined }> {
  const options = await passkeyStep(SIGN_IN_ACTIONS.passkeySignInOptions, {}, [], from);
  expect(options.status).toBe(200);
  const browser = cookieNamed(options, "courier_passkey");
  expect(browser).toBeDefined();
  const { options: request } = JSON.parse(options.body) as { options: { challenge: string; rpId?: string } };
  const answer = await passkeyStep(SIGN_IN_ACTIONS.passkeySignIn, { response: passkey.assert(request, origin) }, [browser!], from);
  return { status: answer.status, session: cookieNamed(answer, "courier_session") };
}

/** A device's notifications turned on with the session's cookie, as the header's control does it. */
const turnPushOn = (session: string, path: string) =>
  call(SECURITY_ACTIONS.pushOn, { json: { subscription: createPushKeys().subscription(`${pushService.origin}${path}`) }, cookies: [session] });

/** A visitor's lead, and the moment the server has pushed it to every device there is (or found none). */
async function leadPushed(name: string): Promise<void> {
  const posted = await call("/api/leads", { json: { name, phone: "050-1234567", consent: true, source: "contact_form" } });
  expect(posted.status).toBe(201);
  const { id } = JSON.parse(posted.body) as { id: number };
  await expect
    .poll(
      () =>
        withDb(
          { dataDir: s.dataDir },
          async (db) => (await db.kysely.selectFrom("leads").select("pushed_at").where("id", "=", id).executeTakeFirstOrThrow()).pushed_at,
        ),
      {
        timeout: 20_000,
      },
    )
    .not.toBeNull();
}
const pushedTo = (path: string) => pushService.received.filter((message) => message.path === path).length;

/** Whether a session cookie opens the leads screen (200) or is sent to sign in. */
const opensAdmin = async (session: string) => (await call(ADMIN_PATH, { cookies: [session] })).status === 200;

function runUsers(args: string[]): { code: number | null; out: string } {
  const result = spawnSync(process.execPath, ["bin/users.ts", ...args], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, DATA_DIR: s.dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout + result.stderr };
}

/** The session's sign-in moved `minutes` into the past: what a session left open for a while looks like. */
const ageSessions = (user: TestUser, minutes: number) =>
  withDb({ dataDir: s.dataDir }, async (db) => {
    const row = await db.kysely.selectFrom("users").select("id").where("email", "=", user.email).executeTakeFirstOrThrow();
    await db.kysely
      .updateTable("sessions")
      .set({ verified_at: new Date(Date.now() - minutes * 60_000).toISOString() })
      .where("user_id", "=", row.id)
      .execute();
  });

describe("a new password ends every way in", () => {
  it("a thief's passkey and push device, added with a stolen session, open and hear nothing after passwd; the command says what it removed", async () => {
    const owner = await createAdmin({ dataDir: s.dataDir });
    const stolen = await signIn(origin, owner);
    const thiefsKey = softwarePasskey();
    expect((await addThroughEndpoint(thiefsKey, stolen)).status).toBe(200);
    expect((await turnPushOn(stolen, "/thiefs-phone")).status).toBe(200);
    // Today it works: the next visitor's lead reaches the thief's device...
    await leadPushed("דנה לפני");
    expect(pushedTo("/thiefs-phone")).toBe(1);
    // Today it works: a passkey sign-in from another address opens the admin.
    const before = await passkeySignIn(thiefsKey, "127.0.0.11");
    expect(before.status).toBe(200);
    expect(await opensAdmin(before.session!)).toBe(true);

    const passwd = runUsers(["passwd", owner.email, "--password", "a brand new harbour password"]);
    expect(passwd.code).toBe(0);
    expect(passwd.out).toContain(`Changed the password of ${owner.email}. Ended 2 sessions; removed 1 passkey and 1 push device.`);
    expect(passwd.out).toContain("add their passkeys and turn notifications on again");

    expect(await opensAdmin(stolen)).toBe(false);
    expect(await opensAdmin(before.session!)).toBe(false);
    const after = await passkeySignIn(thiefsKey, "127.0.0.12");
    expect(after.status).toBe(401);
    expect(after.session).toBeUndefined();
    // ...and after passwd the next one does not.
    await leadPushed("דנה אחרי");
    expect(pushedTo("/thiefs-phone")).toBe(1);
  });
});

describe("adding a way in asks who you are", () => {
  it("a session whose sign-in is minutes old must type the password again before adding a passkey; a wrong one is refused and logged", async () => {
    const owner = await createAdmin({ dataDir: s.dataDir });
    const session = await signIn(origin, owner);
    await ageSessions(owner, 6);
    const refused = await passkeyStep(SIGN_IN_ACTIONS.passkeyAddOptions, {}, [session]);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ reverify: true, error: reverifyMessages.refused });
    expect((await addThroughEndpoint(softwarePasskey(), session)).status).toBe(403);
    const device = await turnPushOn(session, "/left-open");
    expect(device.status).toBe(403);
    expect(JSON.parse(device.body)).toMatchObject({ reverify: true, error: reverifyMessages.refused });

    // The security screen asks for the password instead of offering the addition.
    expect((await call(ADMIN_PAGES.security, { cookies: [session] })).body).toContain(reverifyMessages.needed);
    const wrong = await call(SECURITY_ACTIONS.reverify, { form: { password: "not the password at all" }, cookies: [session] });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain(reverifyMessages.wrongPassword);
    expect((await passkeyStep(SIGN_IN_ACTIONS.passkeyAddOptions, {}, [session])).status).toBe(403);

    const right = await call(SECURITY_ACTIONS.reverify, { form: { password: owner.password }, cookies: [session] });
    expect(right.status).toBe(200);
    expect(right.body).toContain(reverifyMessages.done);
    expect((await addThroughEndpoint(softwarePasskey(), session)).status).toBe(200);
    expect((await turnPushOn(session, "/left-open")).status).toBe(200);

    const logged = await withDb({ dataDir: s.dataDir }, (db) =>
      db.kysely
        .selectFrom("activity_log")
        .select("action")
        .where("user_email", "=", owner.email)
        .where("action", "in", ["reverify", "reverify_failed", "passkey_add"])
        .orderBy("id")
        .execute(),
    );
    expect(logged.map((row) => row.action)).toEqual(["reverify_failed", "reverify", "passkey_add"]);
  });

  it("removing a passkey ends the sessions it opened, and only those", async () => {
    const owner = await createAdmin({ dataDir: s.dataDir });
    const bySession = await signIn(origin, owner);
    const key = softwarePasskey();
    expect((await addThroughEndpoint(key, bySession)).status).toBe(200);
    const byKey = await passkeySignIn(key, "127.0.0.13");
    expect(await opensAdmin(byKey.session!)).toBe(true);
    const id = await withDb(
      { dataDir: s.dataDir },
      async (db) => (await db.kysely.selectFrom("passkeys").select("id").where("credential_id", "=", key.credentialId).executeTakeFirstOrThrow()).id,
    );
    const removed = await call(SECURITY_ACTIONS.removePasskey, { form: { id: String(id) }, cookies: [bySession] });
    expect(removed.status).toBe(200);
    expect(await opensAdmin(byKey.session!)).toBe(false);
    expect(await opensAdmin(bySession)).toBe(true);
  });
});

describe("a passkey sign-in's challenge belongs to the browser that asked", () => {
  it("answered with another browser's cookie, or none, it is refused", async () => {
    const owner = await createAdmin({ dataDir: s.dataDir });
    const key = softwarePasskey();
    expect((await addThroughEndpoint(key, await signIn(origin, owner))).status).toBe(200);
    const options = await passkeyStep(SIGN_IN_ACTIONS.passkeySignInOptions, {}, [], "127.0.0.14");
    const { options: request } = JSON.parse(options.body) as { options: { challenge: string } };
    const other = await passkeyStep(SIGN_IN_ACTIONS.passkeySignInOptions, {}, [], "127.0.0.15");
    const stranger = cookieNamed(other, "courier_passkey")!;
    expect((await passkeyStep(SIGN_IN_ACTIONS.passkeySignIn, { response: key.assert(request, origin) }, [stranger], "127.0.0.15")).status).toBe(401);
    const again = await passkeyStep(SIGN_IN_ACTIONS.passkeySignInOptions, {}, [], "127.0.0.14");
    const { options: second } = JSON.parse(again.body) as { options: { challenge: string } };
    expect((await passkeyStep(SIGN_IN_ACTIONS.passkeySignIn, { response: key.assert(second, origin) }, [], "127.0.0.14")).status).toBe(401);
  });

  it("a flood of sign-in options from one address is cut at its share, and one from 120 addresses cannot push out the owner's", async () => {
    const owner = await createAdmin({ dataDir: s.dataDir });
    const key = softwarePasskey();
    expect((await addThroughEndpoint(key, await signIn(origin, owner))).status).toBe(200);
    // The owner's browser asks first...
    const mine = await passkeyStep(SIGN_IN_ACTIONS.passkeySignInOptions, {}, [], "127.0.0.20");
    const browser = cookieNamed(mine, "courier_passkey")!;
    const { options: request } = JSON.parse(mine.body) as { options: { challenge: string } };

    // ...then a stranger asks from one address, each time as a new browser: its share, then 429.
    const fromOne: number[] = [];
    for (let i = 0; i < PASSKEY_SIGN_IN_CHALLENGES_PER_CLIENT + 5; i++)
      fromOne.push((await passkeyStep(SIGN_IN_ACTIONS.passkeySignInOptions, {}, [], "127.0.3.1")).status);
    expect(fromOne.filter((status) => status === 200)).toHaveLength(PASSKEY_SIGN_IN_CHALLENGES_PER_CLIENT);
    expect(fromOne.filter((status) => status === 429)).toHaveLength(5);

    // ...and from 120 addresses, 10 each: 1,200 waiting challenges (the old table kept 1,000 and dropped the oldest).
    for (let batch = 0; batch < 12; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          Promise.all(Array.from({ length: 10 }, () => passkeyStep(SIGN_IN_ACTIONS.passkeySignInOptions, {}, [], `127.0.4.${batch * 10 + n + 1}`))),
        ),
      );
    }
    const answer = await passkeyStep(SIGN_IN_ACTIONS.passkeySignIn, { response: key.assert(request, origin) }, [browser], "127.0.0.20");
    expect(answer.status).toBe(200);
    expect(await opensAdmin(cookieNamed(answer, "courier_session")!)).toBe(true);
  });
});
