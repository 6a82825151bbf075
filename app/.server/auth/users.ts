import type { Db } from "../db/index.ts";
import { normalizeEmail } from "../../lib/admin-sign-in.ts";
import { hashPassword } from "./password.ts";
import { revokeUserSessions } from "./sessions.ts";

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

export async function findUserByEmail(db: Db, email: string) {
  return db.kysely.selectFrom("users").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
}

export async function createUser(db: Db, email: string, password: string, options: { admin?: boolean; now?: Date } = {}): Promise<number> {
  const address = normalizeEmail(email);
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
 * Gives the user a new password and ends every session and open two-step challenge they have
 * (whoever knew the old password is out); false when there is no such user.
 */
export async function setPassword(db: Db, email: string, password: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  const passwordHash = await hashPassword(password);
  await db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", user.id).execute();
    await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("sign_in_challenges").where("user_id", "=", user.id).execute();
  });
  return true;
}

/** Deletes the user, their roles and sessions; false when there is no such user. */
export async function removeUser(db: Db, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("user_roles").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("users").where("id", "=", user.id).execute();
  });
  return true;
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
