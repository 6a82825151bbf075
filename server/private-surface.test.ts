import { describe, expect, it } from "vitest";
import { gate, isPage, isPrivatePath, isResourceTwin, normalisedPath, routerPathname, type RouteTable } from "./private-surface.ts";

const page = { default: () => null };
const resource = {}; // a loader only
/** The shape of the app's route table (app/routes.ts): pages, resources, the catch-all. */
const routes: RouteTable = {
  root: { id: "root", path: "", module: { default: () => null, ErrorBoundary: () => null } },
  "routes/home": { id: "routes/home", parentId: "root", index: true, module: page },
  "routes/pricing": { id: "routes/pricing", parentId: "root", path: "pricing", module: page },
  "routes/admin": { id: "routes/admin", parentId: "root", path: "manage-leads-2024", module: page },
  "routes/healthz": { id: "routes/healthz", parentId: "root", path: "healthz", module: resource },
  "routes/export": { id: "routes/export", parentId: "root", path: "manage-leads-2024/leads/export", module: resource },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: page },
};

describe("the gate in front of React Router", () => {
  it("answers OPTIONS itself, with Allow and no body, on every path", () => {
    for (const path of ["/", "/manage-leads-2024", "/manage-leads-2024/leads/export", "/manage-leads-2024/events", "/api/leads"]) {
      expect(gate("OPTIONS", path)).toMatchObject({ action: "answer", status: 204, headers: { Allow: "GET, HEAD, POST", "Cache-Control": "no-store" } });
    }
  });

  it("answers 405 with Allow to any method but GET, HEAD and POST, except on the JSON endpoints, which answer it themselves", () => {
    for (const method of ["PUT", "PATCH", "DELETE", "PROPFIND"]) {
      for (const path of [
        "/about",
        "/manage-leads-2024",
        "/manage-leads-2024.data",
        "/Manage-Leads-2024/Sign-In",
        "/manage-leads-2024/passkey",
        "/%6Danage-leads-2024/push",
        "/manage-leads-2024/events",
        "/manage-leads-2024/leads/export",
      ]) {
        expect(gate(method, path), `${method} ${path}`).toMatchObject({
          action: "answer",
          status: 405,
          headers: { Allow: "GET, HEAD, POST", "Cache-Control": "no-store" },
        });
      }
      for (const path of ["/api/leads", "/API/leads"]) expect(gate(method, path).action, `${method} ${path}`).toBe("pass");
    }
    expect(gate("DELETE", "/manage-leads-2024/sign-in").headers).toMatchObject({ "X-Robots-Tag": "noindex, nofollow" });
    for (const method of ["GET", "HEAD", "POST"]) expect(gate(method, "/manage-leads-2024").action).toBe("pass");
  });

  it("marks every admin answer never stored and never indexed, however spelled, and nothing else", () => {
    for (const path of [
      "/manage-leads-2024",
      "/manage-leads-2024.data",
      "/Manage-Leads-2024",
      "/%6Danage-leads-2024",
      "/manage-leads-2024/",
      "/manage-leads-2024/_.data",
      "/manage-leads-2024.DATA",
      "/manage-leads-2024/trash",
      "/Manage-Leads-2024/Security.data",
      "/manage-leads-2024//sign-in",
      "/Manage-Leads-2024/Leads/Export.data",
      "/%6Danage-leads-2024/leads/export",
      "//manage-leads-2024/events",
      "/x/../manage-leads-2024/events",
      "/manage-leads-2024/anything",
    ]) {
      expect(gate("POST", path), path).toEqual({ action: "pass", headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } });
    }
    // The export's old address (a redirect for one release) is no longer the admin's: it reads nothing.
    for (const path of ["/manage-leads-2024-not", "/pricing", "/api/leads", "/api/administrator", "/api/admin/leads/export"])
      expect(gate("GET", path), path).toEqual({ action: "pass", headers: {} });
  });
});

describe("one spelling of a path", () => {
  it("reads the path as React Router does: never a host, dot segments resolved", () => {
    expect(routerPathname("//x/manage-leads-2024/leads/export.data")).toBe("//x/manage-leads-2024/leads/export.data");
    expect(routerPathname("/a/../api/%2e%2e/healthz")).toBe("/healthz");
    expect(routerPathname("/\\x/api")).toBe("//x/api");
  });

  it("decodes, folds case, collapses slashes and drops the data suffix", () => {
    expect(normalisedPath("/%4Danage-LEADS-2024//Leads/export/.data")).toBe("/manage-leads-2024/leads/export");
    expect(normalisedPath("/_.data")).toBe("/");
    expect(normalisedPath("/%E0%A4%A")).toBe("/%e0%a4%a"); // not decodable: kept as sent
    expect(isPrivatePath("/%256Danage-leads-2024/events")).toBe(false); // "%6Danage" is no path of ours
  });
});

describe("no .data twin for a route without a page", () => {
  it("is decided from the route table, the way React Router matches", () => {
    for (const path of [
      "/healthz.data",
      "/HEALTHZ.data",
      "/healthz/.data",
      "/healthz/_.data",
      "/manage-leads-2024/leads/export.data",
      "/MANAGE-LEADS-2024/Leads/Export.data",
      "/%6Danage-leads-2024/leads/export.data",
    ]) {
      expect(isResourceTwin(routes, routerPathname(path)), path).toBe(true);
    }
    for (const path of ["/pricing.data", "/_.data", "/manage-leads-2024.data", "/no-such-page.data", "/healthz", "/healthz.DATA", "//x/healthz.data"]) {
      expect(isResourceTwin(routes, routerPathname(path)), path).toBe(false);
    }
  });
});

describe("which paths are pages", () => {
  it("reads the route table: pages and their data are, resources are not", () => {
    for (const path of ["/", "/_.data", "/pricing", "/PRICING.data", "/manage-leads-2024", "/no-such-page"]) expect(isPage(routes, path), path).toBe(true);
    for (const path of ["/healthz", "/manage-leads-2024/leads/export", "/Manage-Leads-2024/Leads/Export.data"]) expect(isPage(routes, path), path).toBe(false);
  });
});
