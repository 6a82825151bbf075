import { signInMessages, validateSignIn } from "../../lib/admin-sign-in";
import { recordActivity } from "../activity";
import { CLIENT_IP_HEADER, log } from "../http";
import { getServices } from "../services";
import { authConfig } from "./config";
import { clearedSessionCookie, readCookie, sessionCookie } from "./cookie";
import { verifyAgainstDecoy, verifyPassword } from "./password";
import { createSession, findSession, purgeExpiredSessions, revokeSession } from "./sessions";
import { checkSignIn, purgeThrottle, recordFailure, recordSuccess, retryMessage } from "./throttle";
import { findUserByEmail, hasRole } from "./users";

export type SignInOutcome =
  | { kind: "invalid"; field: "email" | "password"; message: string }
  | { kind: "throttled"; retryAfterSeconds: number; message: string }
  | { kind: "wrong-credentials"; message: string }
  | { kind: "signed-in"; email: string; admin: boolean; setCookie: string };

/** The address the request came from, as the server pipeline determined it (proxies included). */
export const clientAddress = (request: Request) => request.headers.get(CLIENT_IP_HEADER) ?? "unknown";

/**
 * Checks an e-mail and password and opens a session: validation (first error), throttling,
 * the password check, the activity log. Used by the admin page's sign-in form and by the JSON
 * endpoint alike. Throws only when the database cannot be reached.
 */
export async function signInWithPassword(request: Request, input: unknown): Promise<SignInOutcome> {
  const valid = validateSignIn(input);
  if (!valid.ok) return { kind: "invalid", field: valid.field, message: valid.message };
  const { email, password } = valid.value;

  const config = authConfig();
  const { db } = await getServices();
  const client = clientAddress(request);
  const verdict = await checkSignIn(db, email, client);
  if (!verdict.allowed) {
    log("warn", "sign-in throttled", { retryAfterSeconds: verdict.retryAfterSeconds });
    return { kind: "throttled", retryAfterSeconds: verdict.retryAfterSeconds, message: retryMessage(verdict.retryAfterSeconds) };
  }

  const user = await findUserByEmail(db, email);
  const ok = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password);
  if (!user || !ok) {
    await recordFailure(db, email, client, config.blockSeconds);
    log("warn", "sign-in failed");
    // The typed address is kept only when it names a user: a stranger's guesses stay out of the log.
    await recordActivity(db, { action: "sign_in_failed", userId: user?.id ?? null, userEmail: user?.email ?? null, client, details: { known: !!user } });
    return { kind: "wrong-credentials", message: signInMessages.wrongCredentials };
  }

  await recordSuccess(db, email, client);
  // A browser signing in again leaves its previous session behind: end it rather than orphan it.
  await revokeSession(db, readCookie(request, config.cookieName));
  await purgeExpiredSessions(db);
  await purgeThrottle(db);
  const token = await createSession(db, user.id, config);
  const admin = await hasRole(db, user.id);
  log("info", "signed in", { userId: user.id, admin });
  await recordActivity(db, { action: "sign_in", userId: user.id, userEmail: user.email, client });
  return { kind: "signed-in", email: user.email, admin, setCookie: sessionCookie(config, token, config.maxAgeSeconds) };
}

/** Ends the request's session on the server; returns the Set-Cookie value that clears it. */
export async function signOut(request: Request): Promise<string> {
  const config = authConfig();
  const { db } = await getServices();
  const token = readCookie(request, config.cookieName);
  const session = await findSession(db, token, config);
  await revokeSession(db, token);
  if (session) await recordActivity(db, { action: "sign_out", userId: session.userId, userEmail: session.email, client: clientAddress(request) });
  return clearedSessionCookie(config);
}
