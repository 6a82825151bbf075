/**
 * The production HTTP server: pre-rendered pages from memory, hashed assets with immutable
 * caching, everything else through React Router's request handler; compression, security
 * headers, request logs, a body size limit and graceful shutdown around all of it.
 */
process.env.NODE_ENV ??= "production";

import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { serverConfig, siteConfig } from "./app/.server/config.ts";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from "./app/.server/security-headers.ts";
import { BODY_LIMIT_BYTES, CLIENT_IP_HEADER, log } from "./app/.server/http.ts";

let shuttingDown = false;

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const serverEntry = path.join(buildDir, "server", "index.js");
if (!existsSync(serverEntry)) {
  console.error(`No build at ${buildDir}: run "npm run build" (npm start does it for you).`);
  process.exit(1);
}

// Imported only now, so React loads its production build (static imports run before NODE_ENV is set).
const { createRequestHandler } = await import("react-router");
const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
const https = siteConfig().siteUrl.startsWith("https://");

interface StaticPage {
  html: Buffer;
  etag: string;
  csp: string;
}

/** Every pre-rendered page, keyed by its exact path ("/", "/about", "/blog/delivery-tips"). */
function loadPrerenderedPages(): Map<string, StaticPage> {
  const pages = new Map<string, StaticPage>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === "assets") continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "index.html") {
        const html = readFileSync(full);
        const route = "/" + path.relative(clientDir, dir).split(path.sep).join("/");
        pages.set(route === "/" ? "/" : route.replace(/\/$/, ""), {
          html,
          etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
          csp: contentSecurityPolicy(inlineScriptHashes(html.toString("utf8")), { https }),
        });
      }
    }
  };
  walk(clientDir);
  return pages;
}

const prerendered = loadPrerenderedPages();

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "1" ? 1 : false);
app.set("etag", "strong");

app.use(function requestLog(req, res, next) {
  const start = process.hrtime.bigint();
  res.on("finish", () => {
    log("info", "request", {
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - start) / 1000n) / 1000,
      bytes: Number(res.getHeader("Content-Length") ?? 0) || undefined,
    });
  });
  next();
});

const baseHeaders = Object.entries({ ...securityHeaders({ https }), "Content-Security-Policy": contentSecurityPolicy([], { https }) });

app.use(function securityHeaderDefaults(_req, res, next) {
  if (shuttingDown) res.setHeader("Connection", "close");
  for (const [name, value] of baseHeaders) res.setHeader(name, value);
  next();
});

app.use(
  compression({
    // Server-Sent Events must reach the browser as they are written.
    filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
  }),
);

// One canonical form of every path: "/about/" answers with a permanent redirect to "/about".
app.use(function noTrailingSlash(req, res, next) {
  if (req.path.length > 1 && req.path.endsWith("/") && (req.method === "GET" || req.method === "HEAD")) {
    const query = req.originalUrl.slice(req.path.length);
    res.redirect(301, req.path.replace(/\/+$/, "") + query);
    return;
  }
  next();
});

app.use(
  "/assets",
  express.static(path.join(clientDir, "assets"), {
    immutable: true,
    maxAge: "1y",
    index: false,
    redirect: false,
    fallthrough: false,
  }),
);

app.use(function prerenderedPage(req, res, next) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const page = prerendered.get(req.path);
  if (!page) return next();
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("ETag", page.etag);
  res.setHeader("Content-Security-Policy", page.csp);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.send(page.html);
});

app.use(
  express.static(clientDir, {
    index: false,
    redirect: false,
    maxAge: "1h",
    setHeaders(res, filePath) {
      if (filePath.endsWith(".data")) res.setHeader("Cache-Control", "no-cache");
    },
  }),
);

app.use(async function reactRouter(req: Request, res: Response, next: NextFunction) {
  try {
    const request = await toFetchRequest(req, res);
    if (!request) return;
    const response = await handleRequest(request);
    await sendFetchResponse(response, res);
  } catch (error) {
    next(error);
  }
});

app.use(function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction) {
  log("error", "unhandled error", { path: req.path, error: error instanceof Error ? error.message : String(error) });
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(500).type("text/plain").send("Unexpected Server Error");
});

/** Builds the Fetch API request React Router expects; answers 413 itself when the body is too large. */
async function toFetchRequest(req: Request, res: Response): Promise<globalThis.Request | undefined> {
  const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
  const url = new URL(req.originalUrl, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }

  headers.set(CLIENT_IP_HEADER, req.ip ?? req.socket.remoteAddress ?? "unknown");

  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });

  let body: Uint8Array<ArrayBuffer> | undefined;
  if (req.method !== "GET" && req.method !== "HEAD") {
    const declared = Number(req.headers["content-length"] ?? 0);
    const tooLarge = () => {
      res.status(413).json({ error: "הבקשה גדולה מדי", field: null });
      req.resume();
    };
    if (declared > BODY_LIMIT_BYTES) {
      tooLarge();
      return undefined;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        tooLarge();
        return undefined;
      }
      chunks.push(chunk);
    }
    body = new Uint8Array(Buffer.concat(chunks));
  }

  return new globalThis.Request(url, { method: req.method, headers, body, signal: controller.signal });
}

async function sendFetchResponse(response: globalThis.Response, res: Response): Promise<void> {
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);

  const type = response.headers.get("Content-Type") ?? "";
  if (type.startsWith("text/html")) {
    // HTML is buffered so its inline scripts can be allowed by hash: no 'unsafe-inline' for scripts.
    const html = await response.text();
    if (!response.headers.has("Cache-Control")) res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html), { https }));
    res.send(html);
    return;
  }
  if (!response.body) {
    res.end();
    return;
  }
  res.flushHeaders?.();
  await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
}

// Open the database (and run its migrations) before the first visitor arrives.
const health = await handleRequest(new globalThis.Request("http://localhost/healthz"));
if (!health.ok) log("error", "database unavailable at start-up; /healthz answers 503 until it is back");

const server = app.listen(serverConfig.port, serverConfig.host, () => {
  log("info", "listening", { url: `http://${serverConfig.host === "0.0.0.0" ? "localhost" : serverConfig.host}:${serverConfig.port}`, pages: prerendered.size });
});
server.requestTimeout = 30_000;
server.headersTimeout = 15_000;

function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  log("info", "shutting down", { signal });
  const force = setTimeout(() => {
    log("warn", "forced exit after shutdown timeout");
    process.exit(1);
  }, 10_000);
  force.unref();
  // Stop accepting connections; requests in flight finish; idle keep-alive sockets close.
  server.close(() => {
    log("info", "stopped");
    process.exit(0);
  });
  // Sockets that go idle after their last response are closed too, not left to the keep-alive timeout.
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
