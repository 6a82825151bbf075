/**
 * GET /metrics against the real built server: the Prometheus text parsed by a Prometheus text
 * parser, leads and requests counted as they happen, and who may read it (loopback with no
 * proxy in between, or the bearer token; everyone else the same 404 as any unknown path).
 */
import parsePrometheusTextFormat, { type PrometheusFamily } from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PATH } from "../../app/lib/paths.ts";
import { removeDir, startServer, type ServerProcess } from "../../harness/server-process.ts";

const TOKEN = "test-metrics-token-0123456789abcdef";
const valid = { name: "דנה כהן", phone: "050-1234567", consent: true, source: "contact_form" };

let s: ServerProcess;
beforeAll(async () => {
  s = await startServer({ env: { METRICS_TOKEN: TOKEN, LEADS_RATE_LIMIT: "1000" } });
});
afterAll(async () => {
  await s?.stop("SIGKILL");
  if (s) removeDir(s.dataDir);
});

const getMetrics = (headers: Record<string, string> = {}) => fetch(`${s.url}/metrics`, { headers });

async function scrape(): Promise<PrometheusFamily[]> {
  const response = await getMetrics();
  expect(response.status).toBe(200);
  return parsePrometheusTextFormat(await response.text());
}

/** The value of one series (0 when it does not exist yet). */
function value(families: PrometheusFamily[], name: string, labels: Record<string, string> = {}): number {
  const family = families.find((f) => f.name === name);
  const sample = family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return sample ? Number(sample.value ?? sample.count) : 0;
}

