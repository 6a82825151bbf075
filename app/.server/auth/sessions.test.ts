import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/database.ts";
import { clearedSessionCookie, readCookie, sessionCookie } from "./cookie.ts";
import { createSession, findSession, hashToken, purgeExpiredSessions, revokeSession, revokeUserSessions } from "./sessions.ts";
import { createUser } from "./accounts.ts";

const times = { idleSeconds: 3600, maxAgeSeconds: 4 * 3600 };
const at = (iso: string) => new Date(iso);
const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

describe("sessions", () => {
  let dir: string;
  let db: Db;
  let userId: number;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "courier-sessions-"));
    db = await openDb({ dataDir: dir });
    userId = await createUser(db, "owner@example.co.il", "a long enough password", { admin: true });
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const expiresAt = async (token: string) =>
    (await db.kysely.selectFrom("sessions").select("expires_at").where("id", "=", hashToken(token)).executeTakeFirst())?.expires_at;

  it("issues distinct 256-bit tokens and stores only their hashes", async () => {
    const t0 = at("2026-03-01T08:00:00.000Z");
    const a = await createSession(db, userId, times, t0);
    const b = await createSession(db, userId, times, t0);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, "base64url")).toHaveLength(32);
    expect(a).not.toBe(b);
    const ids = (await db.kysely.selectFrom("sessions").select("id").execute()).map((r) => r.id);
    expect(ids).toContain(hashToken(a));
    expect(ids).not.toContain(a);
    expect(await findSession(db, a, times, t0)).toEqual({
      userId,
      email: "owner@example.co.il",
      method: "password",
      passkeyId: null,
      verifiedAt: t0.toISOString(),
      expiresAt: later(t0, times.idleSeconds).toISOString(),
    });
  });

  it("slides the idle expiry forward on use, never beyond the absolute lifetime", async () => {
    const t0 = at("2026-03-02T08:00:00.000Z");
    const token = await createSession(db, userId, times, t0);
    expect(await expiresAt(token)).toBe("2026-03-02T09:00:00.000Z");
    // Used 30 s later: within a minute, not written again.
    await findSession(db, token, times, later(t0, 30));
    expect(await expiresAt(token)).toBe("2026-03-02T09:00:00.000Z");
    // Used 50 minutes later: renewed to an hour from then.
    expect(await findSession(db, token, times, later(t0, 3000))).not.toBeNull();
    expect(await expiresAt(token)).toBe("2026-03-02T09:50:00.000Z");
    // Kept busy, it still ends 4 hours after sign-in.
    for (let s = 3000; s < 4 * 3600; s += 1800) expect(await findSession(db, token, times, later(t0, s))).not.toBeNull();
    expect(await expiresAt(token)).toBe("2026-03-02T12:00:00.000Z");
    expect(await findSession(db, token, times, later(t0, 4 * 3600))).toBeNull();
  });

  it("checks without renewing when asked (the live stream): an unattended tab still idles out", async () => {
    const t0 = at("2026-03-03T08:00:00.000Z");
    const token = await createSession(db, userId, times, t0);
    for (let s = 20; s < 3600; s += 20) expect(await findSession(db, token, times, later(t0, s), { renew: false })).not.toBeNull();
    expect(await expiresAt(token)).toBe("2026-03-03T09:00:00.000Z");
    expect(await findSession(db, token, times, later(t0, 3600), { renew: false })).toBeNull();
  });

  it("forgets an expired session when it is presented", async () => {
    const t0 = at("2026-03-03T08:00:00.000Z");
    const token = await createSession(db, userId, times, t0);
    expect(await findSession(db, token, times, later(t0, 3601))).toBeNull();
    expect(await expiresAt(token)).toBeUndefined();
  });

  it("refuses malformed and unknown tokens without a match", async () => {
    for (const token of [undefined, "", "short", "A".repeat(43), "A".repeat(44), "!".repeat(43)]) {
      expect(await findSession(db, token, times)).toBeNull();
    }
  });

  it("revokes one session, or all of a user's", async () => {
    const now = new Date();
    const a = await createSession(db, userId, times, now);
    const b = await createSession(db, userId, times, now);
    await revokeSession(db, a);
    expect(await findSession(db, a, times, now)).toBeNull();
    expect(await findSession(db, b, times, now)).not.toBeNull();
    expect(await revokeUserSessions(db, userId)).toBeGreaterThan(0);
    expect(await findSession(db, b, times, now)).toBeNull();
  });

  it("purges expired sessions", async () => {
    const t0 = at("2026-03-05T08:00:00.000Z");
    const old = await createSession(db, userId, times, t0);
    const fresh = await createSession(db, userId, times, later(t0, 3000));
    await purgeExpiredSessions(db, later(t0, 3700));
    expect(await expiresAt(old)).toBeUndefined();
    expect(await expiresAt(fresh)).toBeDefined();
  });
});

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax and host-wide on http", () => {
    expect(sessionCookie({ https: false, cookieName: "courier_session" }, "tok", 604800)).toBe(
      "courier_session=tok; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax",
    );
  });

  it("is Secure with the __Host- name on https, and clears with Max-Age=0", () => {
    const https = { https: true, cookieName: "__Host-courier_session" };
    expect(sessionCookie(https, "tok", 60)).toBe("__Host-courier_session=tok; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure");
    expect(clearedSessionCookie(https)).toBe("__Host-courier_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure");
  });

  it("reads exactly the named cookie from the header", () => {
    const request = new Request("http://x/", { headers: { Cookie: "a=1; courier_session_old=2;courier_session=tok=en; z=3" } });
    expect(readCookie(request, "courier_session")).toBe("tok=en");
    expect(readCookie(request, "missing")).toBeUndefined();
    expect(readCookie(new Request("http://x/"), "courier_session")).toBeUndefined();
  });
});
