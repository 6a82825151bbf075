/**
 * Starts the site: `node server.ts` (npm start) serves the production build, `node server.ts --dev`
 * (npm run dev) the same pipeline from the source through Vite. Everything the site runs, the
 * request pipeline included, comes from one module, `server/app.ts`: the built
 * build/server/index.js in production, the source loaded through Vite in development. This file
 * only loads it, listens, and shuts down gracefully; it imports nothing else of ours, so no module
 * of the site is loaded twice in the process (decision 038).
 */
import { existsSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as SiteModule from "./server/app.ts";

type Site = typeof SiteModule;

const development = process.argv.includes("--dev");
// Set before the site loads: React's build depends on it.
process.env.NODE_ENV = development ? "development" : (process.env.NODE_ENV ?? "production");

/** Vite's SSR input (vite.config.ts): what build/server/index.js is built from. */
const SITE_SOURCE = "./server/app.ts";
/** The environment's check, which the site imports: loaded first. */
const ENVIRONMENT_SOURCE = "./app/.server/config.ts";

/** Every export of server/app.ts this file uses (and two of React Router's build's): a build without one is too old. */
const WANTED_EXPORTS = [
  "createSite",
  "startServices",
  "runShutdownHooks",
  "closeServices",
  "serverConfig",
  "log",
  "errorFields",
  "routes",
  "entry",
] as const satisfies readonly (keyof Site)[];

/** The loaded module, checked: a build made before it had these exports stops here with a message. */
function checkedSite(module: unknown, source: string): Site {
  if (typeof module !== "object" || module === null || WANTED_EXPORTS.some((name) => !(name in module))) {
    throw new Error(`${source} is not a build of server/app.ts (an older build?): run "npm run build".`);
  }
  return module as Site;
}

/** Imports a module of the site; a bad environment value (a ConfigError) stops here with a message naming it. */
async function importOrExit(importModule: () => Promise<unknown>): Promise<unknown> {
  try {
    return await importModule();
  } catch (error) {
    if (error instanceof Error && error.name === "ConfigError") {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const load = async (importSite: () => Promise<unknown>, source: string): Promise<Site> => checkedSite(await importOrExit(importSite), source);

/** sysexits.h's EX_CONFIG: this version must not run on this database as it is (deploy/courier.service does not restart it). */
const REFUSED_TO_START = 78;

let shuttingDown = false;
const isShuttingDown = () => shuttingDown;

// Idle and slow connections are checked every 2 s (Node's default, 30 s, let a slow upload
// outlive requestTimeout by that much).
const server = http.createServer({ connectionsCheckingInterval: 2_000 });
// Load balancers keep idle connections open for 60 s: ours must outlive theirs, or a request
// sent on a connection we are closing fails with a 502. (Node measured: an idle keep-alive
// connection is closed by keepAliveTimeout alone, not by headersTimeout.)
server.keepAliveTimeout = 65_000;
// A connection that sends nothing (or not its whole headers) gets 408 after 10 s: on the bare
// port, silent sockets up to MAX_CONNECTIONS were otherwise held 30 s each (requestTimeout)
// while every visitor was refused.
server.headersTimeout = 10_000;
// A whole request (headers and body) still has 30 s: slow-loris clients are cut off then.
server.requestTimeout = 30_000;

/** The site as loaded: in development, replaced when an edited source file made Vite run it again. */
let site: Site;
let pages = 0;
if (development) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
  server.on("close", () => void viteServer.close());
  // The environment first (the same module the site imports next): a bad value stops here at once.
  await importOrExit(() => viteServer.ssrLoadModule(ENVIRONMENT_SOURCE));
  const loadSite = () => load(() => viteServer.ssrLoadModule(SITE_SOURCE), SITE_SOURCE);
  site = await loadSite();
  let listener = site.createSite({ devMiddleware: viteServer.middlewares, isShuttingDown }).listener;
  /** The request listener of Vite's current module. */
  const currentListener = async () => {
    const latest = await loadSite();
    if (latest !== site) {
      const previous = site;
      site = latest;
      listener = latest.createSite({ devMiddleware: viteServer.middlewares, isShuttingDown }).listener;
      // When the part that ran again holds the services (their module ran again), the previous
      // instance's streams, jobs and database are closed: the new one opens its own on first use.
      if (latest.closeServices !== previous.closeServices) {
        await previous.runShutdownHooks();
        await previous.closeServices();
      }
    }
    return listener;
  };
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    currentListener().then(
      (handle) => handle(req, res),
      (error: unknown) => {
        if (error instanceof Error) viteServer.ssrFixStacktrace(error);
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Unexpected Server Error\n");
      },
    );
  });
} else {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const serverEntry = path.join(buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) {
    console.error(`No build at ${buildDir}: run "npm run build" (npm start does it for you).`);
    process.exit(1);
  }
  // The environment first: build/server/environment.js (vite.config.ts) is the chunk index.js
  // imports, so a bad value stops here before the rest of the build loads.
  const environment = path.join(buildDir, "server", "environment.js");
  if (existsSync(environment)) await importOrExit(() => import(pathToFileURL(environment).href));
  site = await load(() => import(pathToFileURL(serverEntry).href), serverEntry);
  const created = site.createSite({ clientDir: path.join(buildDir, "client"), isShuttingDown });
  pages = created.pages;
  server.on("request", created.listener);
}

const { serverConfig, log, errorFields } = site;
server.maxConnections = serverConfig.maxConnections;
// The database is open and migrated before the first visitor arrives. A database this version
// must not use stops the process with its one sentence and EX_CONFIG (78), which the unit does not
// restart (RestartPreventExitStatus): the operator has to choose, and systemd shows it failed.
try {
  await site.startServices({ onOutgrown: () => void shutdown("a newer version", 1) });
} catch (error) {
  if (error instanceof Error && error.name === "StartRefused") {
    console.error(error.message);
    process.exit(REFUSED_TO_START);
  }
  throw error;
}

server.listen(serverConfig.port, serverConfig.host, () => {
  log("info", "listening", {
    url: `http://${serverConfig.host === "0.0.0.0" ? "localhost" : serverConfig.host}:${serverConfig.port}`,
    mode: development ? "development" : "production",
    pages,
  });
});

/** Drains and exits: 0 when asked to stop, 1 when a newer version has come (so the supervisor starts this one again, on the new code). */
async function shutdown(signal: string, exitCode = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  log("info", "shutting down", { signal });
  const force = setTimeout(() => {
    log("warn", "forced exit after shutdown timeout");
    process.exit(1);
  }, 10_000);
  force.unref();

  // Stop accepting connections; idle keep-alive sockets close now, busy ones after their response.
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  await Promise.all([drained, site.runShutdownHooks()]);
  clearInterval(idleSweep);
  await site.closeServices();
  log("info", "stopped");
  process.exit(exitCode);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

process.on("uncaughtException", (error) => {
  log("error", "uncaught exception", { error: error.message, stack: error.stack });
  process.exit(1);
});
process.on("unhandledRejection", (reason) => {
  log("error", "unhandled rejection", errorFields(reason, { stack: true }));
});
