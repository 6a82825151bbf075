/**
 * The kit's shared sign-in zone spares the owner's own screens by name (docs/decisions/055): a
 * new admin screen that takes posts and is not named there would queue the owner behind a
 * stranger's flood. This reads the map in nginx-courier.conf and checks it against the admin's
 * screens, and against the route modules that have an action.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_PAGES, ADMIN_PATH, LEAD_CHANGES } from "../app/lib/paths.ts";

const conf = readFileSync(path.join(import.meta.dirname, "nginx-courier.conf"), "utf8");
/** The map's first entry: the writes kept out of the shared sign-in zone. nginx's `~*` is a case-blind regex. */
const exempt = new RegExp(conf.match(/map "\$courier_write:\$uri" \$courier_sign_in \{\s*"~\*([^"]+)" "";/)![1]!, "i");
const inSharedZone = (path: string) => !exempt.test(`write:${path}`);

/** Writes that need no session: they are what a flood is made of, so they share the zone. */
const SIGN_IN_WRITES: string[] = [ADMIN_PAGES.signIn, ADMIN_PAGES.secondStep, ADMIN_PAGES.passkey];

/** The admin's route modules with an action, by their path below the admin (`admin.x.tsx` and `admin/x/y.tsx`). */
const routesDir = path.join(import.meta.dirname, "../app/routes");
const routesWithAction = readdirSync(routesDir, { recursive: true, encoding: "utf8" })
  .filter((file) => (file.startsWith("admin.") || file.startsWith("admin/")) && /\.tsx?$/.test(file) && !/\.server\.tsx?$/.test(file))
  .filter((file) => /export (async )?function action\b/.test(readFileSync(path.join(routesDir, file), "utf8")))
  // The export and the event stream take GET only: their action answers 405.
  .filter((file) => !/^admin\/(events|leads\/export)\.ts$/.test(file))
  .map((file) => file.replace(/^admin[./]/, "").replace(/\.tsx?$/, ""));

describe("the kit's sign-in zone", () => {
  it("spares every admin screen that takes the owner's posts, in the spellings the app reads", () => {
    const ownerScreens = [
      ADMIN_PATH,
      ...Object.values(ADMIN_PAGES).filter((page) => !SIGN_IN_WRITES.includes(page) && page !== ADMIN_PAGES.summary),
      ...Object.values(LEAD_CHANGES),
    ];
    for (const screen of ownerScreens) {
      for (const spelling of [screen, `${screen}/`, `${screen}.data`, `${screen}/_.data`, screen.toUpperCase()]) {
        expect(inSharedZone(spelling), `${spelling} would queue the owner behind a stranger's sign-in flood`).toBe(false);
      }
    }
  });

  it("keeps the writes that need no session in it, in any spelling", () => {
    for (const page of SIGN_IN_WRITES) {
      for (const spelling of [page, `${page}/`, `${page}.data`, page.toUpperCase(), `${page}/../sign-in`, `/x${page}`])
        expect(inSharedZone(spelling), spelling).toBe(true);
    }
  });

  it("names every route module with an action: a new one must be placed on one side or the other", () => {
    const placed = new Set([...Object.values(ADMIN_PAGES), ...Object.values(LEAD_CHANGES)].map((page) => page.slice(ADMIN_PATH.length + 1)));
    expect(routesWithAction.filter((route) => !placed.has(route))).toEqual([]);
    expect(routesWithAction.length).toBeGreaterThanOrEqual(11);
  });
});
