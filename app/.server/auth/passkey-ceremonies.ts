/**
 * The WebAuthn ceremonies with @simplewebauthn/server: adding a passkey (a signed-in admin) and
 * signing in with one (docs/decisions/052-passkeys.md).
 *
 * - The relying party is the site's own origin: SITE_URL when set; without it (development,
 *   tests) the request's own origin, and only on `localhost` (WebAuthn needs a secure context).
 * - User verification is required (the device's biometric or PIN): possession plus that is two
 *   steps on its own.
 * - Each challenge is kept server-side and taken once (passkeys.ts): a replayed response finds
 *   none. The signature counter is checked by the library and stored by a conditional write.
 * - A sign-in is throttled as passwords and codes are (withSignInThrottle: the same counters),
 *   counted against the passkey's account when it names one, per client address either way.
 */
import { createHash } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { decodeClientDataJSON } from "@simplewebauthn/server/helpers";
import { z } from "zod";
import { recordActivity } from "../activity.ts";
import { serverConfig, siteConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { log } from "../log.ts";
import { clientKey } from "../rate-limit.ts";
import { authConfig } from "./auth-config.ts";
import { clearedChallengeCookie, sessionCookie } from "./cookie.ts";
import {
  addPasskey,
  findPasskey,
  listPasskeys,
  PASSKEY_CHALLENGE_SECONDS,
  PASSKEYS_PER_USER_MAX,
  recordPasskeyUse,
  saveChallenge,
  takeChallenge,
  userCredentials,
  type ChallengeOwner,
} from "./passkey-store.ts";
import { replaceSession } from "./sessions.ts";
import { retryMessage, withSignInThrottle } from "./throttle.ts";
import { hasRole } from "./accounts.ts";

/** Who the passkeys belong to: the site's host name, and the origin the browser must report. */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

/** The relying party for this request, or null where passkeys cannot work (no SITE_URL, and not localhost). */
export function relyingParty(request: Request): RelyingParty | null {
  if (serverConfig.siteUrlConfigured) {
    const site = new URL(siteConfig().siteUrl);
    return { rpID: site.hostname, origin: site.origin };
  }
  const own = new URL(request.url);
  return own.hostname === "localhost" ? { rpID: own.hostname, origin: own.origin } : null;
}

/** The account a throttled assertion counts against when its passkey names none (an unknown credential). */
const UNKNOWN_PASSKEY_ACCOUNT = "passkey:unknown";

/** The user handle given to authenticators: stable per user, no e-mail address in it. */
const userHandle = (userId: number) => new Uint8Array(createHash("sha256").update(`passkey-user:${userId}`).digest().subarray(0, 16));

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);
/** The browser's answer, as @simplewebauthn/browser sends it: the fields the checks read, the rest passed through. */
const credentialResponse = z.looseObject({
  id: base64url.min(1).max(1_024),
  rawId: base64url,
  type: z.literal("public-key"),
  clientExtensionResults: z.looseObject({}),
  response: z.looseObject({ clientDataJSON: base64url.min(1) }),
});

/** An addition's answer as the library reads it (the attestation); one without it fails the check as the library would. */
const registrationAnswer = credentialResponse.extend({
  response: z.looseObject({
    clientDataJSON: base64url.min(1),
    attestationObject: base64url.min(1),
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(64)).max(16).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
}) satisfies z.ZodType<RegistrationResponseJSON>;

/** A sign-in's answer as the library reads it (the signature over the authenticator's data). */
const authenticationAnswer = credentialResponse.extend({
  response: z.looseObject({
    clientDataJSON: base64url.min(1),
    authenticatorData: base64url.min(1),
    signature: base64url.min(1),
    userHandle: base64url.optional(),
  }),
}) satisfies z.ZodType<AuthenticationResponseJSON>;

/** The challenge the browser signed, read from its answer; null when the answer is not one. */
function signedChallenge(response: unknown): { response: z.infer<typeof credentialResponse>; challenge: string } | null {
  const parsed = credentialResponse.safeParse(response);
  if (!parsed.success) return null;
  try {
    const challenge = decodeClientDataJSON(parsed.data.response.clientDataJSON).challenge;
    return typeof challenge === "string" && challenge.length > 0 && challenge.length <= 200 ? { response: parsed.data, challenge } : null;
  } catch {
    return null;
  }
}

export async function additionOptions(db: Db, admin: { userId: number; email: string }, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: siteConfig().brandName,
    rpID: rp.rpID,
    userName: admin.email,
    userID: userHandle(admin.userId),
    attestationType: "none",
    excludeCredentials: await userCredentials(db, admin.userId),
    // A discoverable credential: the sign-in needs no e-mail first.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
  });
  await saveChallenge(db, { challenge: options.challenge, userId: admin.userId, purpose: "registration" });
  return options;
}

export type AdditionResult =
  { ok: true; passkeyCount: number } | { ok: false; reason: "bad-request" | "challenge" | "not-verified" | "duplicate" | "too-many" };

/** Checks the browser's answer to the addition options and keeps the passkey under the admin's name for it. */
export async function addVerifiedPasskey(db: Db, userId: number, answer: unknown, deviceName: string, rp: RelyingParty): Promise<AdditionResult> {
  const signed = signedChallenge(answer);
  if (!signed) return { ok: false, reason: "bad-request" };
  if (!(await takeChallenge(db, signed.challenge, "registration", userId))) return { ok: false, reason: "challenge" };
  const answered = registrationAnswer.safeParse(signed.response);
  if (!answered.success) return { ok: false, reason: "not-verified" };
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: answered.data,
      expectedChallenge: signed.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
  } catch (error) {
    log("warn", "passkey addition refused", { userId, reason: error instanceof Error ? error.message.slice(0, 200) : "error" });
    return { ok: false, reason: "not-verified" };
  }
  if (!verification.verified) return { ok: false, reason: "not-verified" };
  if ((await listPasskeys(db, userId)).length >= PASSKEYS_PER_USER_MAX) return { ok: false, reason: "too-many" };
  const { credential } = verification.registrationInfo;
  const added = await addPasskey(db, {
    userId,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString("base64url"),
    counter: credential.counter,
    transports: credential.transports ?? [],
    deviceName,
  });
  if (!added.ok) return { ok: false, reason: "duplicate" };
  return { ok: true, passkeyCount: (await listPasskeys(db, userId)).length };
}

