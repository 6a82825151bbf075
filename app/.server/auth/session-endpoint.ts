import { signInMessages, validateSignIn, type SessionState } from "../../lib/admin-sign-in";
import { CLIENT_IP_HEADER, log } from "../http";
import { getServices } from "../services";
import { authConfig } from "./config";
import { clearedSessionCookie, readCookie, sessionCookie } from "./cookie";
import { adminJson, guardMessages, requireSameOrigin } from "./guard";
import { verifyAgainstDecoy, verifyPassword } from "./password";
import { createSession, findSession, purgeExpiredSessions, revokeSession } from "./sessions";
import { checkSignIn, purgeThrottle, recordFailure, recordSuccess, retryMessage } from "./throttle";
import { findUserByEmail, hasRole } from "./users";

export const sessionMessages = {
  badRequest: "הבקשה אינה תקינה",
} as const;

async function withDatabase(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) return error;
    log("error", "admin session: database unavailable", { error: error instanceof Error ? error.message : String(error) });
    return adminJson({ error: guardMessages.unavailable }, { status: 503 });
  }
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
export function handleSignIn(request: Request): Promise<Response> {
  return withDatabase(async () => {
    requireSameOrigin(request);
    let payload: unknown;
    try {
      payload = await request.json();
    } catch {
      return adminJson({ error: sessionMessages.badRequest }, { status: 400 });
    }
    const input = validateSignIn(payload);
    if (!input.ok) return adminJson({ error: input.message, field: input.field }, { status: 400 });
    const { email, password } = input.value;

    const config = authConfig();
    const { db } = await getServices();
    const client = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
    const verdict = await checkSignIn(db, email, client);
    if (!verdict.allowed) {
      log("warn", "sign-in throttled", { retryAfterSeconds: verdict.retryAfterSeconds });
      return adminJson(
        { error: retryMessage(verdict.retryAfterSeconds) },
        { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
      );
    }

    const user = await findUserByEmail(db, email);
    const ok = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password);
    if (!user || !ok) {
      await recordFailure(db, email, client, config.blockSeconds);
      log("warn", "sign-in failed");
      return adminJson({ error: signInMessages.wrongCredentials, code: "invalid_credentials" }, { status: 401 });
    }

    await recordSuccess(db, email, client);
    // A browser signing in again leaves its previous session behind: end it rather than orphan it.
    await revokeSession(db, readCookie(request, config.cookieName));
    await purgeExpiredSessions(db);
    await purgeThrottle(db);
    const token = await createSession(db, user.id, config);
    const admin = await hasRole(db, user.id);
    log("info", "signed in", { userId: user.id, admin });
    return adminJson({ user: { email: user.email, admin } } satisfies SessionState, {
      headers: { "Set-Cookie": sessionCookie(config, token, config.maxAgeSeconds) },
    });
  });
}

/** DELETE /api/admin/session: ends the session on the server and clears the cookie. */
export function handleSignOut(request: Request): Promise<Response> {
  return withDatabase(async () => {
    requireSameOrigin(request);
    const config = authConfig();
    const { db } = await getServices();
    await revokeSession(db, readCookie(request, config.cookieName));
    return adminJson({ user: null } satisfies SessionState, { headers: { "Set-Cookie": clearedSessionCookie(config) } });
  });
}
