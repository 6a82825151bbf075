/**
 * One guard for the admin (issue 38): the layout's middleware (app/.server/admin-session.ts)
 * reads the session cookie and looks the session up, once per request; every admin route reads
 * the visit it put in the context. Read from the source: a route that reads the session itself,
 * or a second lookup anywhere, fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_APP, ADMIN_PATH } from "./lib/paths.ts";
import routes from "./routes.ts";

const root = path.resolve(import.meta.dirname, "..");
const THE_GUARD = "app/.server/admin-session.ts";
/** What the guard uses: where the lookup is defined, and the one parser of the Cookie header. */
const ITS_TOOLS = ["app/.server/auth/sessions.ts", "app/.server/auth/cookie.ts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const everySource = () => [...sourceFiles("app"), ...sourceFiles("server"), ...sourceFiles("bin")];

/** What counts as finding the session: the lookup itself, the session cookie read, the visit set. */
const SESSION_READS: [string, RegExp][] = [
  ["imports the session lookup", /import\s*\{[^}]*\bfindSession\b[^}]*\}\s*from/],
  ["reads the session cookie", /readCookies?\([^)]*\b(config|authConfig\(\))\.cookieName\b/],
  ["reads the Cookie header", /headers\.get\(\s*["']cookie["']\s*\)/i],
  ["sets the admin visit", /context\.set\(\s*adminVisitContext\b/],
];

/** The files that do `what`, among `files`. */
const doing = (files: string[]) =>
  files.flatMap((file) => {
    const source = read(file);
    return SESSION_READS.filter(([, pattern]) => pattern.test(source)).map(([what]) => `${file}: ${what}`);
  });

/** The admin's route modules and their server-only siblings. */
const adminRouteFiles = () => sourceFiles("app/routes").filter((file) => /^app\/routes\/admin([./]|-app\.)/.test(file));

describe("one guard for the admin", () => {
  it("no module but the layout's middleware finds the session (the lookup, the session cookie, the visit)", () => {
    const files = everySource().filter((file) => file !== THE_GUARD && !ITS_TOOLS.includes(file));
    expect(files.length).toBeGreaterThan(100);
    expect(doing(files)).toEqual([]);
    // The rule sees what it forbids: the guard itself does every one of these.
    expect(doing([THE_GUARD])).toHaveLength(SESSION_READS.length - 1);
  });

  it("no admin route reads the session itself, nor imports what the guard decides with", () => {
    const files = adminRouteFiles();
    expect(files.length).toBeGreaterThanOrEqual(20);
    const offenders = files.flatMap((file) => {
      const source = read(file);
      // What the guard decides with: who the session belongs to, the role, the enrolment. Clearing a
      // cookie, or marking this session verified, is a route's own business.
      const imports = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s+["']([^"']*\/auth\/[^"']+\.ts)["']/g)];
      return imports.flatMap(([, names, from]) =>
        [...names!.matchAll(/\b(findSession|hasRole|mustEnrolFirst|readCookies)\b/g)].map(([name]) => `${file}: imports ${name} from ${from}`),
      );
    });
    expect([...offenders, ...doing(files)]).toEqual([]);
  });

  it("every route under the admin's path is below the layout (so its middleware runs first), but the installable app's files", () => {
    const admin = ADMIN_PATH.slice(1);
    const layout = routes.find((route) => route.path === admin);
    expect(layout?.file).toBe("routes/admin/layout.tsx");
    expect(read("app/routes/admin/layout.tsx")).toMatch(/export const middleware: Route\.MiddlewareFunction\[\] = \[adminVisitMiddleware\];/);
    const outside = routes
      .filter((route) => route !== layout && (route.path === admin || route.path?.startsWith(`${admin}/`)))
      .map((route) => `/${route.path}`);
    const appFiles = [ADMIN_APP.manifest, ADMIN_APP.serviceWorker, `${ADMIN_PATH}/icons/:icon`];
    expect(outside.sort()).toEqual(appFiles.sort());
    // Those files are the same for everyone and read no session.
    const appModules = routes.filter((route) => appFiles.includes(`/${route.path}`)).map((route) => `app/${route.file}`);
    expect(doing(appModules)).toEqual([]);
  });
});
