import { parseArgs } from "node:util";
import { createInterface } from "node:readline";
import { z } from "zod";
import { EMAIL_MAX, normalizeEmail, PASSWORD_MAX } from "../app/lib/admin-sign-in.ts";
import { NEW_PASSWORD_MIN, newPasswordProblem, type PasswordProblem } from "../app/lib/password-policy.ts";
import { serverConfig } from "../app/.server/config.ts";
import { describeDatabase, NoDatabase, openDb, pendingMigrations, StartRefused, type Db, type DbOptions } from "../app/.server/db/database.ts";
import {
  createUser,
  grantRole,
  listUsers,
  PasswordPolicyError,
  removeUser,
  resetSecondSteps,
  revokeRole,
  setPassword,
  UserExistsError,
  type WaysInEnded,
} from "../app/.server/auth/accounts.ts";
import { twoFactorStates } from "../app/.server/auth/two-step-enrolment.ts";
import { passkeyCounts } from "../app/.server/auth/passkey-store.ts";
import { recordActivity } from "../app/.server/activity.ts";
import type { ActivityAction } from "../app/lib/admin-leads.ts";
import { errorMessage } from "../app/lib/error-message.ts";

export const USAGE = `Usage: npm run users -- <command>

  add <email> [--password <pw>] [--admin]   create a user (prompts for the password when omitted)
  grant <email>                             give the user the admin role
  revoke <email>                            take the admin role away and end the user's sessions
  list                                      show every user, their roles, open sessions, two-step sign-in and passkeys
  remove <email>                            delete the user with their sessions, passkeys and push devices
  passwd <email> [--password <pw>]          set a new password (prompts when omitted); ends the user's sessions and
                                            removes their passkeys and push devices
  2fa-reset <email>                         turn two-step sign-in off for a locked-out user; ends their sessions and
                                            removes their passkeys and push devices

New passwords: at least ${NEW_PASSWORD_MIN} characters, not a common one, not a sequence, not the e-mail's name.
Uses the server's database: DATABASE_URL (PostgreSQL) or SQLite under DATA_DIR (default ./data).`;

/** Exit codes: 0 done, 1 refused (no such user, already exists, database error), 2 bad input. */
export class UsageError extends Error {}

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Asks for the password: without echo on a terminal, one line of piped input otherwise. */
  readPassword(): Promise<string>;
  /** The server's database as it is; `mayCreate` (add) makes a new one where there is none, and says so. */
  openDatabase(options?: { mayCreate?: boolean }): Promise<Db>;
}

const emailSchema = z.string().max(EMAIL_MAX).pipe(z.email());

function checkEmail(value: string | undefined): string {
  if (!value) throw new UsageError("missing <email>");
  const email = normalizeEmail(value);
  if (!emailSchema.safeParse(email).success) throw new UsageError(`"${value}" is not a valid e-mail address`);
  return email;
}

/** Logs a change the command made: who it named and what it ended, never the password. */
const recordChange = (db: Db, action: ActivityAction, email: string, ended?: WaysInEnded) =>
  recordActivity(db, { action, client: "cli", details: { email, ...ended } });

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** What ending an account's ways in removed, in one line. */
function endedWords(ended: WaysInEnded): string {
  return `Ended ${plural(ended.sessions, "session", "sessions")}; removed ${plural(ended.passkeys, "passkey", "passkeys")} and ${plural(ended.pushDevices, "push device", "push devices")}.`;
}

/** What the owner does next: nothing they added survives, so they add it again. */
const ADD_AGAIN = "They sign in again and, on the admin's security screen, add their passkeys and turn notifications on again on each phone.";

const changeActions = { grant: "user_grant", revoke: "user_revoke" } as const;

function noSuchUser(io: CliIo, email: string): number {
  io.err(`Error: no user with the e-mail ${email}.`);
  return 1;
}

