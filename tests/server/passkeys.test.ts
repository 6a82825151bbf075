/**
 * The passkey endpoint against the real built server (docs/decisions/052-passkeys.md): a burst of
 * failed assertions is held by the sign-in throttle as wrong passwords are, and counts against the
 * account it names; a stranger's burst of unknown passkeys does not lock the owner out; the
 * endpoint takes JSON posts from our own pages only, is never stored, and is off where WebAuthn
 * cannot work (no SITE_URL, not localhost).
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeyMessages } from "../../app/lib/passkeys.ts";
import { ADMIN_PATH, SIGN_IN_ACTIONS } from "../../app/lib/paths.ts";
import { addPasskey } from "../../app/.server/auth/passkey-store.ts";
import { createAdmin, signInForm, SIGN_IN_PATH, withDb, type TestUser } from "../support/admin.ts";
import { freePort, removeDir, startServer, type ServerProcess } from "../../harness/server-process.ts";
import { callFrom } from "../support/call-from.ts";

let s: ServerProcess;
let origin: string;
let admin: TestUser;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  s = await startServer({ port, env: { SITE_URL: origin, LEADS_RATE_LIMIT: "1000" } });
  admin = await createAdmin({ dataDir: s.dataDir });
});
afterAll(async () => {
  await s?.stop("SIGKILL");
  if (s) removeDir(s.dataDir);
});

const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${s.url}${route}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

/** A sign-in challenge as a browser gets it: the options, and the cookie that makes it this browser's. */
async function challenge(from?: string): Promise<{ challenge: string; cookie: string }> {
  const res = await callFrom(s.port, SIGN_IN_ACTIONS.passkeySignInOptions, { json: {}, from });
  expect(res.status).toBe(200);
  const { options } = JSON.parse(res.body) as { options: { challenge: string; rpId: string; userVerification: string } };
  expect(options).toMatchObject({ rpId: "localhost", userVerification: "required" });
  return { challenge: options.challenge, cookie: res.cookies.find((c) => c.startsWith("courier_passkey="))! };
}

/** A well-formed assertion for a real challenge, naming `credentialId`, whose signature is nobody's. */
function forgedAssertion(challengeText: string, credentialId = randomBytes(16).toString("base64url")) {
  const clientData = { type: "webauthn.get", challenge: challengeText, origin, crossOrigin: false };
  return {
    id: credentialId,
    rawId: credentialId,
    type: "public-key",
    clientExtensionResults: {},
    response: {
      clientDataJSON: Buffer.from(JSON.stringify(clientData)).toString("base64url"),
      // rpIdHash of "localhost" is not even here: 37 bytes of nothing, and a signature of nothing.
      authenticatorData: Buffer.alloc(37).toString("base64url"),
      signature: randomBytes(64).toString("base64url"),
    },
  };
}

/** Forged assertions answered from this client, each to a challenge its browser asked for (from addresses of their own: one address holds only a few). */
async function burst(credentialId?: string, size = 30): Promise<number[]> {
  const challenges: { challenge: string; cookie: string }[] = [];
  for (let i = 0; i < size; i++) challenges.push(await challenge(`127.0.${burstNumber}.${i + 1}`));
  burstNumber++;
  const answers = await Promise.all(
    challenges.map((c) => post(SIGN_IN_ACTIONS.passkeySignIn, { response: forgedAssertion(c.challenge, credentialId) }, { Cookie: c.cookie })),
  );
  return answers.map((r) => r.status);
}
let burstNumber = 5;

const passwordSignIn = (user: TestUser) =>
  fetch(`${s.url}${SIGN_IN_PATH}`, { method: "POST", redirect: "manual", body: new URLSearchParams(signInForm(user)) }).then((r) => r.status);

const count = (statuses: number[], status: number) => statuses.filter((x) => x === status).length;

