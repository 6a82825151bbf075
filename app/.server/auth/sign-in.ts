import { signInMessages, validateSignIn } from "../../lib/admin-sign-in.ts";
import { recordActivity } from "../activity.ts";
import { log } from "../log.ts";
import { clientKey } from "../rate-limit.ts";
import { getServices } from "../runtime.ts";
import { authConfig } from "./config.ts";
import { challengeCookie, clearedSessionCookie, readCookie, sessionCookie } from "./cookie.ts";
import { HashingBusyError, hashingAtCapacity, verifyAgainstDecoy, verifyPassword } from "./password.ts";
import { createSession, findSession, purgeExpiredSessions, revokeSession } from "./sessions.ts";
import { recordSuccess, releaseAttempt, reserveAttempt, retryMessage, settleFailure } from "./throttle.ts";
import { CHALLENGE_SECONDS, createChallenge } from "./two-factor.ts";
import { findUserByEmail, hasRole } from "./users.ts";

export type SignInOutcome =
  | { kind: "invalid"; field: "email" | "password"; message: string }
  | { kind: "throttled"; retryAfterSeconds: number; message: string }
  /** Another sign-in for this account or client is being checked, or the server is at capacity. */
  | { kind: "busy"; status: 429 | 503; retryAfterSeconds: number; message: string }
  | { kind: "wrong-credentials"; message: string }
  | { kind: "signed-in"; email: string; admin: boolean; setCookie: string }
  /** The password was right and the account has two-step sign-in: a challenge waits for the code. */
  | { kind: "second-factor"; email: string; setCookie: string };

/**
 * Checks an e-mail and password and opens a session: validation (first error), throttling,
 * the password check, the activity log. Used by the admin page's sign-in form and by the JSON
 * endpoint alike. Throws only when the database cannot be reached. `clientAddress` is the
 * request's, from the request context (app/context.ts).
 */
export async function signInWithPassword(request: Request, clientAddress: string, input: unknown): Promise<SignInOutcome> {
  const valid = validateSignIn(input);
  if (!valid.ok) return { kind: "invalid", field: valid.field, message: valid.message };
  const { email, password } = valid.value;

  // Throttled per client as the lead limit is: an IPv6 client by its /64, which it usually owns whole.
  const client = clientKey(clientAddress);
  try {
    // A flood is refused before it touches the database: each write there waits for the disk.
    if (hashingAtCapacity()) throw new HashingBusyError();
    const outcome = await oneAtATime([`account:${email}`, `client:${client}`], () => checkPassword(request, clientAddress, email, password, client));
    return outcome ?? { kind: "busy", status: 429, retryAfterSeconds: 1, message: signInMessages.inProgress };
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    log("warn", "sign-in refused: password hashing at capacity");
    return { kind: "busy", status: 503, retryAfterSeconds: 2, message: signInMessages.busy };
  }
}

/** `client` is the throttle's key for the address (see clientKey). */
async function checkPassword(request: Request, clientAddress: string, email: string, password: string, client: string): Promise<SignInOutcome> {
  const config = authConfig();
  const { db } = await getServices();
  // Counted before the hash, atomically: parallel attempts cannot all slip past the limit.
  const reservation = await reserveAttempt(db, email, client, config.blockSeconds);
  if (!reservation.allowed) {
    log("warn", "sign-in throttled", { retryAfterSeconds: reservation.retryAfterSeconds });
    return { kind: "throttled", retryAfterSeconds: reservation.retryAfterSeconds, message: retryMessage(reservation.retryAfterSeconds) };
  }

  const user = await findUserByEmail(db, email);
  const ok = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password);
  if (!user || !ok) {
    await settleFailure(db, email, client, reservation, config.blockSeconds);
    log("warn", "sign-in failed");
    // The typed address is kept only when it names a user: a stranger's guesses stay out of the log.
    await recordActivity(db, {
      action: "sign_in_failed",
      userId: user?.id ?? null,
      userEmail: user?.email ?? null,
      client: clientAddress,
      details: { known: !!user },
    });
    return { kind: "wrong-credentials", message: signInMessages.wrongCredentials };
  }

  if (user.totp_secret) {
    // Not a session yet: the code must follow. The attempt counts neither way until it does.
    await releaseAttempt(db, email, client);
    const token = await createChallenge(db, user.id);
    log("info", "password accepted, second factor asked", { userId: user.id });
    return { kind: "second-factor", email: user.email, setCookie: challengeCookie(config, token, CHALLENGE_SECONDS) };
  }

  await recordSuccess(db, email, client);
  // A browser signing in again leaves its previous session behind: end it rather than orphan it.
  await revokeSession(db, readCookie(request, config.cookieName));
  await purgeExpiredSessions(db);
  const token = await createSession(db, user.id, config);
  const admin = await hasRole(db, user.id);
  log("info", "signed in", { userId: user.id, admin });
  await recordActivity(db, { action: "sign_in", userId: user.id, userEmail: user.email, client: clientAddress });
  return { kind: "signed-in", email: user.email, admin, setCookie: sessionCookie(config, token, config.maxAgeSeconds) };
}

/** Sign-ins waiting behind the one being checked, per account and per client. */
const MAX_WAITING_PER_KEY = 2;
const queues = new Map<string, { tail: Promise<void>; size: number }>();

/**
 * Runs sign-in checks one at a time per key (the account, the client): a second attempt waits
 * for the first, and a third beyond the small queue is refused at once (undefined). Keys are
 * queued in arrival order, so two requests sharing keys can never wait for each other.
 */
async function oneAtATime<T>(keys: string[], work: () => Promise<T>): Promise<T | undefined> {
  const entries = keys.map((key) => queues.get(key) ?? { tail: Promise.resolve(), size: 0 });
  if (entries.some((entry) => entry.size > MAX_WAITING_PER_KEY)) return undefined;
  const { promise: done, resolve: release } = Promise.withResolvers<void>();
  const before = entries.map((entry) => entry.tail);
  entries.forEach((entry, i) => {
    entry.size++;
    entry.tail = done;
    queues.set(keys[i]!, entry);
  });
  try {
    await Promise.all(before);
    return await work();
  } finally {
    release();
    entries.forEach((entry, i) => {
      if (--entry.size === 0 && queues.get(keys[i]!) === entry) queues.delete(keys[i]!);
    });
  }
}

/** Ends the request's session on the server; returns the Set-Cookie value that clears it. */
export async function signOut(request: Request, clientAddress: string): Promise<string> {
  const config = authConfig();
  const { db } = await getServices();
  const token = readCookie(request, config.cookieName);
  const session = await findSession(db, token, config);
  await revokeSession(db, token);
  if (session) await recordActivity(db, { action: "sign_out", userId: session.userId, userEmail: session.email, client: clientAddress });
  return clearedSessionCookie(config);
}
