/**
 * The app as the server sees it: the module app/server-build.ts, Vite's SSR input. Production
 * imports the built file (build/server/index.js); development loads the source through Vite.
 * Either way the module is checked before use, so a build made before the server needed these
 * exports stops the server with a message instead of failing on the first request.
 */
import type * as AppServerBuildModule from "../app/server-build.ts";

/** React Router's server build plus the context keys and the services' lifecycle (app/server-build.ts). */
export type AppServerBuild = typeof AppServerBuildModule;

/** The part of the build the request pipeline uses: the keys it sets on each request's context, and the route table (no ".data" twin of a resource: private-surface.ts). */
export type RequestContextKeys = Pick<AppServerBuild, "clientAddressContext" | "cspNonceContext" | "routes">;

/** Whether a loaded module has what the server reads from it (the React Router part is React Router's to check). */
function isAppServerBuild(module: unknown): module is AppServerBuild {
  return (
    typeof module === "object" &&
    module !== null &&
    "routes" in module &&
    "entry" in module &&
    "clientAddressContext" in module &&
    "cspNonceContext" in module &&
    "startServices" in module &&
    typeof module.startServices === "function" &&
    "runShutdownHooks" in module &&
    typeof module.runShutdownHooks === "function" &&
    "closeServices" in module &&
    typeof module.closeServices === "function"
  );
}

/** The module, once checked; `source` names where it came from in the error. */
export function appServerBuild(module: unknown, source: string): AppServerBuild {
  if (!isAppServerBuild(module)) {
    throw new Error(`${source} is not a server build of app/server-build.ts (an older build?): run "npm run build".`);
  }
  return module;
}
