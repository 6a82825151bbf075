/**
 * GET /metrics: the server's numbers in the Prometheus text format (prom-client), on a registry
 * of its own. Who may read them: a loopback client that no proxy speaks for, or any client with
 * METRICS_TOKEN as a bearer token (see mayReadMetrics).
 *
 * One set per process: the request pipeline (server/pipeline.ts) and the app (the lead endpoint,
 * the mailer, the event streams) share this module through the server build (server/app.ts).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { ADMIN_PATH } from "../lib/paths.ts";
import { errorFields, log } from "./log.ts";

/** Requests are counted by what they are for, never by raw URL (unbounded, and personal). */
export type RouteKind = "page" | "data" | "api" | "admin" | "asset";

const RESOURCE_PATHS = new Set(["/healthz", "/sitemap.xml", "/robots.txt", "/llms.txt", "/metrics"]);
const FILE_EXTENSION = /\.[a-z0-9]{1,12}$/i;

export function routeKind(path: string): RouteKind {
  if (path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}.`) || path.startsWith(`${ADMIN_PATH}/`) || path.startsWith("/api/admin/")) return "admin";
  if (path.endsWith(".data")) return "data"; // React Router's data requests for pages
  if (path.startsWith("/api/") || RESOURCE_PATHS.has(path)) return "api";
  if (path.startsWith("/assets/") || FILE_EXTENSION.test(path)) return "asset";
  return "page";
}

/** Why a lead post was not taken as a lead. "spam" posts are stored, flagged, and never counted as leads. */
export type LeadRefusal = "unsupported_type" | "cross_site" | "malformed" | "invalid" | "rate_limited" | "spam" | "unavailable";

/** The facts the status card shows, as numbers: read from the database at each scrape. */
interface StatusGauges {
  noticesWaiting: number;
  noticesFailing: number;
  noticesGivenUp: number;
  /** Infinity when no backup has succeeded. */
  backupAgeSeconds: number;
  /** null when the disk could not be read. */
  diskFreeRatio: number | null;
}

export type StatusGaugeReader = () => Promise<StatusGauges>;

const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics = {
    registry,
    requests: new Counter({
      name: "courier_http_requests_total",
      help: "HTTP requests answered, by route kind and status.",
      labelNames: ["kind", "status"] as const,
      registers,
    }),
    requestDuration: new Histogram({
      name: "courier_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by route kind (event streams left out: they stay open).",
      labelNames: ["kind"] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    leadsAccepted: new Counter({ name: "courier_leads_accepted_total", help: "Leads stored (not spam).", registers }),
    leadsRefused: new Counter({
      name: "courier_leads_refused_total",
      help: "Lead posts not taken as leads, by reason.",
      labelNames: ["reason"] as const,
      registers,
    }),
    noticesSent: new Counter({ name: "courier_lead_notices_sent_total", help: "New-lead notices sent by this process.", registers }),
    noticeFailures: new Counter({ name: "courier_lead_notice_failures_total", help: "Failed attempts to send a new-lead notice, by this process.", registers }),
    noticesWaiting: new Gauge({ name: "courier_lead_notices_waiting", help: "New-lead notices still to be sent (the queue's depth).", registers }),
    noticesFailing: new Gauge({ name: "courier_lead_notices_failing", help: "Notices still to be sent that have failed at least once.", registers }),
    noticesGivenUp: new Gauge({
      name: "courier_lead_notices_given_up",
      help: "Notices the mailer stopped retrying since the last notice that went out.",
      registers,
    }),
    eventStreams: new Gauge({ name: "courier_admin_event_streams_open", help: "Admin live-update streams open on this process.", registers }),
    backupAge: new Gauge({ name: "courier_backup_age_seconds", help: "Seconds since the last successful backup finished (+Inf when none has).", registers }),
    diskFree: new Gauge({ name: "courier_data_disk_free_ratio", help: "Share of the data directory's disk that is free (0-1).", registers }),
    statusUp: new Gauge({
      name: "courier_status_up",
      help: "1 when the status facts (notices, backup, disk) were read at this scrape, 0 when not.",
      registers,
    }),
    readStatusGauges: undefined as StatusGaugeReader | undefined,
  };
  // Every kind's series exists from the start, so a rate over it is never missing.
  for (const reason of ["unsupported_type", "cross_site", "malformed", "invalid", "rate_limited", "spam", "unavailable"] satisfies LeadRefusal[]) {
    metrics.leadsRefused.inc({ reason }, 0);
  }
  return metrics;
}

type Metrics = ReturnType<typeof createMetrics>;

let processMetrics: Metrics | undefined;

/** The process's metrics, created on first use. */
export function appMetrics(): Metrics {
  return (processMetrics ??= createMetrics());
}

/** Counts one answered request; `seconds` is left out for responses that are streams. */
export function recordRequest(path: string, status: number, seconds: number | undefined): void {
  const metrics = appMetrics();
  const kind = routeKind(path);
  metrics.requests.inc({ kind, status: String(status) });
  if (seconds !== undefined) metrics.requestDuration.observe({ kind }, seconds);
}

export const recordLeadAccepted = () => appMetrics().leadsAccepted.inc();
export const recordLeadRefused = (reason: LeadRefusal) => appMetrics().leadsRefused.inc({ reason });
export const recordNoticeSent = () => appMetrics().noticesSent.inc();
export const recordNoticeFailed = () => appMetrics().noticeFailures.inc();
export const setOpenEventStreams = (count: number) => appMetrics().eventStreams.set(count);

/** The app (app/.server/status-facts.ts) says how to read the status facts; the scrape asks it each time. */
export function setStatusGaugeReader(reader: StatusGaugeReader): void {
  appMetrics().readStatusGauges = reader;
}

/** The text a scrape receives, with the status facts read now. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  const metrics = appMetrics();
  let status: StatusGauges | undefined;
  try {
    status = await metrics.readStatusGauges?.();
  } catch (error) {
    log("warn", "metrics: status facts unavailable", errorFields(error));
  }
  metrics.statusUp.set(status ? 1 : 0);
  metrics.noticesWaiting.set(status?.noticesWaiting ?? Number.NaN);
  metrics.noticesFailing.set(status?.noticesFailing ?? Number.NaN);
  metrics.noticesGivenUp.set(status?.noticesGivenUp ?? Number.NaN);
  metrics.backupAge.set(status?.backupAgeSeconds ?? Number.NaN);
  metrics.diskFree.set(status?.diskFreeRatio ?? Number.NaN);
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/** Headers a reverse proxy adds: behind one on this host every request comes from loopback. */
const PROXY_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the Authorization header carries exactly this bearer token (compared in constant time). */
export function hasBearerToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? "");
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * Who may read /metrics: a request with METRICS_TOKEN as its bearer token, or one whose socket
 * comes from loopback and that no proxy forwarded (a proxy on this host connects from loopback
 * for every client on the internet). A request that presents a token must present the right one,
 * wherever it comes from.
 */
export function mayReadMetrics(request: { remoteAddress: string | undefined; headers: IncomingHttpHeaders }, token: string | undefined): boolean {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) return token !== undefined && hasBearerToken(authorization, token);
  const forwarded = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
  return !forwarded && LOOPBACK.test(request.remoteAddress ?? "");
}