describe("failed assertions and the sign-in throttle", () => {
  it("a burst of 30 assertions naming unknown passkeys: at most 5 checked, the rest refused unchecked; the owner's password still works", async () => {
    const statuses = await burst();
    expect(count(statuses, 401)).toBeLessThanOrEqual(5);
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(25);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(30);
    // Strangers' guesses at passkeys count against no account: the owner signs in from here.
    expect(await passwordSignIn(admin)).toBe(303);
  });

  it("a burst of forged assertions naming the owner's passkey counts against the owner's account from this client, as wrong passwords do", async () => {
    const target = await createAdmin({ dataDir: s.dataDir });
    const credentialId = randomBytes(16).toString("base64url");
    await withDb({ dataDir: s.dataDir }, async (db) => {
      const user = await db.kysely.selectFrom("users").select("id").where("email", "=", target.email).executeTakeFirstOrThrow();
      await addPasskey(db, {
        userId: user.id,
        credentialId,
        publicKey: randomBytes(77).toString("base64url"),
        counter: 0,
        transports: ["internal"],
        deviceName: "טלפון",
      });
    });
    const statuses = await burst(credentialId);
    expect(count(statuses, 401)).toBeLessThanOrEqual(5);
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(25);
    // The same counters as the password: this account is blocked from this client for a while.
    expect(await passwordSignIn(target)).toBe(429);
    const failures = await withDb({ dataDir: s.dataDir }, (db) =>
      db.kysely.selectFrom("activity_log").select("details").where("action", "=", "sign_in_passkey_failed").where("user_email", "=", target.email).execute(),
    );
    expect(failures.length).toBe(count(statuses, 401));
  });
});

describe("the passkey endpoint", () => {
  it("refuses another site's post, a visit, and what is not JSON; every answer is never stored", async () => {
    const crossSite = await post(SIGN_IN_ACTIONS.passkeySignInOptions, {}, { Origin: "http://evil.example" });
    expect(crossSite.status).toBe(403);
    const sibling = await post(SIGN_IN_ACTIONS.passkeySignInOptions, {}, { "Sec-Fetch-Site": "same-site" });
    expect(sibling.status).toBe(403);
    const visit = await fetch(`${s.url}${SIGN_IN_ACTIONS.passkeySignInOptions}`);
    expect(visit.status).toBeGreaterThanOrEqual(400);
    const notJson = await fetch(`${s.url}${SIGN_IN_ACTIONS.passkeySignInOptions}`, { method: "POST", body: "step=sign-in-options" });
    expect(notJson.status).toBe(400);
    // A JSON body that is not an object, and a step that is not one, are refused.
    const notAnObject = await post(SIGN_IN_ACTIONS.passkeySignInOptions, ["sign-in-options"]);
    expect(notAnObject.status).toBe(400);
    const unknownStep = await post(`${ADMIN_PATH}/passkey/delete-everything`, {});
    expect(unknownStep.status).toBeGreaterThanOrEqual(400);
    for (const res of [crossSite, sibling, visit, notJson, notAnObject, unknownStep, await post(SIGN_IN_ACTIONS.passkeySignInOptions, {})]) {
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("adds a passkey only for a signed-in admin", async () => {
    const res = await post(SIGN_IN_ACTIONS.passkeyAddOptions, {});
    expect(res.status).toBe(401);
    const added = await post(SIGN_IN_ACTIONS.passkeyAdd, { name: "טלפון", response: forgedAssertion((await challenge()).challenge) });
    expect(added.status).toBe(401);
  });

  it("is off where WebAuthn cannot work: no SITE_URL and an address that is not localhost", async () => {
    const other = await startServer({ env: { SITE_URL: "" } });
    try {
      const res = await fetch(`${other.url}${SIGN_IN_ACTIONS.passkeySignInOptions}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({}),
      });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe(passkeyMessages.notConfigured);
      // And the sign-in page offers no passkey there.
      const page = await (await fetch(`${other.url}/manage-leads-2024/sign-in`)).text();
      expect(page).not.toContain(passkeyMessages.signInButton);
      expect(page).not.toContain("username webauthn");
    } finally {
      await other.stop("SIGKILL");
      removeDir(other.dataDir);
    }
  });
});
