import { signInMessages } from "../../lib/admin-sign-in.ts";
import { validateSignIn } from "../../lib/admin-sign-in-check.ts";
import { passkeyMessages } from "../../lib/passkeys.ts";
import { recordActivity } from "../activity.ts";
import { serverConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { log } from "../log.ts";
import { clientKey } from "../rate-limit.ts";
import { getServices } from "../runtime.ts";
import { authConfig } from "./auth-config.ts";
import { challengeCookie, clearedSessionCookie, sessionCookie } from "./cookie.ts";
import { hasPasskey } from "./passkey-store.ts";
import { HashingBusyError, hashingAtCapacity, verifyAgainstDecoy, verifyPassword } from "./password.ts";
import { replaceSession, revokeSession, type ActiveSession } from "./sessions.ts";
import { retryMessage, withSignInThrottle } from "./throttle.ts";
import { CHALLENGE_SECONDS, createChallenge } from "./sign-in-challenge.ts";
import { findUserByEmail, hasRole } from "./accounts.ts";

export type SignInOutcome =
  | { kind: "invalid"; field: "email" | "password"; message: string }
  | { kind: "throttled"; retryAfterSeconds: number; message: string }
  /** Another sign-in for this account or client is being checked, or the server is at capacity. */
  | { kind: "busy"; status: 429 | 503; retryAfterSeconds: number; message: string }
  | { kind: "wrong-credentials"; message: string }
  /** ADMIN_2FA=required, and the account's second step is a passkey only: the password alone opens nothing. */
  | { kind: "passkey-required"; message: string }
  | { kind: "signed-in"; email: string; admin: boolean; setCookie: string }
  /** The password was right and the account has two-step sign-in: a challenge waits for the code. */
  | { kind: "second-factor"; email: string; setCookie: string };

/**
 * Checks an e-mail and password and opens a session: validation (first error), throttling,
 * the password check, the activity log. Throws only when the database cannot be reached.
 * `previousSessionToken` is the session cookie the browser sent (its session ends: one browser,
 * one session); `clientAddress` is the request's, from the request context (app/context.ts).
 */
export async function signInWithPassword(previousSessionToken: string | undefined, clientAddress: string, input: unknown): Promise<SignInOutcome> {
  const valid = validateSignIn(input);
  if (!valid.ok) return { kind: "invalid", field: valid.field, message: valid.message };
  const { email, password } = valid.value;

  // Throttled per client as the lead limit is: an IPv6 client by its /64, which it usually owns whole.
  const client = clientKey(clientAddress);
  try {
    // A flood is refused before it touches the database: each write there waits for the disk.
    if (hashingAtCapacity()) throw new HashingBusyError();
    const outcome = await oneAtATime([`account:${email}`, `client:${client}`], () =>
      checkPassword(previousSessionToken, clientAddress, email, password, client),
    );
    return outcome ?? { kind: "busy", status: 429, retryAfterSeconds: 1, message: signInMessages.inProgress };
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    log("warn", "sign-in refused: password hashing at capacity");
    return { kind: "busy", status: 503, retryAfterSeconds: 2, message: signInMessages.busy };
  }
}

/** `client` is the throttle's key for the address (see clientKey). */
async function checkPassword(
  previousSessionToken: string | undefined,
  clientAddress: string,
  email: string,
  password: string,
  client: string,
): Promise<SignInOutcome> {
  const config = authConfig();
  const { db } = await getServices();
  // Counted before the hash, atomically: parallel attempts cannot all slip past the limit.
  const checked = await withSignInThrottle<{ user: Awaited<ReturnType<typeof findUserByEmail>> | null; ok: boolean }>(
    db,
    { email, client, blockSeconds: config.blockSeconds },
    async () => {
      const user = await findUserByEmail(db, email);
      const ok = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password);
      if (!user || !ok) return { settle: "failure", value: { user: user ?? null, ok: false } };
      // With two-step sign-in the code must follow: the attempt counts neither way until it does
      // (nor when the account's only second step is a passkey, which the password cannot stand for).
      return { settle: user.totp_secret || (await passkeyOnly(db, user)) ? "unchecked" : "success", value: { user, ok: true } };
    },
  );
  if (!checked.allowed) {
    log("warn", "sign-in throttled", { retryAfterSeconds: checked.retryAfterSeconds });
    return { kind: "throttled", retryAfterSeconds: checked.retryAfterSeconds, message: retryMessage(checked.retryAfterSeconds) };
  }

  const { user, ok } = checked.value;
  if (!user || !ok) {
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
    // Not a session yet: a challenge the code must answer.
    const token = await createChallenge(db, user.id);
    log("info", "password accepted, second factor asked", { userId: user.id });
    return { kind: "second-factor", email: user.email, setCookie: challengeCookie(config, token, CHALLENGE_SECONDS) };
  }

  if (await passkeyOnly(db, user)) {
    log("info", "password accepted, passkey required", { userId: user.id });
    return { kind: "passkey-required", message: passkeyMessages.passwordRefusedRequired };
  }

  const token = await replaceSession(db, previousSessionToken, user.id, config, { method: "password" });
  const admin = await hasRole(db, user.id);
  log("info", "signed in", { userId: user.id, admin });
  await recordActivity(db, { action: "sign_in", userId: user.id, userEmail: user.email, client: clientAddress });
  return { kind: "signed-in", email: user.email, admin, setCookie: sessionCookie(config, token, config.maxAgeSeconds) };
}

/** ADMIN_2FA=required and the account's second step is passkeys only (docs/decisions/052-passkeys.md). */
async function passkeyOnly(db: Db, user: { id: number; totp_secret: string | null }): Promise<boolean> {
  return serverConfig.admin2fa === "required" && !user.totp_secret && (await hasPasskey(db, user.id));
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

/** Ends the browser's session on the server (the one its cookie named); returns the Set-Cookie value that clears it. */
export async function signOut(sessionToken: string | undefined, session: ActiveSession | null, clientAddress: string): Promise<string> {
  const config = authConfig();
  const { db } = await getServices();
  await revokeSession(db, sessionToken);
  if (session) await recordActivity(db, { action: "sign_out", userId: session.userId, userEmail: session.email, client: clientAddress });
  return clearedSessionCookie(config);
}
