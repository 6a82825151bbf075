/**
 * The kit's shared sign-in zone spares the owner's own screens by name (docs/decisions/055): a
 * new admin screen that takes posts and is not named there would queue the owner behind a
 * stranger's flood. This reads the map in nginx-courier.conf and checks it against the admin's
 * screens, and against the admin layout's routes (app/routes.ts) whose module has an action.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { ADMIN_PAGES, ADMIN_PATH, LEAD_CHANGES, SECURITY_ACTIONS, SIGN_IN_ACTIONS, SITE_CHANGES, TEMPLATE_CHANGES } from "../app/lib/paths.ts";
import routes from "../app/routes.ts";

const conf = readFileSync(path.join(import.meta.dirname, "nginx-courier.conf"), "utf8");
/** The map's first entry: the writes kept out of the shared sign-in zone. nginx's `~*` is a case-blind regex. */
const exempt = new RegExp(conf.match(/map "\$courier_write:\$uri" \$courier_sign_in \{\s*"~\*([^"]+)" "";/)![1]!, "i");
const inSharedZone = (path: string) => !exempt.test(`write:${path}`);

/** Writes that need no session: they are what a flood is made of, so they share the zone. */
const SIGN_IN_WRITES: string[] = [ADMIN_PAGES.signIn, ADMIN_PAGES.secondStep, ...Object.values(SIGN_IN_ACTIONS)];

/** The admin layout's children (app/routes.ts) whose module has an action, by address. */
const admin = (routes as RouteConfigEntry[]).find((route) => route.file === "routes/admin/layout.tsx")!;
const routesWithAction = (admin.children ?? [])
  .filter((route) => /export (async )?function action\b/.test(readFileSync(path.join(import.meta.dirname, "../app", route.file), "utf8")))
  // The export and the event stream take GET only: their action answers 405.
  .filter((route) => !/^routes\/admin\/(events|leads\/export)\.ts$/.test(route.file))
  .map((route) => (route.index ? ADMIN_PATH : `${ADMIN_PATH}/${route.path}`));

describe("the kit's sign-in zone", () => {
  it("spares every admin screen that takes the owner's posts, in the spellings the app reads", () => {
    const ownerScreens = [
      ADMIN_PATH,
      // The summary and the reminders take no posts: a write there is refused whatever its zone.
      ...Object.values(ADMIN_PAGES).filter((page) => !SIGN_IN_WRITES.includes(page) && page !== ADMIN_PAGES.summary && page !== ADMIN_PAGES.reminders),
      ...Object.values(LEAD_CHANGES),
      ...Object.values(SECURITY_ACTIONS),
      ...Object.values(TEMPLATE_CHANGES),
      ...Object.values(SITE_CHANGES),
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
    const placed = new Set<string>([
      ADMIN_PATH,
      ...Object.values(ADMIN_PAGES),
      ...Object.values(LEAD_CHANGES),
      ...Object.values(SIGN_IN_ACTIONS),
      ...Object.values(SECURITY_ACTIONS),
      ...Object.values(TEMPLATE_CHANGES),
      ...Object.values(SITE_CHANGES),
    ]);
    expect(routesWithAction.filter((route) => !placed.has(route))).toEqual([]);
    expect(routesWithAction.length).toBeGreaterThanOrEqual(22);
  });
});
