import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../app/.server/auth/password.ts";
import { openDb, type Db } from "../app/.server/db/database.ts";
import { removeDir, tempDataDir } from "../harness/server-process.ts";
import { runUsersCli, type CliIo } from "./users-cli.ts";
import { Secret, TOTP } from "otpauth";
import { createSession, hashToken } from "../app/.server/auth/sessions.ts";
import { createChallenge } from "../app/.server/auth/sign-in-challenge.ts";
import { confirmEnrolment, hasTwoFactor, pendingSecret } from "../app/.server/auth/two-step-enrolment.ts";
import { addPasskey, hasPasskey } from "../app/.server/auth/passkey-store.ts";
import { saveSubscription } from "../app/.server/push/subscriptions.ts";

const root = path.resolve(import.meta.dirname, "..");
let dataDir: string;
beforeAll(() => {
  dataDir = tempDataDir();
});
afterAll(() => removeDir(dataDir));

async function run(argv: string[], password?: string) {
  const out: string[] = [];
  const err: string[] = [];
  let asked = 0;
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readPassword: async () => {
      asked++;
      if (password === undefined) throw new Error("the test gave no password");
      return password;
    },
    openDatabase: () => openDb({ dataDir }),
  };
  const code = await runUsersCli(argv, io);
  return { code, out: out.join("\n"), err: err.join("\n"), asked };
}

async function inDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb({ dataDir });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

const rolesOf = (email: string) =>
  inDb(async (db) =>
    (await db.kysely.selectFrom("user_roles").innerJoin("users", "users.id", "user_roles.user_id").select("role").where("email", "=", email).execute()).map(
      (r) => r.role,
    ),
  );

