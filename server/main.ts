/**
 * The server's lifecycle: load the app (the production build, or Vite's development build),
 * open the database and start the jobs, listen; on SIGTERM or SIGINT stop accepting, let
 * requests in flight finish, stop the jobs, close the database, exit.
 */
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "react-router";
import { serverConfig, siteConfig } from "../app/.server/config.ts";
import { errorFields, log } from "../app/.server/log.ts";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from "../app/.server/security-headers.ts";
import { appServerBuild, type AppServerBuild } from "./app-build.ts";
import { createRequestListener, type PipelineOptions } from "./http-app.ts";
import { loadStaticFiles } from "./static-files.ts";

const development = process.env.NODE_ENV === "development";
/** Vite's SSR input (vite.config.ts): what build/server/index.js is built from. */
const SERVER_BUILD_INPUT = "./app/server-build.ts";
const https = siteConfig().siteUrl.startsWith("https://");
const headers = securityHeaders({ https });
let shuttingDown = false;

// Idle and slow connections are checked every 2 s (Node's default, 30 s, let a slow upload
// outlive requestTimeout by that much).
const server = http.createServer({ connectionsCheckingInterval: 2_000 });
server.maxConnections = serverConfig.maxConnections;
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

let pipeline: Omit<PipelineOptions, "getBuild" | "securityHeaders" | "https" | "trustProxy" | "bodyTimeoutMs" | "isShuttingDown"> & {
  getBuild(): Promise<AppServerBuild>;
};
let pages = 0;
if (development) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({
    server: { middlewareMode: true, hmr: { server } },
    appType: "custom",
  });
  // The same module the production build is made from (vite.config.ts), as Vite has it now.
  const getBuild = async () => appServerBuild(await viteServer.ssrLoadModule(SERVER_BUILD_INPUT), SERVER_BUILD_INPUT);
  const handleRequest = createRequestHandler(getBuild, "development");
  pipeline = { getBuild, handleRequest, devMiddleware: viteServer.middlewares };
  server.on("close", () => void viteServer.close());
} else {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const serverEntry = path.join(buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) {
    console.error(`No build at ${buildDir}: run "npm run build" (npm start does it for you).`);
    process.exit(1);
  }
  const build = appServerBuild(await import(pathToFileURL(serverEntry).href), serverEntry);
  const { files: staticFiles, compressedAtStart } = loadStaticFiles(path.join(buildDir, "client"), {
    baseHeaders: headers,
    pageCsp: (html) => contentSecurityPolicy(inlineScriptHashes(html), { https }),
    defaultCsp: contentSecurityPolicy([], { https }),
  });
  if (compressedAtStart > 0) log("warn", "files without fresh build-time compression were compressed at start-up (fast level)", { files: compressedAtStart });
  pages = [...staticFiles.values()].filter((file) => file.identity.headers.includes("text/html; charset=utf-8")).length;
  pipeline = { getBuild: async () => build, handleRequest: createRequestHandler(build, "production"), staticFiles };
}

server.on(
  "request",
  createRequestListener({
    ...pipeline,
    securityHeaders: headers,
    https,
    trustProxy: serverConfig.trustProxy,
    bodyTimeoutMs: serverConfig.bodyTimeoutMs,
    isShuttingDown: () => shuttingDown,
  }),
);
const app = await pipeline.getBuild();
// The database is open and migrated before the first visitor arrives.
await app.startServices();

server.listen(serverConfig.port, serverConfig.host, () => {
  log("info", "listening", {
    url: `http://${serverConfig.host === "0.0.0.0" ? "localhost" : serverConfig.host}:${serverConfig.port}`,
    mode: development ? "development" : "production",
    pages,
  });
});

async function shutdown(signal: string) {
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
  await Promise.all([drained, app.runShutdownHooks()]);
  clearInterval(idleSweep);
  await app.closeServices();
  log("info", "stopped");
  process.exit(0);
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