const passwordProblems: Record<PasswordProblem, string> = {
  "too-short": `the password must be at least ${NEW_PASSWORD_MIN} characters`,
  "too-long": `the password must be at most ${PASSWORD_MAX} characters`,
  "one-character": "the password is one character over and over: choose another",
  sequence: "the password is a simple sequence or keyboard walk: choose another",
  common: "the password is one of the most common ones (digits, symbols or capitals around it do not help): choose another",
  "contains-email": "the password contains the name in the e-mail address: choose another",
};

/** A new password (add, passwd): the policy of app/lib/password-policy.ts. Existing passwords still sign in. */
function checkPassword(password: string, email?: string): string {
  const problem = newPasswordProblem(password, email);
  if (problem) throw new UsageError(passwordProblems[problem]);
  return password;
}

export async function runUsersCli(argv: string[], io: CliIo = processIo()): Promise<number> {
  let db: Db | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { password: { type: "string" }, admin: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    });
    const [command, target, ...extra] = positionals;
    if (values.help || command === "help") {
      io.out(USAGE);
      return 0;
    }
    if (!command) throw new UsageError("no command given");
    const known = ["add", "grant", "revoke", "list", "remove", "passwd", "2fa-reset"];
    if (!known.includes(command)) throw new UsageError(`unknown command "${command}"`);
    if (command === "list" ? target !== undefined : extra.length > 0) throw new UsageError(`unexpected argument "${command === "list" ? target : extra[0]}"`);
    if (command !== "add" && command !== "passwd" && values.password !== undefined) throw new UsageError("--password goes with add and passwd");
    if (command !== "add" && values.admin) throw new UsageError("--admin goes with add");

    if (command === "list") {
      db = await io.openDatabase();
      const users = await listUsers(db);
      if (users.length === 0) io.out("No users yet. Create the admin with: npm run users -- add <email> --admin");
      const twoStep = await twoFactorStates(db);
      const passkeys = await passkeyCounts(db);
      for (const u of users) {
        const state = twoStep.get(u.email);
        // Locked: too many wrong 6-digit codes in a row (docs/decisions/032-second-step-budget.md).
        const twoFactor = !state?.enabled
          ? "off"
          : state.locked
            ? `locked (${state.failures} wrong codes in a row; a recovery code or 2fa-reset unlocks it)`
            : "on";
        io.out(
          `${u.email}\troles: ${u.roles.join(", ") || "-"}\tsessions: ${u.activeSessions}\tcreated: ${u.createdAt}\t2fa: ${twoFactor}\tpasskeys: ${passkeys.get(u.email) ?? 0}`,
        );
      }
      return 0;
    }

    const email = checkEmail(target);
    if (command === "add") {
      const password = checkPassword(values.password ?? (await io.readPassword()), email);
      db = await io.openDatabase({ mayCreate: true });
      await createUser(db, email, password, { admin: values.admin });
      await recordChange(db, "user_add", email);
      io.out(`Created ${email}${values.admin ? " with the admin role" : ""}.`);
      return 0;
    }

    if (command === "passwd") {
      const password = checkPassword(values.password ?? (await io.readPassword()), email);
      db = await io.openDatabase();
      // Every way in goes with it, an unfinished enrolment's secret too (a session opened with the old password was offered it).
      const ended = await setPassword(db, email, password);
      if (!ended) return noSuchUser(io, email);
      await recordChange(db, "user_passwd", email, ended);
      io.out(`Changed the password of ${email}. ${endedWords(ended)} ${ADD_AGAIN}`);
      return 0;
    }

    db = await io.openDatabase();
    if (command === "2fa-reset") {
      // A passkey is a second step too (docs/decisions/052-passkeys.md): a lost phone's goes with the reset.
      const reset = await resetSecondSteps(db, email);
      if (!reset) return noSuchUser(io, email);
      const { hadCodes, ...ended } = reset;
      await recordChange(db, "two_factor_reset", email, ended);
      io.out(
        `${hadCodes ? `Two-step sign-in is off for ${email}.` : `${email} had no two-step sign-in with codes; any unfinished enrolment was cleared.`} ${endedWords(ended)} ` +
          "They sign in with the password alone and can turn two-step sign-in on again on the admin's security screen, add their passkeys and turn notifications on again.",
      );
      return 0;
    }

    if (command === "remove") {
      const ended = await removeUser(db, email);
      if (!ended) return noSuchUser(io, email);
      await recordChange(db, "user_remove", email, ended);
      io.out(`Removed ${email}. ${endedWords(ended)}`);
      return 0;
    }
    const found = command === "grant" ? await grantRole(db, email) : await revokeRole(db, email);
    if (!found) return noSuchUser(io, email);
    await recordChange(db, changeActions[command as keyof typeof changeActions], email);
    io.out(command === "grant" ? `${email} now has the admin role.` : `${email} no longer has the admin role; their sessions have ended.`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS"))) {
      io.err(`Error: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof PasswordPolicyError) {
      io.err(`Error: ${passwordProblems[error.problem]}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof UserExistsError) {
      io.err(`Error: ${error.message}. Use grant to give it the admin role.`);
      return 1;
    }
    io.err(`Error: ${errorMessage(error)}`);
    return 1;
  } finally {
    await db?.close();
  }
}