describe("users CLI", () => {
  it("adds an admin with a hashed password, lower-casing the address", async () => {
    const result = await run(["add", "Owner@Example.co.il", "--password", "s3cret-pw-harbour", "--admin"]);
    expect(result).toMatchObject({ code: 0, err: "", asked: 0 });
    expect(result.out).toBe("Created owner@example.co.il with the admin role.");
    const user = await inDb((db) => db.kysely.selectFrom("users").selectAll().where("email", "=", "owner@example.co.il").executeTakeFirstOrThrow());
    expect(await verifyPassword("s3cret-pw-harbour", user.password_hash)).toBe(true);
    expect(await rolesOf("owner@example.co.il")).toEqual(["admin"]);
  });

  it("asks for the password when --password is left out", async () => {
    const result = await run(["add", "clerk@example.co.il"], "typed-pw-lantern-9");
    expect(result).toMatchObject({ code: 0, asked: 1, out: "Created clerk@example.co.il." });
    expect(await rolesOf("clerk@example.co.il")).toEqual([]);
  });

  it("grants, lists, revokes and removes", async () => {
    expect(await run(["grant", "clerk@example.co.il"])).toMatchObject({ code: 0, out: "clerk@example.co.il now has the admin role." });
    expect(await run(["grant", "clerk@example.co.il"])).toMatchObject({ code: 0 }); // twice is harmless
    expect(await rolesOf("clerk@example.co.il")).toEqual(["admin"]);

    const list = await run(["list"]);
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/^clerk@example\.co\.il\troles: admin\tsessions: 0\tcreated: \d{4}-/m);
    expect(list.out).toMatch(/^owner@example\.co\.il\troles: admin/m);
    expect(list.out).not.toContain("scrypt");

    expect(await run(["revoke", "clerk@example.co.il"])).toMatchObject({
      code: 0,
      out: "clerk@example.co.il no longer has the admin role; their sessions have ended.",
    });
    expect(await rolesOf("clerk@example.co.il")).toEqual([]);
    expect((await run(["list"])).out).toMatch(/^clerk@example\.co\.il\troles: -/m);

    expect(await run(["remove", "clerk@example.co.il"])).toMatchObject({
      code: 0,
      out: "Removed clerk@example.co.il. Ended 0 sessions; removed 0 passkeys and 0 push devices.",
    });
    expect((await run(["list"])).out).not.toContain("clerk@");
  });

  it("refuses a second user with the same address (any case), exit 1", async () => {
    const result = await run(["add", "OWNER@example.co.il", "--password", "another-pw-meadow"]);
    expect(result.code).toBe(1);
    expect(result.err).toContain("already exists");
  });

  it("says clearly when there is no such user, exit 1", async () => {
    for (const command of ["grant", "revoke", "remove"]) {
      const result = await run([command, "nobody@example.co.il"]);
      expect(result.code).toBe(1);
      expect(result.err).toBe("Error: no user with the e-mail nobody@example.co.il.");
    }
  });

  it("answers bad input with a clear message, the usage and exit 2", async () => {
    const cases: [string[], string][] = [
      [[], "no command given"],
      [["frobnicate"], 'unknown command "frobnicate"'],
      [["add"], "missing <email>"],
      [["add", "not-an-email", "--password", "secret1"], '"not-an-email" is not a valid e-mail address'],
      [["add", "a@example.co.il", "--password", "12345"], "at least 12 characters"],
      [["add", "a@example.co.il", "--password"], "--password"],
      [["add", "a@example.co.il", "--pasword", "secret1"], "Unknown option '--pasword'"],
      [["grant", "a@example.co.il", "extra"], 'unexpected argument "extra"'],
      [["list", "extra"], 'unexpected argument "extra"'],
      [["grant", "a@example.co.il", "--admin"], "--admin goes with add"],
      [["passwd", "a@example.co.il", "--admin"], "--admin goes with add"],
      [["grant", "a@example.co.il", "--password", "secret1"], "--password goes with add and passwd"],
      [["2fa-reset", "a@example.co.il", "--password", "secret1"], "--password goes with add and passwd"],
      [["passwd"], "missing <email>"],
      [["2fa-reset"], "missing <email>"],
      [["passwd", "a@example.co.il", "--password", "12345"], "at least 12 characters"],
      [["2fa-reset", "a@example.co.il", "extra"], 'unexpected argument "extra"'],
      // New passwords (issue 26): 12 characters at least, nobody's favourite, no sequence, not the e-mail's name.
      [["add", "a@example.co.il", "--password", "s3cret"], "at least 12 characters"],
      [["add", "a@example.co.il", "--password", "Password1234!"], "one of the most common"],
      [["passwd", "a@example.co.il", "--password", "shalom123456"], "one of the most common"],
      [["add", "a@example.co.il", "--password", "123456789012"], "simple sequence"],
      [["add", "a@example.co.il", "--password", "zzzzzzzzzzzz"], "one character over and over"],
      [["add", "dana.cohen@example.co.il", "--password", "dana.cohen-2026!"], "the name in the e-mail address"],
    ];
    for (const [argv, message] of cases) {
      const result = await run(argv);
      expect(result.code, argv.join(" ")).toBe(2);
      expect(result.err).toContain(message);
      expect(result.err).toContain("Usage: npm run users -- <command>");
    }
    expect((await run(["list"])).out).not.toContain("a@example.co.il");
  });

  it("prints the usage for --help, exit 0", async () => {
    expect(await run(["--help"])).toMatchObject({ code: 0, out: expect.stringContaining("grant <email>") });
  });

  it("logs every change it made in the activity log, naming the user and never the password", async () => {
    const entries = await inDb((db) => db.kysely.selectFrom("activity_log").selectAll().orderBy("id").execute());
    expect(entries.map((e) => [e.action, e.user_id, e.user_email, e.client, e.lead_id, JSON.parse(e.details!)])).toEqual([
      ["user_add", null, null, "cli", null, { email: "owner@example.co.il" }],
      ["user_add", null, null, "cli", null, { email: "clerk@example.co.il" }],
      ["user_grant", null, null, "cli", null, { email: "clerk@example.co.il" }],
      ["user_grant", null, null, "cli", null, { email: "clerk@example.co.il" }],
      ["user_revoke", null, null, "cli", null, { email: "clerk@example.co.il" }],
      ["user_remove", null, null, "cli", null, { email: "clerk@example.co.il", sessions: 0, passkeys: 0, pushDevices: 0 }],
    ]);
    const stored = JSON.stringify(entries);
    for (const password of ["s3cret-pw-harbour", "typed-pw-lantern-9", "another-pw-meadow", "scrypt"]) expect(stored).not.toContain(password);
  });
});

const AGAIN =
  "They sign in with the password alone and can turn two-step sign-in on again on the admin's security screen, add their passkeys and turn notifications on again.";

