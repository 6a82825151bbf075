/**
 * The request pipeline, the same in development and production:
 *
 *   request line and Host checked → trailing-slash redirect → (production) a file or pre-rendered
 *   page from memory → GET /metrics for loopback or its token (anyone else: the app's 404) →
 *   Express: request log, security headers, compression of dynamic responses, (development)
 *   Vite's middleware, React Router with the request's context (the client's address, a
 *   per-response CSP nonce: app/context.ts), the error handler.
 *
 * The first steps run before Express so the hot path (a pre-rendered page) does as little as it can.
 */
import { STATUS_CODES, type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { RouterContextProvider, type RouterContext } from "react-router";
import { expressTrustProxy, BODY_LIMIT_BYTES } from "../app/.server/http.ts";
import { errorFields, log } from "../app/.server/log.ts";
import { serverConfig, type TrustProxy } from "../app/.server/config.ts";
import { mayReadMetrics, recordRequest, renderMetrics } from "../app/.server/metrics.ts";
import { contentSecurityPolicy, createNonce, nonceContentSecurityPolicy } from "../app/.server/security-headers.ts";
import { crossSiteMessage, isCrossSite } from "../app/.server/origin.ts";
import { ALLOWED_METHODS, gate, isPage, isResourceTwin, PRIVATE_HEADERS, type RouteTable } from "./private-surface.ts";
import { isValidHost, originForm, trailingSlashRedirect } from "./request-target.ts";
import { sendStaticFile, type StaticFile } from "./static-files.ts";

/** The keys the pipeline sets on each request's context (app/context.ts), and the route table (no ".data" twin of a resource: private-surface.ts). */
export interface RequestContextKeys {
  clientAddressContext: RouterContext<string>;
  cspNonceContext: RouterContext<string | null>;
  routes: RouteTable;
}

export interface PipelineOptions {
  /** The request context's keys and the route table of the build this pipeline serves (server/app.ts). */
  getBuild(): Promise<RequestContextKeys>;
  handleRequest(request: globalThis.Request, context: RouterContextProvider): Promise<globalThis.Response>;
  /** Production: the client build in memory. */
  staticFiles?: Map<string, StaticFile>;
  /** Development: Vite's middleware (modules, HMR, the app's source files). */
  devMiddleware?: express.RequestHandler;
  securityHeaders: Record<string, string>;
  https: boolean;
  trustProxy: TrustProxy;
  /** A request body must have arrived whole this long after the request began, or 408. */
  bodyTimeoutMs: number;
  isShuttingDown(): boolean;
  /** The bearer token that opens GET /metrics to any address; default METRICS_TOKEN. */
  metricsToken?: string;
}

/** Methods the Fetch API cannot carry: answered here, never handed to React Router. */
const UNSUPPORTED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

/** Every answer ends here once: logged, and counted by route kind (GET /metrics). Streams' durations are left out. */
function logRequest(method: string | undefined, path: string, status: number, started: number, bytes?: number, streamed = false) {
  const ms = performance.now() - started;
  log("info", "request", { method, path, status, ms: Math.round(ms * 1000) / 1000, bytes: bytes || undefined });
  recordRequest(path, status, streamed ? undefined : ms / 1000);
}

const pathOf = (url: string) => {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
};

export function createRequestListener(options: PipelineOptions): RequestListener {
  const baseHeaders = { ...options.securityHeaders, "Content-Security-Policy": contentSecurityPolicy([], { https: options.https }) };
  const app = createExpressApp(options, baseHeaders);
  const { staticFiles } = options;
  const metricsToken = "metricsToken" in options ? options.metricsToken : serverConfig.metricsToken;

  /**
   * GET /metrics, for loopback (no proxy in between) or the bearer token; anyone else gets the
   * app's own 404, the same as any unknown path. The token is never logged: only the path is.
   */
  async function answerMetrics(req: IncomingMessage, res: ServerResponse, started: number) {
    let status = 200;
    try {
      const { contentType, body } = await renderMetrics();
      res.writeHead(200, { ...baseHeaders, ...PRIVATE_HEADERS, "Content-Type": contentType, "Content-Length": Buffer.byteLength(body) });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      status = 500;
      log("error", "metrics: rendering failed", errorFields(error));
      if (!res.headersSent) refuse(res, 500, PRIVATE_HEADERS);
      else res.destroy();
    }
    logRequest(req.method, "/metrics", status, started);
  }

  /** A short plain-text answer to a request that never reaches the app. */
  function refuse(res: ServerResponse, status: number, extra: Record<string, string> = {}) {
    const body = `${STATUS_CODES[status] ?? "Error"}\n`;
    res.writeHead(status, {
      ...baseHeaders,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Length": Buffer.byteLength(body),
      ...extra,
    });
    res.end(body);
  }

  return function handle(req: IncomingMessage, res: ServerResponse) {
    const started = performance.now();
    let url = req.url ?? "/";
    if (url.charCodeAt(0) !== 47 /* "/" */) {
      const normalised = originForm(url);
      if (normalised === undefined) {
        refuse(res, 400, { Connection: "close" });
        return logRequest(req.method, "?", 400, started);
      }
      req.url = url = normalised;
    }
    const host = req.headers.host;
    if (host !== undefined && !isValidHost(host)) {
      refuse(res, 400, { Connection: "close" });
      return logRequest(req.method, pathOf(url), 400, started);
    }
    const method = req.method ?? "GET";
    if (UNSUPPORTED_METHODS.has(method)) {
      refuse(res, 405, { Allow: ALLOWED_METHODS });
      return logRequest(method, pathOf(url), 405, started);
    }
    if (method === "GET" || method === "HEAD") {
      const query = url.indexOf("?");
      const path = query === -1 ? url : url.slice(0, query);
      const location = trailingSlashRedirect(path, query === -1 ? "" : url.slice(query));
      if (location !== undefined) {
        refuse(res, 301, { Location: location, "Cache-Control": "public, max-age=3600" });
        return logRequest(method, path, 301, started);
      }
      const file = staticFiles?.get(path);
      if (file !== undefined && !options.isShuttingDown()) {
        const bytes = sendStaticFile(req, res, file);
        return logRequest(method, path, bytes === -1 ? 304 : 200, started, bytes);
      }
    }
    const path = pathOf(url);
    if (
      path === "/metrics" &&
      (method === "GET" || method === "HEAD") &&
      mayReadMetrics({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, metricsToken)
    ) {
      void answerMetrics(req, res, started);
      return;
    }
    const decision = gate(method, path);
    if (decision.action === "answer") {
      res.writeHead(decision.status, { ...baseHeaders, ...decision.headers, "Content-Length": 0 });
      res.end();
      return logRequest(method, path, decision.status, started);
    }
    // Set first, so every answer to the admin carries them, whoever writes it (errors included).
    for (const [name, value] of Object.entries(decision.headers)) res.setHeader(name, value);
    void app(req, res);
  };
}

function createExpressApp(options: PipelineOptions, baseHeaders: Record<string, string>) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", expressTrustProxy(options.trustProxy));
  const headerList = Object.entries(baseHeaders);

  app.use(function requestLog(req, res, next) {
    const started = performance.now();
    res.on("finish", () => {
      const streamed = String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream");
      logRequest(req.method, req.path, res.statusCode, started, Number(res.getHeader("Content-Length") ?? 0), streamed);
    });
    next();
  });

  app.use(function defaultHeaders(_req, res, next) {
    if (options.isShuttingDown()) res.setHeader("Connection", "close");
    for (const [name, value] of headerList) res.setHeader(name, value);
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
    app.use("/assets", (_req, res) => {
      res.status(404).type("text/plain").setHeader("Cache-Control", "no-store");
      res.send("Not Found\n");
    });
  }

  app.use(async function reactRouter(req: Request, res: Response, next: NextFunction) {
    try {
      const keys = await options.getBuild();
      const url = routerUrl(req);
      if (isResourceTwin(keys.routes, url.pathname)) {
        res.status(404).setHeader("Cache-Control", "no-store");
        res.setHeader("Content-Length", 0);
        res.end();
        return;
      }
      const request = await toFetchRequest(req, res, url, options.bodyTimeoutMs);
      if (!request) return;
      // A page's action posted from another site: React Router's own origin check would throw
      // an error (logged with its stack as ours); it is a refusal. Resource routes answer it
      // themselves (the lead and sign-in endpoints, in their JSON).
      if (isCrossSite(request) && isPage(keys.routes, url.pathname)) {
        log("warn", "request refused", { method: request.method, path: url.pathname, status: 403, reason: "cross-site post" });
        res.status(403).type("text/plain; charset=utf-8").setHeader("Cache-Control", "no-store");
        res.send(`${crossSiteMessage}\n`);
        return;
      }
      const nonce = createNonce();
      const context = new RouterContextProvider();
      context.set(keys.cspNonceContext, nonce);
      // Express's req.ip: the socket's peer, or the client a trusted proxy named (TRUST_PROXY).
      context.set(keys.clientAddressContext, req.ip ?? req.socket.remoteAddress ?? "unknown");
      const response = await options.handleRequest(request, context);
      await sendFetchResponse(response, res, nonceContentSecurityPolicy(nonce, { https: options.https }));
    } catch (error) {
      next(error);
    }
  });

  app.use(function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction) {
    if (clientWentAway(req, res)) {
      res.destroy();
      return;
    }
    const status = clientErrorStatus(error);
    if (status) log("warn", "request refused", { path: req.path, status, ...errorFields(error) });
    else log("error", "unhandled error", { path: req.path, ...errorFields(error, { stack: true }) });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res
      .status(status ?? 500)
      .type("text/plain")
      .setHeader("Cache-Control", "no-store");
    res.send(status ? `${STATUS_CODES[status]}\n` : "Unexpected Server Error\n");
  });

  return app;
}

/** A 4xx status an error carries (body parsers, URI decoding, http-errors), if any. */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" && Number.isInteger(value) && value >= 400 && value < 500 ? value : undefined;
}

