import { describe, expect, it } from "vitest";
import { gate } from "./private-surface.ts";

describe("the gate in front of React Router", () => {
  it("answers OPTIONS itself, with Allow and no body, on every path", () => {
    for (const path of ["/", "/manage-leads-2024", "/api/admin/leads/export", "/api/admin/events", "/api/leads"]) {
      expect(gate("OPTIONS", path)).toMatchObject({ action: "answer", status: 204, headers: { Allow: "GET, HEAD, POST", "Cache-Control": "no-store" } });
    }
  });

  it("refuses the .data twin of every resource route, and lets pages' data through", () => {
    for (const path of [
      "/api/admin/leads/export.data",
      "/api/admin/events.data",
      "/api/admin/session.data",
      "/api/leads.data",
      "/healthz.data",
      "/sitemap.xml.data",
    ]) {
      expect(gate("GET", path)).toMatchObject({ action: "answer", status: 404 });
    }
    expect(gate("GET", "/manage-leads-2024.data")).toMatchObject({ action: "pass" });
    expect(gate("GET", "/pricing.data")).toEqual({ action: "pass", headers: {} });
  });

  it("marks every admin answer never stored and never indexed, and nothing else", () => {
    for (const path of ["/manage-leads-2024", "/manage-leads-2024.data", "/api/admin/session", "/api/admin/anything"]) {
      expect(gate("POST", path)).toEqual({ action: "pass", headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } });
    }
    expect(gate("GET", "/manage-leads-2024-not")).toEqual({ action: "pass", headers: {} });
  });
});
