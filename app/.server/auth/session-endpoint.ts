import type { SessionState } from "../../lib/admin-sign-in.ts";
import { errorFields, log } from "../log.ts";
import { isCrossSite } from "../origin.ts";
import { adminJson } from "../responses.ts";
import { getServices } from "../runtime.ts";
import { authConfig } from "./config.ts";
import { clearedSessionCookie, readCookie } from "./cookie.ts";
import { guardMessages } from "./guard.ts";
import { findSession } from "./sessions.ts";
import { signInWithPassword, signOut } from "./sign-in.ts";
import { hasRole } from "./users.ts";

const sessionMessages = {
  badRequest: "הבקשה אינה תקינה",
  notJson: "שלחו את פרטי ההתחברות כ-JSON",
  secondFactor: "לחשבון הזה יש אימות דו-שלבי: היכנסו דרך דף הניהול והזינו את הקוד מהאפליקציה",
} as const;

async function withDatabase(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) return error;
    log("error", "admin session: database unavailable", errorFields(error));
    return adminJson({ error: guardMessages.unavailable }, { status: 503 });
  }
}

/** 403 for a sign-in or sign-out another site's page sent through the visitor's browser (isCrossSite). */
function crossSiteRefused(request: Request): Response {
  log("warn", "cross-site admin request refused", { method: request.method, path: new URL(request.url).pathname });
  return adminJson({ error: guardMessages.crossSite }, { status: 403 });
}

/** GET /api/admin/session: who is signed in (and whether as admin); renews the session. */
export function handleSessionGet(request: Request): Promise<Response> {
  return withDatabase(async () => {
    const config = authConfig();
    const { db } = await getServices();
    const token = readCookie(request, config.cookieName);
    const session = await findSession(db, token, config);
    if (!session) {
      const headers = token !== undefined ? { "Set-Cookie": clearedSessionCookie(config) } : undefined;
      return adminJson({ user: null } satisfies SessionState, { headers });
    }
    return adminJson({ user: { email: session.email, admin: await hasRole(db, session.userId) } } satisfies SessionState);
  });
}

/**
 * POST /api/admin/session {email, password}: signs in. 200 with the session cookie, 400 for
 * invalid input (first error), 401 for wrong credentials, 429 while throttled, 403 cross-site.
 * A user without the admin role is signed in too: the page tells them and signs them out.
 */
export function handleSignIn(request: Request, clientAddress: string): Promise<Response> {
  return withDatabase(async () => {
    if (isCrossSite(request)) return crossSiteRefused(request);
    // JSON only (the page's own form posts to its action): a text/plain body is what a
    // cross-site form could send without asking.
    const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "application/json") return adminJson({ error: sessionMessages.notJson }, { status: 415 });
    let payload: unknown;
    try {
      payload = await request.json();
    } catch {
      return adminJson({ error: sessionMessages.badRequest }, { status: 400 });
    }
    const outcome = await signInWithPassword(request, clientAddress, payload);
    switch (outcome.kind) {
      case "invalid":
        return adminJson({ error: outcome.message, field: outcome.field }, { status: 400 });
      case "throttled":
        return adminJson({ error: outcome.message }, { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } });
      case "busy":
        return adminJson({ error: outcome.message }, { status: outcome.status, headers: { "Retry-After": String(outcome.retryAfterSeconds) } });
      case "wrong-credentials":
        return adminJson({ error: outcome.message, code: "invalid_credentials" }, { status: 401 });
      case "signed-in":
        return adminJson({ user: { email: outcome.email, admin: outcome.admin } } satisfies SessionState, { headers: { "Set-Cookie": outcome.setCookie } });
      case "second-factor":
        // The code is asked on the admin page (which this cookie's challenge leads to); no session here.
        return adminJson(
          { error: sessionMessages.secondFactor, code: "second_factor_required" },
          { status: 401, headers: { "Set-Cookie": outcome.setCookie } },
        );
    }
  });
}

/** DELETE /api/admin/session: ends the session on the server and clears the cookie. */
export function handleSignOut(request: Request, clientAddress: string): Promise<Response> {
  return withDatabase(async () => {
    if (isCrossSite(request)) return crossSiteRefused(request);
    return adminJson({ user: null } satisfies SessionState, { headers: { "Set-Cookie": await signOut(request, clientAddress) } });
  });
}