/** The client closed its connection: nothing to answer and nothing to log. */
function clientWentAway(req: IncomingMessage, res: ServerResponse): boolean {
  return req.destroyed || (res.destroyed && !res.writableFinished);
}

/**
 * The request's URL as React Router gets it: our origin, then the path. Resolving the path
 * against the origin instead would read "//x/api/..." as host "x" and path "/api/...".
 */
function routerUrl(req: Request): URL {
  const path = req.originalUrl.startsWith("/") ? req.originalUrl : `/${req.originalUrl}`;
  return new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${path}`);
}

/** Builds the Fetch API request React Router expects; answers 413 itself when the body is too large. */
async function toFetchRequest(req: Request, res: Response, url: URL, bodyTimeoutMs: number): Promise<globalThis.Request | undefined> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }

  // Aborted when the connection closes, the answer sent or not: whatever the request still
  // holds (an export's slot, a live-update stream) is let go, also when React Router dropped
  // the body (HEAD) or the client left.
  const controller = new AbortController();
  res.on("close", () => controller.abort());

  let body: Uint8Array<ArrayBuffer> | undefined;
  if (req.method !== "GET" && req.method !== "HEAD") {
    const tooLarge = () => {
      res.status(413).json({ error: "הבקשה גדולה מדי", field: null });
      req.resume();
    };
    if (Number(req.headers["content-length"] ?? 0) > BODY_LIMIT_BYTES) {
      tooLarge();
      return undefined;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    // A body trickled in byte by byte holds a socket: past the deadline the client is told 408.
    const deadline = setTimeout(() => {
      if (res.headersSent) return;
      log("warn", "request refused", { path: req.path, status: 408, reason: "body not received in time" });
      res.status(408).setHeader("Connection", "close");
      res.type("text/plain").send("Request Timeout\n");
      req.destroy();
    }, bodyTimeoutMs);
    try {
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > BODY_LIMIT_BYTES) {
          tooLarge();
          return undefined;
        }
        chunks.push(chunk);
      }
    } catch (error) {
      if (clientWentAway(req, res) || res.headersSent) return undefined; // "aborted": gave up mid-body, or timed out
      throw error;
    } finally {
      clearTimeout(deadline);
    }
    if (res.headersSent) return undefined;
    body = new Uint8Array(Buffer.concat(chunks));
  }

  return new globalThis.Request(url, { method: req.method, headers, body, signal: controller.signal });
}

async function sendFetchResponse(response: globalThis.Response, res: Response, htmlCsp: string): Promise<void> {
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);

  if ((response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
    // Only the scripts React Router rendered with this response's nonce run; markup injected
    // into the page, whatever it holds, cannot.
    res.setHeader("Content-Security-Policy", htmlCsp);
    if (!response.headers.has("Cache-Control")) res.setHeader("Cache-Control", "no-store");
  }
  if (!response.body) {
    res.end();
    return;
  }
  res.flushHeaders?.();
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res);
  } catch (error) {
    if (clientWentAway(res.req, res)) return; // "Premature close": the client left mid-response
    throw error;
  }
}