describe("users CLI: passwd and 2fa-reset", () => {
  const email = "locked-out@example.co.il";
  const times = { idleSeconds: 3600, maxAgeSeconds: 7200 };
  let userId: number;

  beforeAll(async () => {
    expect((await run(["add", email, "--password", "first-pw-orchard-3", "--admin"])).code).toBe(0);
    userId = (await inDb((db) => db.kysely.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow())).id;
  });

  const countOf = (table: "sessions" | "sign_in_challenges" | "recovery_codes" | "passkeys" | "push_subscriptions") =>
    inDb(async (db) => (await db.kysely.selectFrom(table).select("user_id").where("user_id", "=", userId).execute()).length);

  it("passwd sets the new password (same rules as add) and ends the user's sessions and open challenges", async () => {
    await inDb(async (db) => {
      await createSession(db, userId, times);
      await createSession(db, userId, times);
      await createChallenge(db, userId);
      // What a thief holding a session could have added: a passkey of their own and a push device.
      await addPasskey(db, { userId, credentialId: "thief-cred", publicKey: "pk", counter: 0, transports: [], deviceName: "לא שלי" });
      await saveSubscription(db, userId, {
        endpoint: "https://fcm.googleapis.com/fcm/send/thief",
        keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
      });
    });
    expect(await countOf("sessions")).toBe(2);
    const result = await run(["passwd", email.toUpperCase(), "--password", "second-pw-violet-8"]);
    expect(result).toMatchObject({
      code: 0,
      err: "",
      asked: 0,
      out: `Changed the password of ${email}. Ended 2 sessions; removed 1 passkey and 1 push device. They sign in again and, on the admin's security screen, add their passkeys and turn notifications on again on each phone.`,
    });
    expect(await countOf("passkeys")).toBe(0);
    expect(await countOf("push_subscriptions")).toBe(0);
    const user = await inDb((db) => db.kysely.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow());
    expect(await verifyPassword("second-pw-violet-8", user.password_hash)).toBe(true);
    expect(await verifyPassword("first-pw-orchard-3", user.password_hash)).toBe(false);
    expect(await countOf("sessions")).toBe(0);
    expect(await countOf("sign_in_challenges")).toBe(0);
    // The role stays.
    expect(await rolesOf(email)).toEqual(["admin"]);
  });

  it("passwd asks for the password when --password is left out, and refuses a short one without changing anything", async () => {
    expect(await run(["passwd", email], "third-pw-copper-5")).toMatchObject({ code: 0, asked: 1 });
    const short = await run(["passwd", email], "12345");
    expect(short.code).toBe(2);
    expect(short.err).toContain("at least 12 characters");
    const user = await inDb((db) => db.kysely.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow());
    expect(await verifyPassword("third-pw-copper-5", user.password_hash)).toBe(true);
  });

  it("2fa-reset turns two-step sign-in off: secret, recovery codes, challenges and sessions gone", async () => {
    const codes = await inDb(async (db) => {
      const sessionId = hashToken(await createSession(db, userId, times));
      const secret = await pendingSecret(db, userId, sessionId);
      const result = await confirmEnrolment(db, userId, TOTP.generate({ secret: Secret.fromBase32(secret) }), { sessionId });
      if (!result.ok) throw new Error(`enrolment failed: ${result.reason}`);
      await createSession(db, userId, times);
      await createChallenge(db, userId);
      return result.recoveryCodes;
    });
    expect(await inDb((db) => hasTwoFactor(db, userId))).toBe(true);
    expect(await countOf("recovery_codes")).toBe(10);

    const result = await run(["2fa-reset", email]);
    expect(result).toMatchObject({ code: 0, err: "" });
    expect(result.out).toBe(`Two-step sign-in is off for ${email}. Ended 2 sessions; removed 0 passkeys and 0 push devices. ${AGAIN}`);
    const user = await inDb((db) => db.kysely.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow());
    expect([user.totp_secret, user.totp_enabled_at, user.totp_last_step]).toEqual([null, null, null]);
    for (const table of ["recovery_codes", "sign_in_challenges", "sessions"] as const) expect(await countOf(table), table).toBe(0);
    // Nothing secret reaches the log or the output.
    const log = JSON.stringify(await inDb((db) => db.kysely.selectFrom("activity_log").selectAll().execute()));
    for (const code of codes) expect(log + result.out).not.toContain(code);

    // Again, with nothing to turn off: still fine, and says so.
    expect((await run(["2fa-reset", email])).out).toBe(
      `${email} had no two-step sign-in with codes; any unfinished enrolment was cleared. Ended 0 sessions; removed 0 passkeys and 0 push devices. ${AGAIN}`,
    );
  });

  it("2fa-reset also removes the user's passkeys, and list shows how many each has", async () => {
    const passkey = (n: number) => ({ userId, credentialId: `cli-cred-${n}`, publicKey: "pk", counter: 0, transports: ["internal"], deviceName: `טלפון ${n}` });
    await inDb(async (db) => {
      await addPasskey(db, passkey(1));
      await addPasskey(db, passkey(2));
    });
    expect((await run(["list"])).out).toMatch(new RegExp(`^${email.replace(/\./g, "\\.")}\t.*\t2fa: off\tpasskeys: 2$`, "m"));
    const result = await run(["2fa-reset", email]);
    expect(result).toMatchObject({ code: 0, err: "" });
    expect(result.out).toBe(
      `${email} had no two-step sign-in with codes; any unfinished enrolment was cleared. Ended 0 sessions; removed 2 passkeys and 0 push devices. ${AGAIN}`,
    );
    expect(await inDb((db) => hasPasskey(db, userId))).toBe(false);
    expect((await run(["list"])).out).toMatch(new RegExp(`^${email.replace(/\./g, "\\.")}\t.*\tpasskeys: 0$`, "m"));
  });

  it("says clearly when there is no such user, exit 1", async () => {
    for (const argv of [
      ["passwd", "nobody@example.co.il", "--password", "whatever-pw-tundra-1"],
      ["2fa-reset", "nobody@example.co.il"],
    ]) {
      const result = await run(argv);
      expect(result.code).toBe(1);
      expect(result.err).toBe("Error: no user with the e-mail nobody@example.co.il.");
    }
  });

  it("logs each change as a users-command entry naming the user, never the password", async () => {
    const entries = await inDb((db) =>
      db.kysely.selectFrom("activity_log").selectAll().where("action", "in", ["user_passwd", "two_factor_reset"]).orderBy("id").execute(),
    );
    expect(entries.map((e) => [e.action, e.client, JSON.parse(e.details!)])).toEqual([
      // What each ended, counted.
      ["user_passwd", "cli", { email, sessions: 2, passkeys: 1, pushDevices: 1 }],
      ["user_passwd", "cli", { email, sessions: 0, passkeys: 0, pushDevices: 0 }],
      ["two_factor_reset", "cli", { email, sessions: 2, passkeys: 0, pushDevices: 0 }],
      ["two_factor_reset", "cli", { email, sessions: 0, passkeys: 0, pushDevices: 0 }],
      ["two_factor_reset", "cli", { email, sessions: 0, passkeys: 2, pushDevices: 0 }],
    ]);
    const stored = JSON.stringify(entries);
    for (const password of ["second-pw-violet-8", "third-pw-copper-5", "12345"]) expect(stored).not.toContain(password);
  });
});

