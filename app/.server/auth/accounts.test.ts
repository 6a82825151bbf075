import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../../tests/support/both-engines.ts";
import type { Db } from "../db/database.ts";
import { saveSubscription } from "../push/subscriptions.ts";
import { addPasskey, saveChallenge } from "./passkey-store.ts";
import { createSession, findSession, hashToken } from "./sessions.ts";
import { createChallenge } from "./sign-in-challenge.ts";
import { pendingSecret } from "./two-step-enrolment.ts";
import { createUser, PasswordPolicyError, removeUser, resetSecondSteps, setPassword } from "./accounts.ts";

const times = { idleSeconds: 1800, maxAgeSeconds: 12 * 3600 };
const PASSWORD = "a long enough password";

function usersSuite(engine: string, open: () => Promise<Db>) {
  describe(`ending an account's ways in on ${engine}`, () => {
    const db = suiteDb(open, ["push_subscriptions", "passkeys", "passkey_challenges", "totp_enrolments", "sign_in_challenges", "sessions"]);
    let serial = 0;

    /** An admin with everything a thief holding a session could have added: two sessions, a passkey, two push devices, a pending enrolment, open challenges. */
    async function fullyEquipped(name: string) {
      const email = `${name}-${engine.toLowerCase()}-${++serial}@example.co.il`;
      const userId = await createUser(db, email, PASSWORD, { admin: true });
      const sessions = [await createSession(db, userId, times), await createSession(db, userId, times)];
      await addPasskey(db, { userId, credentialId: `cred-${email}`, publicKey: "AQID", counter: 0, transports: [], deviceName: "מפתח של גנב" });
      for (const n of [1, 2]) {
        await saveSubscription(db, userId, {
          endpoint: `https://fcm.googleapis.com/fcm/send/${email}-${n}`,
          keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
        });
      }
      await pendingSecret(db, userId, hashToken(sessions[0]!));
      await createChallenge(db, userId);
      await saveChallenge(db, { challenge: `challenge-${email}`, userId, purpose: "registration" });
      return { email, userId, sessions };
    }

    async function waysIn(userId: number) {
      const rows = async (table: "sessions" | "passkeys" | "push_subscriptions" | "totp_enrolments" | "sign_in_challenges" | "passkey_challenges") =>
        (await db.kysely.selectFrom(table).select("user_id").where("user_id", "=", userId).execute()).length;
      return {
        sessions: await rows("sessions"),
        passkeys: await rows("passkeys"),
        pushDevices: await rows("push_subscriptions"),
        enrolments: await rows("totp_enrolments"),
        challenges: (await rows("sign_in_challenges")) + (await rows("passkey_challenges")),
      };
    }

    const nothing = { sessions: 0, passkeys: 0, pushDevices: 0, enrolments: 0, challenges: 0 };

    it("a new password ends every session and removes every passkey, push device, pending enrolment and challenge, and says how many", async () => {
      const owner = await fullyEquipped("owner");
      const bystander = await fullyEquipped("bystander");
      expect(await setPassword(db, owner.email, "another long password")).toEqual({ sessions: 2, passkeys: 1, pushDevices: 2 });
      expect(await waysIn(owner.userId)).toEqual(nothing);
      for (const token of owner.sessions) expect(await findSession(db, token, times)).toBeNull();
      // Another account keeps all of its own.
      expect(await waysIn(bystander.userId)).toEqual({ sessions: 2, passkeys: 1, pushDevices: 2, enrolments: 1, challenges: 2 });
    });

    it("2fa-reset and remove end every way in too", async () => {
      const locked = await fullyEquipped("locked");
      expect(await resetSecondSteps(db, locked.email)).toEqual({ sessions: 2, passkeys: 1, pushDevices: 2, hadCodes: false });
      expect(await waysIn(locked.userId)).toEqual(nothing);
      const leaving = await fullyEquipped("leaving");
      expect(await removeUser(db, leaving.email)).toEqual({ sessions: 2, passkeys: 1, pushDevices: 2 });
      expect(await waysIn(leaving.userId)).toEqual(nothing);
      expect(await removeUser(db, leaving.email)).toBeNull();
      expect(await setPassword(db, leaving.email, "another long password")).toBeNull();
    });

    it("applies the password policy wherever a password is set, and changes nothing when it refuses", async () => {
      const owner = await fullyEquipped("policy");
      for (const weak of ["secret1", "password1234567", "123456789012"]) {
        await expect(setPassword(db, owner.email, weak)).rejects.toBeInstanceOf(PasswordPolicyError);
        await expect(createUser(db, `new-${serial}-${weak}@example.co.il`, weak)).rejects.toBeInstanceOf(PasswordPolicyError);
      }
      expect(await waysIn(owner.userId)).toMatchObject({ sessions: 2, passkeys: 1, pushDevices: 2 });
    });
  });
}

describeOnBothEngines(usersSuite);