const postLead = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${s.url}/api/leads`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

describe("GET /metrics from loopback", () => {
  it("is Prometheus text with every metric family the owner watches, never cached, never indexed", async () => {
    const response = await getMetrics();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
    const families = parsePrometheusTextFormat(await response.text());
    const names = families.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "courier_http_requests_total",
        "courier_http_request_duration_seconds",
        "courier_leads_accepted_total",
        "courier_leads_refused_total",
        "courier_lead_notices_waiting",
        "courier_lead_notices_failing",
        "courier_lead_notice_failures_total",
        "courier_admin_event_streams_open",
        "courier_backup_age_seconds",
        "courier_data_disk_free_ratio",
        "courier_status_up",
        "process_cpu_user_seconds_total",
        "nodejs_heap_size_used_bytes",
      ]),
    );
    expect(families.find((f) => f.name === "courier_http_request_duration_seconds")?.type).toBe("HISTOGRAM");
    expect(value(families, "courier_status_up")).toBe(1);
    // A fresh server has no backup yet: its age is infinite, so an alert on it fires.
    expect(families.find((f) => f.name === "courier_backup_age_seconds")?.metrics[0]?.value).toBe("+Inf");
    const disk = value(families, "courier_data_disk_free_ratio");
    expect(disk).toBeGreaterThan(0);
    expect(disk).toBeLessThanOrEqual(1);
  });

  it("a stored lead moves leads-accepted; refused posts move leads-refused by their reason", async () => {
    const before = await scrape();
    expect((await postLead(valid)).status).toBe(201);
    expect((await postLead({ ...valid, phone: "12" })).status).toBe(400);
    expect((await postLead(valid, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await fetch(`${s.url}/api/leads`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hi" })).status).toBe(415);
    expect((await fetch(`${s.url}/api/leads`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{broken" })).status).toBe(400);
    expect((await postLead({ ...valid, website: "http://spam.example" })).status).toBe(201);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => value(after, name, labels) - value(before, name, labels);
    expect(delta("courier_leads_accepted_total")).toBe(1);
    expect(delta("courier_leads_refused_total", { reason: "invalid" })).toBe(1);
    expect(delta("courier_leads_refused_total", { reason: "cross_site" })).toBe(1);
    expect(delta("courier_leads_refused_total", { reason: "unsupported_type" })).toBe(1);
    expect(delta("courier_leads_refused_total", { reason: "malformed" })).toBe(1);
    expect(delta("courier_leads_refused_total", { reason: "spam" })).toBe(1);
    expect(delta("courier_leads_refused_total", { reason: "rate_limited" })).toBe(0);
    expect(delta("courier_http_requests_total", { kind: "api", status: "201" })).toBe(2); // the lead and the honeypot's decoy answer
  });

  it("counts requests by route kind and status, never by URL", async () => {
    const home = await fetch(`${s.url}/`);
    const html = await home.text();
    const asset = /\/assets\/[^"']+\.js/.exec(html)![0];
    const before = await scrape();
    const paths = ["/", "/about", asset, "/about.data", "/healthz", ADMIN_PATH, "/no-such-page"];
    for (const path of paths) await (await fetch(`${s.url}${path}`)).arrayBuffer(); // read whole: an answer cut off is not counted
    const after = await scrape();
    const delta = (labels: Record<string, string>) =>
      value(after, "courier_http_requests_total", labels) - value(before, "courier_http_requests_total", labels);
    expect(delta({ kind: "page", status: "200" })).toBe(2);
    expect(delta({ kind: "page", status: "404" })).toBe(1);
    expect(delta({ kind: "asset", status: "200" })).toBe(1);
    expect(delta({ kind: "data", status: "200" })).toBe(1);
    expect(delta({ kind: "api", status: "200" })).toBeGreaterThanOrEqual(2); // /healthz and the scrape before
    expect(delta({ kind: "admin", status: "200" })).toBe(1);
    const text = await (await getMetrics()).text();
    for (const path of ["/about", asset, ADMIN_PATH, "/no-such-page"]) expect(text).not.toContain(path);
    // The parser folds a labelled histogram's series into buckets and drops their labels: read the counts from the text.
    expect(after.find((f) => f.name === "courier_http_request_duration_seconds")?.metrics[0]?.buckets?.["+Inf"]).toBeDefined();
    for (const kind of ["page", "asset", "data", "api", "admin"])
      expect(text).toMatch(new RegExp(`^courier_http_request_duration_seconds_count\\{kind="${kind}"\\} [1-9]`, "m"));
  });
});

describe("who else may read it", () => {
  it("through a proxy (a forged X-Forwarded-For or Forwarded) without the token: the same 404 as any unknown path", async () => {
    const unknown = await fetch(`${s.url}/no-such-path-at-all`);
    const unknownBody = await unknown.text();
    const proxied: Record<string, string>[] = [{ "X-Forwarded-For": "203.0.113.9" }, { Forwarded: "for=203.0.113.9" }];
    for (const headers of proxied) {
      const response = await getMetrics(headers);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
      const body = await response.text();
      expect(body).not.toContain("courier_");
      expect(body.length).toBeGreaterThan(0);
      expect(body.replace(/nonce="[^"]*"/g, "")).toBe(unknownBody.replace(/nonce="[^"]*"/g, ""));
    }
  });

  it("with the token: 200, through a proxy too", async () => {
    const response = await getMetrics({ Authorization: `Bearer ${TOKEN}`, "X-Forwarded-For": "203.0.113.9" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("courier_http_requests_total");
  });

  it("with a wrong token: 404, even from loopback; the token never reaches the log", async () => {
    expect((await getMetrics({ Authorization: "Bearer wrong-token-wrong-token-wrong" })).status).toBe(404);
    expect((await getMetrics({ Authorization: `Bearer ${TOKEN}x`, "X-Forwarded-For": "203.0.113.9" })).status).toBe(404);
    expect((await fetch(`${s.url}/metrics`, { method: "POST", headers: { Authorization: `Bearer ${TOKEN}` } })).status).not.toBe(200);
    expect(s.output()).toContain('"path":"/metrics"');
    expect(s.output()).not.toContain(TOKEN);
  });
});
