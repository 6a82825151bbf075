import { describe, expect, it } from "vitest";
import { SCRIPTS_RUN_COOKIE, scriptsRun, scriptsRunCookie } from "./scripts-run.ts";

describe("scriptsRun", () => {
  it("is true only when the cookie the hydrated screen sets is there", () => {
    expect(scriptsRun(null)).toBe(false);
    expect(scriptsRun("")).toBe(false);
    expect(scriptsRun("session=abc")).toBe(false);
    expect(scriptsRun(`session=abc; ${SCRIPTS_RUN_COOKIE}=1`)).toBe(true);
    expect(scriptsRun(`${SCRIPTS_RUN_COOKIE}=1;session=abc`)).toBe(true);
    expect(scriptsRun(`${SCRIPTS_RUN_COOKIE}=0`)).toBe(false);
    expect(scriptsRun(`x${SCRIPTS_RUN_COOKIE}=1`)).toBe(false);
  });

  it("is set for the admin's path, for this site only, for the session", () => {
    expect(scriptsRunCookie("/manage")).toBe(`${SCRIPTS_RUN_COOKIE}=1; Path=/manage; SameSite=Strict`);
    expect(scriptsRunCookie("/manage")).not.toMatch(/Max-Age|Expires/i);
  });
});
