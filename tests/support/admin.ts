/**
 * Admin users for tests: create them straight in a test server's database (the same code the
 * users CLI runs), then sign in over HTTP like the page does. Playwright tests sign a browser
 * context in with signInContext(); its cookies then hold the session.
 */
import { randomBytes } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { createUser as insertUser, revokeRole } from "../../app/.server/auth/users.ts";
import { openDb, type Db } from "../../app/.server/db/index.ts";

/** Where the server under test keeps its data: its DATA_DIR (SQLite) or its DATABASE_URL. */
export interface DbTarget {
  dataDir?: string;
  databaseUrl?: string;
}

export interface TestUser {
  email: string;
  password: string;
  admin: boolean;
}

export async function withDb<T>(target: DbTarget, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb(target);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** A new user with a unique address (tests may run side by side on one database). */
async function createTestUser(target: DbTarget, options: { admin: boolean; email?: string; password?: string }): Promise<TestUser> {
  const user = {
    email: options.email ?? `${options.admin ? "admin" : "user"}-${randomBytes(6).toString("hex")}@example.co.il`,
    password: options.password ?? `pw-${randomBytes(8).toString("hex")}`,
    admin: options.admin,
  };
  await withDb(target, (db) => insertUser(db, user.email, user.password, { admin: user.admin }));
  return user;
}

export const createAdmin = (target: DbTarget) => createTestUser(target, { admin: true });
export const createNonAdmin = (target: DbTarget) => createTestUser(target, { admin: false });

/** Takes the admin role away (ending the user's sessions), as `npm run users -- revoke` does. */
export const revokeAdmin = (target: DbTarget, email: string) => withDb(target, (db) => revokeRole(db, email));

/** Signs in over HTTP; returns the Cookie header value ("name=token") for later requests. */
export async function signIn(baseUrl: string, user: Pick<TestUser, "email" | "password">): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0];
  if (!cookie) throw new Error("sign-in answered without a session cookie");
  return cookie.split(";")[0]!;
}

/** Signs a Playwright browser context in (its pages then open the admin page signed in). */
export async function signInContext(context: BrowserContext, baseUrl: string, user: Pick<TestUser, "email" | "password">): Promise<void> {
  const response = await context.request.post(`${baseUrl}/api/admin/session`, {
    headers: { Origin: baseUrl },
    data: { email: user.email, password: user.password },
  });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}
