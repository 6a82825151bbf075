import { describe, expect, it } from "vitest";
import { SCRIPTS_RUN_COOKIE, scriptsRun, scriptsRunCookie } from "./scripts-run.ts";

describe("scriptsRun", () => {
  it("is true only when the cookie the hydrated screen sets says so", () => {
    expect(scriptsRun(undefined)).toBe(false);
    expect(scriptsRun("")).toBe(false);
    expect(scriptsRun("0")).toBe(false);
    expect(scriptsRun("1")).toBe(true);
  });

  it("is set for the admin's path, for this site only, for the session", () => {
    expect(scriptsRunCookie("/manage")).toBe(`${SCRIPTS_RUN_COOKIE}=1; Path=/manage; SameSite=Strict`);
    expect(scriptsRunCookie("/manage")).not.toMatch(/Max-Age|Expires/i);
  });
});
