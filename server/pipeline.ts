/**
 * The request pipeline, the same in development and production (decision 058). The request line,
 * Host, the trailing-slash redirect and the files in memory are handled on the raw Node request,
 * so the hot path (a pre-rendered page) skips Express; the rest is Express middleware in order.
 */
import { STATUS_CODES, type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { clientAddressContext, cspNonceContext } from "../app/context.ts";
import { BODY_LIMIT_BYTES, expressTrustProxy } from "../app/.server/http.ts";
import { errorFields, log } from "../app/.server/log.ts";
import type { TrustProxy } from "../app/.server/config.ts";
import { mayReadMetrics, recordRequest, renderMetrics } from "../app/.server/metrics.ts";
import { crossSiteMessage, isCrossSite } from "../app/.server/origin.ts";
import { createNonce, nonceContentSecurityPolicy } from "../app/.server/security-headers.ts";
import { ALLOWED_METHODS, gate, isPage, isResourceTwin, PRIVATE_HEADERS } from "./private-surface.ts";
import { isValidHost, originForm, trailingSlashRedirect } from "./request-target.ts";
import { sendStaticFile, type StaticFile } from "./static-files.ts";

export interface PipelineOptions {
  build: ServerBuild;
  mode: "development" | "production";
  /** Production: the client build in memory. */
  staticFiles?: Map<string, StaticFile>;
  /** Development: Vite's middleware (modules, HMR, the app's source files). */
  devMiddleware?: RequestHandler;
  /** The security headers and the default CSP. */
  baseHeaders: Record<string, string>;
  https: boolean;
  trustProxy: TrustProxy;
  /** A request body must have arrived whole this long after it began to be read, or 408. */
  bodyTimeoutMs: number;
  isShuttingDown(): boolean;
  /** A newer version of the site has come (app/.server/runtime.ts): every write is answered 503 while this process drains and exits. */
  refusesWrites(): boolean;
  /** The bearer token that opens GET /metrics to any address. */
  metricsToken: string | undefined;
  /**
   * Whether a request's cookies hold a live preview of the owner's draft (decision 066): its pages
   * are then rendered for it, not served pre-built. Asked only when the preview cookie is there.
   */
  previewCookie?: { name: string; isLive(cookieHeader: string): Promise<boolean> };
}

/** Every answer ends here once: logged, and counted by route kind (GET /metrics). Streams' durations are left out. */
function logRequest(method: string | undefined, path: string, status: number, started: number, bytes?: number, streamed = false) {
  const ms = performance.now() - started;
  log("info", "request", { method, path, status, ms: Math.round(ms * 1000) / 1000, bytes: bytes || undefined });
  recordRequest(path, status, streamed ? undefined : ms / 1000);
}

export function createPipeline(options: PipelineOptions): RequestListener {
  const { staticFiles, isShuttingDown, baseHeaders } = options;
  const app = createExpressApp(options);

  /** A short plain-text answer to a request that never reaches Express. */
  function refuse(req: IncomingMessage, res: ServerResponse, path: string, status: number, extra: Record<string, string>, started: number) {
    const body = `${STATUS_CODES[status]}\n`;
    const type = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Content-Length": String(Buffer.byteLength(body)) };
    res.writeHead(status, { ...baseHeaders, ...type, ...extra });
    res.end(body);
    logRequest(req.method, path, status, started);
  }

  return function handle(req, res) {
    const started = performance.now();
    const target = originForm(req.url ?? "/");
    const query = target?.indexOf("?") ?? -1;
    const path = target === undefined ? "?" : query === -1 ? target : target.slice(0, query);
    if (target === undefined || (req.headers.host !== undefined && !isValidHost(req.headers.host))) {
      return refuse(req, res, path, 400, { Connection: "close" }, started);
    }
    req.url = target;
    const method = req.method ?? "GET";
    if (method === "TRACE" || method === "TRACK") return refuse(req, res, path, 405, { Allow: ALLOWED_METHODS }, started);
    if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && options.refusesWrites()) {
      return refuse(req, res, path, 503, { "Retry-After": "5", Connection: "close" }, started);
    }
    if (method === "GET" || method === "HEAD") {
      const location = trailingSlashRedirect(path, query === -1 ? "" : target.slice(query));
      if (location !== undefined) return refuse(req, res, path, 301, { Location: location, "Cache-Control": "public, max-age=3600" }, started);
      const file = staticFiles?.get(path);
      if (file !== undefined && !isShuttingDown()) {
        const serve = () => {
          const bytes = sendStaticFile(req, res, file);
          logRequest(method, path, bytes === -1 ? 304 : 200, started, bytes);
        };
        const cookie = req.headers.cookie;
        if (file.drawn && options.previewCookie && cookie?.includes(`${options.previewCookie.name}=`)) {
          options.previewCookie.isLive(cookie).then(
            (live) => (live ? void app(req, res) : serve()),
            () => serve(),
          );
          return;
        }
        return serve();
      }
    }
    void app(req, res);
  };
}