/** Runs the real command in a pseudo-terminal (util-linux `script`), typing as a person would. */
function runInTerminal(args: string, keystrokes: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const command = `${process.execPath} bin/users.ts ${args}`;
    const child = spawn("script", ["-qec", command, "/dev/null"], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } });
    let output = "";
    const pending = [...keystrokes];
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const prompts = (output.match(/Password: |Repeat the password: /g) ?? []).length;
      while (pending.length && keystrokes.length - pending.length < prompts) child.stdin.write(pending.shift()!);
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("users CLI on a terminal", () => {
  it("prompts for the password twice without echoing it", async () => {
    const { code, output } = await runInTerminal("add tty@example.co.il --admin", ["hidden-pw-walnut-1\r", "hidden-pw-walnut-1\r"]);
    expect(output).toContain("Password: ");
    expect(output).toContain("Repeat the password: ");
    expect(output).not.toContain("hidden-pw-walnut-1");
    expect(output).toContain("Created tty@example.co.il with the admin role.");
    expect(code).toBe(0);
    const user = await inDb((db) => db.kysely.selectFrom("users").selectAll().where("email", "=", "tty@example.co.il").executeTakeFirstOrThrow());
    expect(await verifyPassword("hidden-pw-walnut-1", user.password_hash)).toBe(true);
  });

  it("passwd prompts twice without echoing the new password", async () => {
    const { code, output } = await runInTerminal("passwd tty@example.co.il", ["changed-pw-birch-2\r", "changed-pw-birch-2\r"]);
    expect(output).toContain("Repeat the password: ");
    expect(output).not.toContain("changed-pw-birch-2");
    expect(output).toContain("Changed the password of tty@example.co.il. Ended 0 sessions");
    expect(code).toBe(0);
    const user = await inDb((db) => db.kysely.selectFrom("users").selectAll().where("email", "=", "tty@example.co.il").executeTakeFirstOrThrow());
    expect(await verifyPassword("changed-pw-birch-2", user.password_hash)).toBe(true);
  });

  it("refuses when the two entries differ, and creates nobody", async () => {
    const { code, output } = await runInTerminal("add typo@example.co.il", ["first-pw-cedar-1\r", "other-pw-maple-2\r"]);
    expect(code).toBe(2);
    expect(output).toContain("the passwords do not match");
    expect(output).not.toContain("first-pw-cedar-1");
    expect(await inDb((db) => db.kysely.selectFrom("users").select("id").where("email", "=", "typo@example.co.il").execute())).toEqual([]);
  });
});