function processIo(): CliIo {
  return {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    readPassword: () => (process.stdin.isTTY ? promptHidden(process.stdin, process.stdout) : readLine(process.stdin)),
    openDatabase: (options) => openServersDatabase({ databaseUrl: serverConfig.databaseUrl, dataDir: serverConfig.dataDir }, options?.mayCreate ?? false),
  };
}

/**
 * The database the server uses, never migrated here (the server upgrades it, after a backup). Where
 * there is none, only `add` makes one, and says where: any other command refuses, naming where it
 * looked (run elsewhere than the server's directory, it would otherwise answer from an empty new one).
 */
async function openServersDatabase(target: DbOptions, mayCreate: boolean): Promise<Db> {
  let db: Db;
  try {
    db = await openDb({ ...target, migrate: "none" });
  } catch (error) {
    if (!(error instanceof NoDatabase) || !mayCreate) throw error;
    db = await openDb(target);
    console.log(
      target.databaseUrl
        ? `${describeDatabase(target)} held no site data: created the site's tables in it.`
        : `There was no database at ${describeDatabase(target)}: created a new one there.`,
    );
    return db;
  }
  const pending = await pendingMigrations(db);
  if (pending.length > 0) {
    await db.close();
    throw new StartRefused(
      `${describeDatabase(target)} is from an older version of the site (it has not had ${pending.join(", ")}): start the server once, which upgrades it after taking a backup, then run this again.`,
    );
  }
  return db;
}

/** The first line of piped input (`echo "$PW" | npm run users -- add ...`). */
function readLine(input: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input, terminal: false });
    let answered = false;
    lines.once("line", (line) => {
      answered = true;
      lines.close();
      resolve(line);
    });
    lines.once("close", () => {
      if (!answered) reject(new UsageError("no password given: pass --password, type it on a terminal, or pipe it in"));
    });
  });
}

interface RawInput extends NodeJS.ReadableStream {
  setRawMode(mode: boolean): unknown;
}

/** Reads one line from a terminal without echoing it; Ctrl-C aborts. */
export function readHidden(input: RawInput, output: NodeJS.WritableStream, question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // Echo goes off before the question shows, so nothing typed after it can appear.
    input.setRawMode(true);
    input.resume();
    output.write(question);
    let typed = "";
    const finish = (error?: Error) => {
      input.removeListener("data", onData);
      input.setRawMode(false);
      input.pause();
      output.write("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\r" || char === "\n" || char === "\u0004") return finish();
        if (char === "\u0003") return finish(new UsageError("cancelled"));
        if (char === "\u007f" || char === "\b") typed = [...typed].slice(0, -1).join("");
        else if (char >= " ") typed += char;
      }
    };
    input.on("data", onData);
  });
}

async function promptHidden(input: RawInput, output: NodeJS.WritableStream): Promise<string> {
  const first = await readHidden(input, output, "Password: ");
  checkPassword(first);
  const again = await readHidden(input, output, "Repeat the password: ");
  if (again !== first) throw new UsageError("the passwords do not match");
  return first;
}
