import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { describeOnBothEngines, type EngineSuite } from "../../tests/support/both-engines.ts";
import { ADMIN_RESOURCES } from "../lib/paths.ts";
import { guardMessages } from "./auth/guard.ts";

type SessionModule = typeof import("./admin-session.ts");
type UsersModule = typeof import("./auth/accounts.ts");
type SessionsModule = typeof import("./auth/sessions.ts");
type Services = Awaited<ReturnType<typeof import("./runtime.ts").getServices>>;

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected the guard to throw a Response");
}

const request = (cookie?: string, path: string = ADMIN_RESOURCES.export) =>
  new Request(`http://127.0.0.1:3000${path}`, { headers: cookie ? { Cookie: cookie } : {} });

/**
 * The admin resources' guard (the export, the event stream) against a real database, through the
 * same services the server uses: the layout's middleware finds the visit once, and
 * requireAdminResource answers from it.
 */
const guardSuite: EngineSuite = (engineName, _open, target) => {
  const engine = engineName === "SQLite" ? "sqlite" : "postgres";
  const env = (): Record<string, string> => {
    const { dataDir, databaseUrl } = target();
    return databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir!, DATABASE_URL: "" };
  };
  describe(`the admin resources' guard on ${engine}`, () => {
    let session: SessionModule;
    let users: UsersModule;
    let sessions: SessionsModule;
    let services: Services;
    const times = { idleSeconds: 3600, maxAgeSeconds: 7200 };

    beforeAll(async () => {
      vi.resetModules();
      for (const [name, value] of Object.entries(env())) vi.stubEnv(name, value);
      session = await import("./admin-session.ts");
      users = await import("./auth/accounts.ts");
      sessions = await import("./auth/sessions.ts");
      services = await (await import("./runtime.ts")).getServices();
      expect(services.db.engine).toBe(engine);
    }, 60_000);
    afterAll(async () => {
      // The lifecycle is process-wide (it outlives vi.resetModules): close it so the next engine opens its own.
      await (await import("./runtime.ts")).closeServices();
      vi.unstubAllEnvs();
    });

    /** The request through the layout's middleware, then the resource's guard. */
    const guarded = async (req: Request) => {
      const context = new RouterContextProvider();
      await session.adminVisitMiddleware({ request: req, url: new URL(req.url), context, params: {}, pattern: "" }, async () => new Response(null));
      return session.requireAdminResource(context);
    };
    const thrownBy = (req: Request) => thrown(guarded(req));
    const cookieFor = async (userId: number, now?: Date) => `courier_session=${await sessions.createSession(services.db, userId, times, now)}`;

    it("answers 401 (JSON, no-store) without a session cookie, or with a forged or garbage one", async () => {
      for (const cookie of [undefined, `courier_session=${"x".repeat(43)}`, "courier_session=not-a-token", "other=1"]) {
        const res = await thrownBy(request(cookie));
        expect(res.status).toBe(401);
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(await res.json()).toEqual({ error: guardMessages.signedOut });
      }
    });

    it("answers 401 for an expired session", async () => {
      const id = await users.createUser(services.db, `expired-${engine}@example.co.il`, "a long enough password", { admin: true });
      const cookie = await cookieFor(id, new Date(Date.now() - 2 * 3600_000));
      expect((await thrownBy(request(cookie))).status).toBe(401);
    });

    it("answers 403 for a signed-in user without the admin role", async () => {
      const id = await users.createUser(services.db, `plain-${engine}@example.co.il`, "a long enough password");
      const res = await thrownBy(request(await cookieFor(id)));
      expect(res.status).toBe(403);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ error: guardMessages.notAdmin });
    });

    it("lets an admin through with their id and address, until the role is revoked", async () => {
      const email = `owner-${engine}@example.co.il`;
      const id = await users.createUser(services.db, email, "a long enough password", { admin: true });
      const cookie = await cookieFor(id);
      expect(await guarded(request(cookie))).toMatchObject({ userId: id, email });
      await users.revokeRole(services.db, email);
      expect((await thrownBy(request(cookie))).status).toBe(401);
      await users.grantRole(services.db, email);
      expect(await guarded(request(await cookieFor(id)))).toMatchObject({ userId: id, email });
    });

    it("for the event stream checks the session without pushing its idle expiry forward", async () => {
      const email = `stream-${engine}@example.co.il`;
      const id = await users.createUser(services.db, email, "a long enough password", { admin: true });
      // Created 50 minutes ago: a renewing check would move the expiry an hour from now.
      const cookie = await cookieFor(id, new Date(Date.now() - 50 * 60_000));
      const token = cookie.split("=")[1]!;
      const expiry = async () =>
        (await services.db.kysely.selectFrom("sessions").select("expires_at").where("id", "=", sessions.hashToken(token)).executeTakeFirstOrThrow()).expires_at;
      const before = await expiry();
      expect(await guarded(request(cookie, ADMIN_RESOURCES.events))).toMatchObject({ userId: id, email });
      expect(await session.stillAdmin(request(cookie, ADMIN_RESOURCES.events))).toBe(true);
      expect(await expiry()).toBe(before);
      await guarded(request(cookie));
      expect(new Date(await expiry()).getTime()).toBeGreaterThan(new Date(before).getTime());
    });

    it("answers 401 once the user is removed", async () => {
      const email = `gone-${engine}@example.co.il`;
      const id = await users.createUser(services.db, email, "a long enough password", { admin: true });
      const cookie = await cookieFor(id);
      await users.removeUser(services.db, email);
      expect((await thrownBy(request(cookie))).status).toBe(401);
    });
  });
};

describeOnBothEngines(guardSuite);
