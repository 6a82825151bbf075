import type { Transaction } from "kysely";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { normalizeEmail } from "../../lib/admin-sign-in.ts";
import { newPasswordProblem, type PasswordProblem } from "../../lib/password-policy.ts";
import { hashPassword } from "./password.ts";
import { revokeUserSessions } from "./sessions.ts";
import { disableTwoFactor } from "./two-step-enrolment.ts";

export const ADMIN_ROLE = "admin";

export interface UserSummary {
  email: string;
  roles: string[];
  createdAt: string;
  activeSessions: number;
}

export class UserExistsError extends Error {
  constructor(email: string) {
    super(`a user with the e-mail ${email} already exists`);
  }
}

/** A new password the policy refuses (app/lib/password-policy.ts): every place that sets one applies it. */
export class PasswordPolicyError extends Error {
  readonly problem: PasswordProblem;
  constructor(problem: PasswordProblem) {
    super(`the new password is refused: ${problem}`);
    this.problem = problem;
  }
}

function checkNewPassword(password: string, email: string): void {
  const problem = newPasswordProblem(password, email);
  if (problem) throw new PasswordPolicyError(problem);
}

/** What ending an account's ways in removed: the owner adds their passkeys and phones again. */
export interface WaysInEnded {
  sessions: number;
  passkeys: number;
  pushDevices: number;
}

const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * Ends everything that lets the account in or tells it anything, but its password and its
 * two-step codes: every session, passkey, push device (lead names travel in the notifications),
 * unfinished enrolment, open challenge and preview of the site's draft. Whoever held a stolen session and registered their own
 * passkey or device is out with it.
 */
async function endWaysIn(trx: Transaction<Database>, userId: number): Promise<WaysInEnded> {
  const sessions = count(await trx.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst());
  const passkeys = count(await trx.deleteFrom("passkeys").where("user_id", "=", userId).executeTakeFirst());
  const pushDevices = count(await trx.deleteFrom("push_subscriptions").where("user_id", "=", userId).executeTakeFirst());
  await trx.deleteFrom("passkey_challenges").where("user_id", "=", userId).execute();
  await trx.deleteFrom("totp_enrolments").where("user_id", "=", userId).execute();
  await trx.deleteFrom("sign_in_challenges").where("user_id", "=", userId).execute();
  // A browser previewing the site's draft (decision 066) is one the account was signed in on.
  await trx.deleteFrom("site_previews").where("user_id", "=", userId).execute();
  return { sessions, passkeys, pushDevices };
}

export async function findUserByEmail(db: Db, email: string) {
  return db.kysely.selectFrom("users").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
}

export async function createUser(db: Db, email: string, password: string, options: { admin?: boolean; now?: Date } = {}): Promise<number> {
  const address = normalizeEmail(email);
  checkNewPassword(password, address);
  const passwordHash = await hashPassword(password);
  return db.kysely.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("users").select("id").where("email", "=", address).executeTakeFirst();
    if (existing) throw new UserExistsError(address);
    const { id } = await trx
      .insertInto("users")
      .values({ email: address, password_hash: passwordHash, created_at: (options.now ?? new Date()).toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (options.admin) await trx.insertInto("user_roles").values({ user_id: id, role: ADMIN_ROLE }).execute();
    return id;
  });
}

export async function hasRole(db: Db, userId: number, role = ADMIN_ROLE): Promise<boolean> {
  const row = await db.kysely.selectFrom("user_roles").select("role").where("user_id", "=", userId).where("role", "=", role).executeTakeFirst();
  return row !== undefined;
}

/** Gives the role; false when there is no such user. */
export async function grantRole(db: Db, email: string, role = ADMIN_ROLE): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await db.kysely
    .insertInto("user_roles")
    .values({ user_id: user.id, role })
    .onConflict((oc) => oc.columns(["user_id", "role"]).doNothing())
    .execute();
  return true;
}

/** Takes the role away and ends every session of the user at once; false when there is no such user. */
export async function revokeRole(db: Db, email: string, role = ADMIN_ROLE): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await db.kysely.deleteFrom("user_roles").where("user_id", "=", user.id).where("role", "=", role).execute();
  await revokeUserSessions(db, user.id);
  return true;
}

/**
 * Gives the user a new password (the policy applies: PasswordPolicyError) and ends every way in
 * but the password itself (endWaysIn): whoever knew the old one, or held a session, is out with
 * whatever they added. Null when there is no such user.
 */
export async function setPassword(db: Db, email: string, password: string): Promise<WaysInEnded | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  checkNewPassword(password, user.email);
  const passwordHash = await hashPassword(password);
  return db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", user.id).execute();
    return endWaysIn(trx, user.id);
  });
}

/**
 * Two-step sign-in off for a locked-out user (`users 2fa-reset`): the code secret and recovery
 * codes go, and every way in with them (their passkeys too: a lost phone's goes with the reset).
 * Null when there is no such user.
 */
export async function resetSecondSteps(db: Db, email: string): Promise<(WaysInEnded & { hadCodes: boolean }) | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  await disableTwoFactor(db, user.id);
  const ended = await db.kysely.transaction().execute((trx) => endWaysIn(trx, user.id));
  return { ...ended, hadCodes: user.totp_secret !== null };
}

/** Deletes the user with every way in they had (sessions, passkeys, push devices) and their roles; null when there is no such user. */
export async function removeUser(db: Db, email: string): Promise<WaysInEnded | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  return db.kysely.transaction().execute(async (trx) => {
    const ended = await endWaysIn(trx, user.id);
    await trx.deleteFrom("user_roles").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("users").where("id", "=", user.id).execute();
    return ended;
  });
}

export async function listUsers(db: Db, now = new Date()): Promise<UserSummary[]> {
  const users = await db.kysely.selectFrom("users").select(["id", "email", "created_at"]).orderBy("email").execute();
  const roles = await db.kysely.selectFrom("user_roles").select(["user_id", "role"]).orderBy("role").execute();
  const sessions = await db.kysely
    .selectFrom("sessions")
    .select(["user_id", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("expires_at", ">", now.toISOString())
    .groupBy("user_id")
    .execute();
  return users.map((u) => ({
    email: u.email,
    roles: roles.filter((r) => r.user_id === u.id).map((r) => r.role),
    createdAt: u.created_at,
    activeSessions: Number(sessions.find((s) => s.user_id === u.id)?.count ?? 0),
  }));
}
