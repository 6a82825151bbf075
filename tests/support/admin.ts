/**
 * Admin users for tests: create them straight in a test server's database (the same code the
 * users CLI runs), then sign in over HTTP through the page's own form. Playwright tests sign a browser
 * context in with signInContext(); its cookies then hold the session.
 */
import { randomBytes } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { createUser as insertUser, revokeRole } from "../../app/.server/auth/accounts.ts";
import { openDb, type Db } from "../../app/.server/db/database.ts";
import { ADMIN_PAGES, ADMIN_PATH, LEAD_CHANGES } from "../../app/lib/paths.ts";

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

/** The admin's sign-in screen: its form posts here, with or without JavaScript. */
export const SIGN_IN_PATH = "/manage-leads-2024/sign-in";

/** The sign-in form's fields, as a browser without JavaScript sends them. */
export const signInForm = (user: Pick<TestUser, "email" | "password">) => ({ email: user.email, password: user.password });

/**
 * Signs in through the page's own form (a plain POST, as a browser without JavaScript sends it);
 * returns the Cookie header value ("name=token") for later requests.
 */
export async function signIn(baseUrl: string, user: Pick<TestUser, "email" | "password">): Promise<string> {
  const response = await fetch(`${baseUrl}${SIGN_IN_PATH}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams(signInForm(user)),
  });
  if (response.status !== 303) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0];
  if (!cookie) throw new Error("sign-in answered without a session cookie");
  return cookie.split(";")[0]!;
}

/** Signs a Playwright browser context in through the same form (its pages then open the admin signed in). */
export async function signInContext(context: BrowserContext, baseUrl: string, user: Pick<TestUser, "email" | "password">): Promise<void> {
  const response = await context.request.post(`${baseUrl}${SIGN_IN_PATH}`, {
    headers: { Origin: baseUrl },
    form: signInForm(user),
    maxRedirects: 0,
  });
  if (response.status() !== 303) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** A lead's changes and the banner's "read", as the tests name them, and the action route each is posted to. */
const CHANGE_ROUTES: Record<string, string> = {
  stage: LEAD_CHANGES.stage,
  note: LEAD_CHANGES.note,
  delete: LEAD_CHANGES.trash,
  restore: LEAD_CHANGES.restore,
  "delete-forever": LEAD_CHANGES.erase,
  "dismiss-2fa-notice": ADMIN_PAGES.dismissCodeFailures,
};

/**
 * A form as the page posts it: to the route that takes it. A change with an action route of its
 * own (a lead's, the banner's "read") is named by that route, so its name is not sent as a field.
 */
export function postedForm(form: Record<string, string>): { to: string; fields: Record<string, string> } {
  const { intent, ...fields } = form;
  if (intent !== undefined && intent in CHANGE_ROUTES) return { to: CHANGE_ROUTES[intent]!, fields };
  return { to: screenForIntent(intent), fields: form };
}

/** The route a test's change name (the forms' intents before issue 38) posts to: a change's own action route, or its screen. */
export function screenForIntent(intent: string | undefined): string {
  if (intent !== undefined && intent in CHANGE_ROUTES) return CHANGE_ROUTES[intent]!;
  switch (intent) {
    case "sign-in":
      return ADMIN_PAGES.signIn;
    case "sign-out":
      return ADMIN_PAGES.signOut;
    case "second-factor":
    case "recovery-code":
    case "cancel-sign-in":
      return ADMIN_PAGES.secondStep;
    case "enable-2fa":
    case "disable-2fa":
      return ADMIN_PAGES.security;
    // Anything else: the leads' index route (React Router's ?index), which takes no post.
    default:
      return `${ADMIN_PATH}?index`;
  }
}

/** The screen a dashboard query shows: the trash and the activity log have their own paths; the lead views are `?view=`. */
export function screenForQuery(query: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ""));
  const view = params.get("view");
  const path = view === "trash" ? ADMIN_PAGES.trash : view === "activity" ? ADMIN_PAGES.activity : params.has("security") ? ADMIN_PAGES.security : ADMIN_PATH;
  if (path !== ADMIN_PATH) params.delete("view");
  params.delete("security");
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
