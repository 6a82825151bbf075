import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { describeOnBothEngines, type EngineSuite } from "../../../tests/support/both-engines.ts";

type GuardModule = typeof import("./guard.ts");
type UsersModule = typeof import("./users.ts");
type SessionsModule = typeof import("./sessions.ts");
type Services = Awaited<ReturnType<typeof import("../runtime.ts").getServices>>;

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected the guard to throw a Response");
}

const request = (cookie?: string, init: RequestInit = {}) =>
  new Request("http://127.0.0.1:3000/api/admin/leads", { ...init, headers: { ...(cookie ? { Cookie: cookie } : {}), ...init.headers } });

/** requireAdmin against a real database, through the same services the server uses. */
const guardSuite: EngineSuite = (engineName, _open, target) => {
  const engine = engineName === "SQLite" ? "sqlite" : "postgres";
  const env = (): Record<string, string> => {
    const { dataDir, databaseUrl } = target();
    return databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir!, DATABASE_URL: "" };
  };
  describe(`requireAdmin on ${engine}`, () => {
    let guard: GuardModule;
    let users: UsersModule;
    let sessions: SessionsModule;
    let services: Services;
    const times = { idleSeconds: 3600, maxAgeSeconds: 7200 };

    beforeAll(async () => {
      vi.resetModules();
      for (const [name, value] of Object.entries(env())) vi.stubEnv(name, value);
      guard = await import("./guard.ts");
      users = await import("./users.ts");
      sessions = await import("./sessions.ts");
      services = await (await import("../runtime.ts")).getServices();
      expect(services.db.engine).toBe(engine);
    }, 60_000);
    afterAll(async () => {
      // The lifecycle is process-wide (it outlives vi.resetModules): close it so the next engine opens its own.
      await (await import("../runtime.ts")).closeServices();
      vi.unstubAllEnvs();
    });

    const cookieFor = async (userId: number, now?: Date) => `courier_session=${await sessions.createSession(services.db, userId, times, now)}`;

    it("answers 401 (JSON, no-store) without a session cookie, or with a forged or garbage one", async () => {
      for (const cookie of [undefined, `courier_session=${"x".repeat(43)}`, "courier_session=not-a-token", "other=1"]) {
        const res = await thrown(guard.requireAdmin(request(cookie)));
        expect(res.status).toBe(401);
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(await res.json()).toEqual({ error: guard.guardMessages.signedOut });
      }
    });

    it("answers 401 for an expired session", async () => {
      const id = await users.createUser(services.db, `expired-${engine}@example.co.il`, "a long enough password", { admin: true });
      const cookie = await cookieFor(id, new Date(Date.now() - 2 * 3600_000));
      expect((await thrown(guard.requireAdmin(request(cookie)))).status).toBe(401);
    });

    it("answers 403 for a signed-in user without the admin role", async () => {
      const id = await users.createUser(services.db, `plain-${engine}@example.co.il`, "a long enough password");
      const res = await thrown(guard.requireAdmin(request(await cookieFor(id))));
      expect(res.status).toBe(403);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ error: guard.guardMessages.notAdmin });
    });

    it("lets an admin through with their id and address, until the role is revoked", async () => {
      const email = `owner-${engine}@example.co.il`;
      const id = await users.createUser(services.db, email, "a long enough password", { admin: true });
      const cookie = await cookieFor(id);
      expect(await guard.requireAdmin(request(cookie))).toEqual({ userId: id, email });
      await users.revokeRole(services.db, email);
      expect((await thrown(guard.requireAdmin(request(cookie)))).status).toBe(401);
      await users.grantRole(services.db, email);
      expect(await guard.requireAdmin(request(await cookieFor(id)))).toEqual({ userId: id, email });
    });

    it("with { renew: false } checks the session without pushing its idle expiry forward", async () => {
      const email = `stream-${engine}@example.co.il`;
      const id = await users.createUser(services.db, email, "a long enough password", { admin: true });
      // Created 50 minutes ago: a renewing check would move the expiry an hour from now.
      const cookie = await cookieFor(id, new Date(Date.now() - 50 * 60_000));
      const token = cookie.split("=")[1]!;
      const expiry = async () =>
        (await services.db.kysely.selectFrom("sessions").select("expires_at").where("id", "=", sessions.hashToken(token)).executeTakeFirstOrThrow()).expires_at;
      const before = await expiry();
      expect(await guard.requireAdmin(request(cookie), { renew: false })).toEqual({ userId: id, email });
      expect(await expiry()).toBe(before);
      await guard.requireAdmin(request(cookie));
      expect(new Date(await expiry()).getTime()).toBeGreaterThan(new Date(before).getTime());
    });

    it("answers 401 once the user is removed", async () => {
      const email = `gone-${engine}@example.co.il`;
      const id = await users.createUser(services.db, email, "a long enough password", { admin: true });
      const cookie = await cookieFor(id);
      await users.removeUser(services.db, email);
      expect((await thrown(guard.requireAdmin(request(cookie)))).status).toBe(401);
    });
  });
};

describeOnBothEngines(guardSuite);
