import { describe, expect, it } from "vitest";
import { ADMIN_PATH } from "../lib/paths.ts";
import { appMetrics, hasBearerToken, mayReadMetrics, recordLeadRefused, recordRequest, renderMetrics, routeKind, setStatusGaugeReader } from "./metrics.ts";

const TOKEN = "a-metrics-token-of-32-characters";

describe("route kinds", () => {
  it("names what a request is for, never its URL", () => {
    expect(routeKind("/")).toBe("page");
    expect(routeKind("/services/express")).toBe("page");
    expect(routeKind("/services/express.data")).toBe("data");
    expect(routeKind("/_root.data")).toBe("data");
    expect(routeKind("/api/leads")).toBe("api");
    expect(routeKind("/healthz")).toBe("api");
    expect(routeKind("/sitemap.xml")).toBe("api");
    expect(routeKind("/metrics")).toBe("api");
    expect(routeKind(ADMIN_PATH)).toBe("admin");
    expect(routeKind(`${ADMIN_PATH}.data`)).toBe("admin");
    expect(routeKind(`${ADMIN_PATH}/sign-in`)).toBe("admin");
    expect(routeKind(`${ADMIN_PATH}/trash.data`)).toBe("admin");
    expect(routeKind("/api/admin/events")).toBe("admin");
    expect(routeKind("/assets/entry.client-abc123.js")).toBe("asset");
    expect(routeKind("/favicon.ico")).toBe("asset");
  });
});

describe("who may read /metrics", () => {
  const loopback = (headers: Record<string, string> = {}) => ({ remoteAddress: "127.0.0.1", headers });

  it("loopback without a proxy's headers: yes (IPv4, IPv6 and IPv4-mapped)", () => {
    expect(mayReadMetrics(loopback(), undefined)).toBe(true);
    expect(mayReadMetrics({ remoteAddress: "::1", headers: {} }, undefined)).toBe(true);
    expect(mayReadMetrics({ remoteAddress: "::ffff:127.0.0.1", headers: {} }, undefined)).toBe(true);
  });

  it("loopback through a reverse proxy (X-Forwarded-For, Forwarded, X-Real-IP): no", () => {
    expect(mayReadMetrics(loopback({ "x-forwarded-for": "203.0.113.9" }), undefined)).toBe(false);
    expect(mayReadMetrics(loopback({ forwarded: "for=203.0.113.9" }), undefined)).toBe(false);
    expect(mayReadMetrics(loopback({ "x-real-ip": "203.0.113.9" }), undefined)).toBe(false);
  });

  it("another address: only with the right bearer token", () => {
    const remote = (headers: Record<string, string> = {}) => ({ remoteAddress: "203.0.113.9", headers });
    expect(mayReadMetrics(remote(), TOKEN)).toBe(false);
    expect(mayReadMetrics({ remoteAddress: "10.0.0.2", headers: {} }, undefined)).toBe(false);
    expect(mayReadMetrics(remote({ authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(true);
    expect(mayReadMetrics(remote({ authorization: `bearer ${TOKEN}`, "x-forwarded-for": "198.51.100.1" }), TOKEN)).toBe(true);
    expect(mayReadMetrics(remote({ authorization: `Bearer ${TOKEN}x` }), TOKEN)).toBe(false);
    expect(mayReadMetrics(remote({ authorization: `Basic ${TOKEN}` }), TOKEN)).toBe(false);
  });

  it("a wrong token is refused even from loopback, and any token when none is configured", () => {
    expect(mayReadMetrics(loopback({ authorization: "Bearer wrong-token-wrong-token" }), TOKEN)).toBe(false);
    expect(mayReadMetrics(loopback({ authorization: `Bearer ${TOKEN}` }), undefined)).toBe(false);
  });

  it("token comparison: exact, whatever the lengths", () => {
    expect(hasBearerToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasBearerToken(`Bearer  ${TOKEN} `, TOKEN)).toBe(true);
    expect(hasBearerToken("Bearer x", TOKEN)).toBe(false);
    expect(hasBearerToken(`Bearer ${TOKEN} extra`, TOKEN)).toBe(false);
    expect(hasBearerToken(undefined, TOKEN)).toBe(false);
  });
});

describe("the exposition", () => {
  it("one set of metrics per process; status facts read at each scrape, NaN and courier_status_up 0 when they cannot be", async () => {
    expect(appMetrics()).toBe(appMetrics());
    recordRequest("/api/leads", 201, 0.004);
    recordRequest("/api/admin/events", 200, undefined);
    recordLeadRefused("invalid");
    setStatusGaugeReader(async () => ({
      noticesWaiting: 2,
      noticesFailing: 1,
      noticesGivenUp: 0,
      backupAgeSeconds: Number.POSITIVE_INFINITY,
      diskFreeRatio: 0.5,
    }));
    const first = await renderMetrics();
    expect(first.contentType).toMatch(/^text\/plain/);
    let body = first.body;
    expect(body).toContain('courier_http_requests_total{kind="api",status="201"} 1');
    expect(body).toContain('courier_http_requests_total{kind="admin",status="200"} 1');
    expect(body).toContain('courier_http_request_duration_seconds_count{kind="api"} 1');
    expect(body).not.toContain('courier_http_request_duration_seconds_count{kind="admin"}');
    expect(body).toContain('courier_leads_refused_total{reason="invalid"} 1');
    expect(body).toContain('courier_leads_refused_total{reason="spam"} 0');
    expect(body).toContain("courier_lead_notices_waiting 2");
    expect(body).toContain("courier_backup_age_seconds +Inf");
    expect(body).toContain("courier_data_disk_free_ratio 0.5");
    expect(body).toContain("courier_status_up 1");
    expect(body).toContain("process_cpu_user_seconds_total");

    setStatusGaugeReader(async () => {
      throw new Error("database down");
    });
    const warn = console.warn;
    console.warn = () => {};
    try {
      ({ body } = await renderMetrics());
    } finally {
      console.warn = warn;
    }
    expect(body).toContain("courier_status_up 0");
    expect(body).toMatch(/^courier_lead_notices_waiting nan$/im); // prom-client writes "Nan"; Prometheus reads any case
  });
});
