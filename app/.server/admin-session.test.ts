import { describe, expect, it } from "vitest";
import { pageAfterSignIn, signInHref } from "./admin-session.ts";

const at = (path: string) => new Request(`http://localhost${path}`);
const back = (to: string) => at(`/manage-leads-2024/sign-in?${new URLSearchParams({ redirectTo: to })}`);

describe("the way back after sign-in", () => {
  it("carries an admin screen's path and query, without React Router's own parameters", () => {
    expect(signInHref(at("/manage-leads-2024/trash?q=050&lead=7"))).toBe(
      "/manage-leads-2024/sign-in?redirectTo=%2Fmanage-leads-2024%2Ftrash%3Fq%3D050%26lead%3D7",
    );
    expect(signInHref(at("/manage-leads-2024.data?view=all&_routes=routes%2Fadmin%2Flayout&index"))).toBe(
      "/manage-leads-2024/sign-in?redirectTo=%2Fmanage-leads-2024%3Fview%3Dall",
    );
    expect(signInHref(at("/manage-leads-2024"))).toBe("/manage-leads-2024/sign-in");
    expect(pageAfterSignIn(back("/manage-leads-2024/trash?q=050&lead=7"))).toBe("/manage-leads-2024/trash?q=050&lead=7");
    expect(pageAfterSignIn(back("/manage-leads-2024?view=all&lead=42"))).toBe("/manage-leads-2024?view=all&lead=42");
    expect(pageAfterSignIn(at("/manage-leads-2024/sign-in"))).toBe("/manage-leads-2024");
  });

  it("never leads off the admin: another origin, //host, a backslash, dot segments, another path", () => {
    for (const to of [
      "//evil.example",
      "https://evil.example/",
      "/\\evil.example",
      "/manage-leads-2024/../..//evil.example",
      "/contact",
      "/manage-leads-2024/sign-out",
      "javascript:alert(1)",
    ]) {
      const answer = pageAfterSignIn(back(to));
      expect(answer, to).toMatch(/^\/manage-leads-2024(\/(trash|activity|security))?(\?|$)/);
      expect(new URL(answer, "http://localhost").origin, to).toBe("http://localhost");
    }
  });
});