/**
 * Options for a sign-in: any of this site's passkeys (the browser offers them). The challenge
 * belongs to the asking browser and counts against its address; null when that address (or
 * everyone together) already has as many waiting as allowed.
 */
export async function signInOptions(db: Db, rp: RelyingParty, owner: ChallengeOwner): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "required", timeout: PASSKEY_CHALLENGE_SECONDS * 1000 });
  return (await saveChallenge(db, { challenge: options.challenge, userId: null, purpose: "authentication", owner })) ? options : null;
}

export type PasskeyRefusal = "bad-request" | "challenge" | "unknown" | "not-verified" | "counter";

export type PasskeySignInOutcome =
  | { kind: "signed-in"; userId: number; email: string; admin: boolean; setCookies: string[] }
  | { kind: "refused"; reason: PasskeyRefusal }
  | { kind: "throttled"; retryAfterSeconds: number; message: string };

/**
 * Checks an assertion and, when right, opens a session as the password and code path does: the
 * browser's previous session ends, a new one is made, the activity log notes it. Every failure
 * (a wrong origin, a replayed or expired challenge, an unknown passkey, a counter gone back)
 * counts for the sign-in throttle; a blocked client is refused before anything is checked.
 */
export async function signInWithPasskey(
  db: Db,
  previousSessionToken: string | undefined,
  clientAddress: string,
  answer: unknown,
  rp: RelyingParty,
  /** The SHA-256 of the browser's passkey cookie: only the browser that asked for the challenge may answer it. */
  browser: string | null,
): Promise<PasskeySignInOutcome> {
  const config = authConfig();
  const signed = signedChallenge(answer);
  const passkey = signed ? await findPasskey(db, signed.response.id) : null;
  const user = passkey ? await db.kysely.selectFrom("users").select(["id", "email"]).where("id", "=", passkey.userId).executeTakeFirst() : undefined;
  const client = clientKey(clientAddress);
  const checked = await withSignInThrottle<{ ok: true; newCounter: number } | { ok: false; reason: PasskeyRefusal }>(
    db,
    { email: user?.email ?? UNKNOWN_PASSKEY_ACCOUNT, client, blockSeconds: config.blockSeconds },
    async () => {
      if (!signed) return { settle: "failure", value: { ok: false, reason: "bad-request" } };
      // Taken first, whatever follows: a challenge answered once, rightly or not, is gone.
      if (!(await takeChallenge(db, signed.challenge, "authentication", null, { browser })))
        return { settle: "failure", value: { ok: false, reason: "challenge" } };
      if (!passkey || !user) return { settle: "failure", value: { ok: false, reason: "unknown" } };
      const answered = authenticationAnswer.safeParse(signed.response);
      if (!answered.success) return { settle: "failure", value: { ok: false, reason: "not-verified" } };
      try {
        const verification = await verifyAuthenticationResponse({
          response: answered.data,
          expectedChallenge: signed.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: true,
        });
        if (!verification.verified) return { settle: "failure", value: { ok: false, reason: "not-verified" } };
        const recorded = await recordPasskeyUse(db, passkey, verification.authenticationInfo.newCounter);
        if (!recorded) return { settle: "failure", value: { ok: false, reason: "counter" } };
        return { settle: "success", value: { ok: true, newCounter: verification.authenticationInfo.newCounter } };
      } catch (error) {
        // The library throws for a wrong origin or RP, a bad signature, a counter that did not move forward.
        const message = error instanceof Error ? error.message : "";
        log("warn", "passkey assertion refused", { userId: user.id, reason: message.slice(0, 200) });
        return { settle: "failure", value: { ok: false, reason: /counter/i.test(message) ? "counter" : "not-verified" } };
      }
    },
  );
  if (!checked.allowed) {
    log("warn", "passkey sign-in throttled", { retryAfterSeconds: checked.retryAfterSeconds });
    return { kind: "throttled", retryAfterSeconds: checked.retryAfterSeconds, message: retryMessage(checked.retryAfterSeconds) };
  }
  if (!checked.value.ok) {
    const reason = checked.value.reason;
    log("warn", "passkey sign-in refused", { reason, ...(user ? { userId: user.id } : {}) });
    await recordActivity(db, {
      action: "sign_in_passkey_failed",
      userId: user?.id ?? null,
      userEmail: user?.email ?? null,
      client: clientAddress,
      details: { reason, known: !!user },
    });
    return { kind: "refused", reason };
  }
  const signedIn = user!;
  const token = await replaceSession(db, previousSessionToken, signedIn.id, config, { method: "passkey", passkeyId: passkey!.id });
  const admin = await hasRole(db, signedIn.id);
  log("info", "signed in with a passkey", { userId: signedIn.id, admin });
  await recordActivity(db, { action: "sign_in_passkey", userId: signedIn.id, userEmail: signedIn.email, client: clientAddress });
  return {
    kind: "signed-in",
    userId: signedIn.id,
    email: signedIn.email,
    admin,
    setCookies: [sessionCookie(config, token, config.maxAgeSeconds), clearedChallengeCookie(config)],
  };
}