function createExpressApp(options: PipelineOptions) {
  const { baseHeaders } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", expressTrustProxy(options.trustProxy));

  app.use(function requestLog(req, res, next) {
    const started = performance.now();
    res.on("finish", () => {
      const streamed = String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream");
      logRequest(req.method, req.path, res.statusCode, started, Number(res.getHeader("Content-Length") ?? 0), streamed);
    });
    next();
  });

  // GET /metrics, for loopback (no proxy in between) or the bearer token; anyone else gets the
  // app's own 404, the same as any unknown path. The token is never logged: only the path is.
  app.use(async function metrics(req, res, next) {
    const readable = req.method === "GET" || req.method === "HEAD";
    if (!readable || req.path !== "/metrics" || !mayReadMetrics({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, options.metricsToken))
      return next();
    try {
      const { contentType, body } = await renderMetrics();
      res.writeHead(200, { ...baseHeaders, ...PRIVATE_HEADERS, "Content-Type": contentType, "Content-Length": Buffer.byteLength(body) });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      log("error", "metrics: rendering failed", errorFields(error));
      res.writeHead(500, { ...baseHeaders, ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8" }).end("Internal Server Error\n");
    }
  });

  app.use(function privateGate(req, res, next) {
    const decision = gate(req.method, req.path);
    if (decision.action === "answer") {
      res.writeHead(decision.status, { ...baseHeaders, ...decision.headers, "Content-Length": 0 });
      res.end();
      return;
    }
    res.locals.defaultHeaders = { ...decision.headers, ...baseHeaders };
    next();
  });

  app.use(function defaultHeaders(_req, res, next) {
    if (options.isShuttingDown()) res.setHeader("Connection", "close");
    const nonce = createNonce();
    res.locals.nonce = nonce;
    // React Router's adapter appends the app's headers: defaults are filled in only where the
    // answer set none, just before the head is written, whoever writes it (errors included).
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      for (const [name, value] of Object.entries(res.locals.defaultHeaders as Record<string, string>)) {
        if (!res.hasHeader(name)) res.setHeader(name, value);
      }
      if (String(res.getHeader("Content-Type") ?? "").startsWith("text/html")) {
        // Only the scripts React Router rendered with this response's nonce run.
        res.setHeader("Content-Security-Policy", nonceContentSecurityPolicy(nonce, { https: options.https }));
        if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  });

  app.use(
    compression({
      // Server-Sent Events must reach the browser as they are written.
      filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
    }),
  );

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.staticFiles) {
    // Every file of the build is in memory: anything else under /assets is a chunk of an older
    // deploy (an open tab asking for it), not a page.
    app.use("/assets", (_req, res) => void res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not Found\n"));
  }

  app.use(function refusals(req, res, next) {
    const { pathname } = routerUrl(req);
    if (isResourceTwin(options.build.routes, pathname)) return void res.status(404).set({ "Cache-Control": "no-store", "Content-Length": "0" }).end();
    // A page's action posted from another site: React Router's own origin check would throw an
    // error (logged with its stack as ours); it is a refusal. Resource routes answer it themselves.
    const probe = () => new globalThis.Request(routerUrl(req), { method: req.method, headers: crossSiteHeaders(req) });
    if (req.method === "POST" && isCrossSite(probe()) && isPage(options.build.routes, pathname)) {
      log("warn", "request refused", { method: req.method, path: pathname, status: 403, reason: "cross-site post" });
      return void res.status(403).type("text/plain; charset=utf-8").set("Cache-Control", "no-store").send(`${crossSiteMessage}\n`);
    }
    next();
  });

  app.use(readBodyFirst(options.bodyTimeoutMs));
  app.use(
    createRequestHandler({
      build: options.build,
      mode: options.mode,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(cspNonceContext, res.locals.nonce as string);
        // Express's req.ip: the socket's peer, or the client a trusted proxy named (TRUST_PROXY).
        context.set(clientAddressContext, req.ip ?? req.socket.remoteAddress ?? "unknown");
        return context;
      },
    }),
  );

  app.use(function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction) {
    if (clientWentAway(req, res)) return void res.destroy();
    const status = clientErrorStatus(error);
    if (status) log("warn", "request refused", { path: req.path, status, ...errorFields(error) });
    else log("error", "unhandled error", { path: req.path, ...errorFields(error, { stack: true }) });
    if (res.headersSent) return void res.destroy();
    res
      .status(status ?? 500)
      .type("text/plain")
      .set("Cache-Control", "no-store")
      .send(status ? `${STATUS_CODES[status]}\n` : "Unexpected Server Error\n");
  });
  return app;
}

/**
 * Reads a request's body whole before the app runs: a declared or counted body over
 * BODY_LIMIT_BYTES gets our 413 (the rest is drained), one not whole within `bodyTimeoutMs` a
 * 408 and the socket closed. The bytes read are put back (`stream.unshift`, before the stream's
 * "end") for React Router's adapter, which reads the Node request as a stream.
 */
function readBodyFirst(bodyTimeoutMs: number): RequestHandler {
  return function (req, res, next) {
    const tooLarge = () => void res.status(413).json({ error: "הבקשה גדולה מדי", field: null });
    if (Number(req.headers["content-length"] ?? 0) > BODY_LIMIT_BYTES) return void (tooLarge(), req.resume());
    if (!(Number(req.headers["content-length"]) > 0) && req.headers["transfer-encoding"] === undefined) return next();
    const chunks: Buffer[] = [];
    let size = 0;
    // A body trickled in byte by byte holds a socket: past the deadline the client is told 408.
    const deadline = setTimeout(() => {
      stop();
      if (res.headersSent) return;
      log("warn", "request refused", { path: req.path, status: 408, reason: "body not received in time" });
      res.status(408).set("Connection", "close").type("text/plain").send("Request Timeout\n");
      req.destroy();
    }, bodyTimeoutMs);
    const stop = () => {
      clearTimeout(deadline);
      req.off("readable", read).off("error", stop);
    };
    function read() {
      for (let chunk: Buffer | null; (chunk = req.read() as Buffer | null) !== null;) {
        size += chunk.length;
        if (size > BODY_LIMIT_BYTES) return void (stop(), tooLarge(), req.resume());
        chunks.push(chunk);
      }
      if (!req.complete) return;
      stop();
      if (res.headersSent) return;
      req.unshift(Buffer.concat(chunks));
      next();
    }
    req.on("readable", read).once("error", stop); // "aborted": the client gave up mid-body
  };
}

/** A 4xx status an error carries (body parsers, URI decoding, http-errors), if any. */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" && Number.isInteger(value) && value >= 400 && value < 500 ? value : undefined;
}

/** The client closed its connection: nothing to answer and nothing to log. */
const clientWentAway = (req: IncomingMessage, res: ServerResponse) => req.destroyed || (res.destroyed && !res.writableFinished);

/** The request's URL as React Router reads it: our origin, then the path ("//x/api" is never host "x"). */
const routerUrl = (req: Request) => new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);

const crossSiteHeaders = (req: Request): Record<string, string> =>
  Object.fromEntries((["origin", "sec-fetch-site"] as const).flatMap((name) => (req.headers[name] === undefined ? [] : [[name, String(req.headers[name])]])));
