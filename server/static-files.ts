/**
 * The client build held in memory: every pre-rendered page at its exact path ("/", "/about") and
 * every other file at its own ("/assets/x-1a2b.js", "/about.data"), each with its identity, br
 * and gzip bytes and the complete header list of each, computed once at start-up. Serving one is
 * a map lookup, an Accept-Encoding lookup and one write.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import mime from "mime-types";
import { encodedVariants, listFiles, type Encoding } from "./compression.ts";

type HeaderList = string[]; // flat [name, value, name, value, ...] as res.writeHead takes it

interface Variant {
  body: Buffer;
  etag: string;
  headers: HeaderList;
  notModifiedHeaders: HeaderList;
}

export interface StaticFile {
  /** A pre-rendered page or its data: what a preview of the owner's draft renders instead (decision 066). */
  drawn: boolean;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

export interface StaticFileOptions {
  /** The headers of a page and any other file not listed as a subresource (security headers, the default CSP). */
  baseHeaders: Record<string, string>;
  /** The headers of a script, stylesheet, font or raster image: the security headers that govern such a response, no CSP. */
  subresourceHeaders: Record<string, string>;
  /** The CSP of a pre-rendered page, from its HTML. */
  pageCsp(html: string): string;
}

/** React Router's single-fetch payloads of pre-rendered pages (turbo-stream); every other type from mime-types. */
const contentType = (file: string) => (file.endsWith(".data") ? "text/x-script" : mime.contentType(path.extname(file)) || "application/octet-stream");

function cacheControl(urlPath: string, isPage: boolean): string {
  if (isPage || urlPath.endsWith(".data")) return "no-cache"; // revalidated by ETag on every visit
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable"; // names carry a content hash
  return "public, max-age=3600";
}

/**
 * What a browser only runs, applies or draws inside a page: none of these renders as a document
 * that runs anything or can be abused in a frame (an SVG can, and keeps the full set).
 */
const SUBRESOURCE_TYPE =
  /^(text\/javascript|application\/javascript|text\/css|font\/[\w.+-]+|image\/(png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon))(;|$)/;

const strongEtag = (data: Buffer, suffix: string) => `"${createHash("sha256").update(data).digest("base64url").slice(0, 27)}${suffix}"`;

function variant(body: Buffer, etag: string, common: Record<string, string>, encoding?: Encoding): Variant {
  const headers: Record<string, string> = { ...common, ETag: etag };
  if (encoding) headers["Content-Encoding"] = encoding;
  const notModifiedHeaders = Object.entries(headers)
    .filter(([name]) => name !== "Content-Type")
    .flat();
  headers["Content-Length"] = String(body.length);
  return { body, etag, headers: Object.entries(headers).flat(), notModifiedHeaders };
}

/** The route a pre-rendered page answers at: build/client/about/index.html → "/about". */
function pageRoute(relative: string): string | undefined {
  if (relative === "index.html") return "/";
  if (!relative.endsWith("/index.html")) return undefined;
  return "/" + relative.slice(0, -"/index.html".length);
}

/** A file as served: its identity, br and gzip bytes, each with its complete header list. */
export function staticFile(
  urlPath: string,
  data: Buffer,
  isPage: boolean,
  variants: Partial<Record<Encoding, Buffer>>,
  options: StaticFileOptions,
): StaticFile {
  const type = isPage ? "text/html; charset=utf-8" : contentType(urlPath);
  const common: Record<string, string> = {
    ...(!isPage && SUBRESOURCE_TYPE.test(type) ? options.subresourceHeaders : options.baseHeaders),
    ...(isPage && { "Content-Security-Policy": options.pageCsp(data.toString("utf8")) }),
    "Content-Type": type,
    "Cache-Control": cacheControl(urlPath, isPage),
  };
  if (variants.br || variants.gzip) common.Vary = "Accept-Encoding";
  const etag = strongEtag(data, "");
  const file: StaticFile = { drawn: isPage || urlPath.endsWith(".data"), identity: variant(data, etag, common) };
  if (variants.br) file.br = variant(variants.br, strongEtag(data, "-br"), common, "br");
  if (variants.gzip) file.gzip = variant(variants.gzip, strongEtag(data, "-gz"), common, "gzip");
  return file;
}

/** The client build in memory, and how many files had no fresh build-time compression (compressed now). */
export function loadStaticFiles(clientDir: string, options: StaticFileOptions): { files: Map<string, StaticFile>; compressedAtStart: number } {
  const files = new Map<string, StaticFile>();
  let compressedAtStart = 0;
  for (const full of listFiles(clientDir)) {
    const relative = path.relative(clientDir, full).split(path.sep).join("/");
    const data = readFileSync(full);
    const route = pageRoute(relative);
    if (!route && relative.endsWith(".html")) continue; // only pages, and only at their exact path
    const urlPath = route ?? encodeURI("/" + relative);
    const { variants, compressedNow } = encodedVariants(full, data);
    if (compressedNow) compressedAtStart++;
    files.set(urlPath, staticFile(urlPath, data, route !== undefined, variants, options));
  }
  return { files, compressedAtStart };
}

type Choice = Encoding | "identity";

/**
 * The best encoding a client accepts: the highest q-value among br, gzip and identity, br
 * first and identity last on a tie (RFC 9110 §12.5.3). Unlisted codings take `*`'s q-value;
 * when all are refused, identity is sent anyway.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Choice {
  if (!acceptEncoding) return "identity";
  const q: Partial<Record<Choice | "*", number>> = {};
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") weight = Number(value);
    }
    if (!Number.isFinite(weight) || weight < 0 || weight > 1) weight = 0;
    const name = token.trim() === "x-gzip" ? "gzip" : token.trim();
    if (name === "br" || name === "gzip" || name === "identity" || name === "*") q[name] = weight;
  }
  // Unlisted identity ranks with the least-wanted coding listed (as the negotiator package does).
  const implicitIdentity = q["*"] ?? Math.min(1, ...Object.values(q));
  const weightOf = (coding: Choice) => q[coding] ?? (coding === "identity" ? implicitIdentity : (q["*"] ?? 0));
  let best: Choice = "identity";
  let bestWeight = 0;
  for (const coding of ["br", "gzip", "identity"] as const) {
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Browsers send a handful of distinct Accept-Encoding values: remember each answer. */
const negotiated = new Map<string, Choice>();
function cachedNegotiation(acceptEncoding: string | undefined): Choice {
  if (acceptEncoding === undefined) return "identity";
  let choice = negotiated.get(acceptEncoding);
  if (choice === undefined) {
    choice = negotiateEncoding(acceptEncoding);
    if (negotiated.size < 256) negotiated.set(acceptEncoding, choice);
  }
  return choice;
}

function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === etag || ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

/** Answers a GET or HEAD for a file in memory; returns the body bytes sent, or -1 for a 304. */
export function sendStaticFile(req: IncomingMessage, res: ServerResponse, file: StaticFile): number {
  let chosen = file.identity;
  if (file.br || file.gzip) {
    const choice = cachedNegotiation(req.headers["accept-encoding"]);
    if (choice !== "identity") chosen = file[choice] ?? file.identity;
  }
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, chosen.etag)) {
    res.writeHead(304, chosen.notModifiedHeaders);
    res.end();
    return -1;
  }
  res.writeHead(200, chosen.headers);
  if (req.method === "HEAD") {
    res.end();
    return 0;
  }
  res.end(chosen.body);
  return chosen.body.length;
}
