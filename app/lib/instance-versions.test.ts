import { describe, expect, it } from "vitest";
import { isNewerInstance, isOlderInstance, migrationOfInstance } from "./instance-versions.ts";

describe("instance versions", () => {
  it("reads the newest migration a server names, and counts the unnamed one of old releases as the oldest", () => {
    expect(migrationOfInstance("courier-site 0020_applicant_stages")).toBe("0020_applicant_stages");
    expect(migrationOfInstance("courier-site")).toBe("");
    expect(migrationOfInstance("courier-restore")).toBeUndefined();
    expect(migrationOfInstance("psql")).toBeUndefined();
  });

  it("tells older and newer servers from this one; the same version is neither, other programs never", () => {
    const mine = "0020_applicant_stages";
    expect(isOlderInstance("courier-site", mine)).toBe(true);
    expect(isOlderInstance("courier-site 0019_search_as_typed", mine)).toBe(true);
    expect(isOlderInstance("courier-site 0020_applicant_stages", mine)).toBe(false);
    expect(isNewerInstance("courier-site 0020_applicant_stages", mine)).toBe(false);
    expect(isNewerInstance("courier-site 0021_owner_notices", mine)).toBe(true);
    expect(isNewerInstance("courier-site", mine)).toBe(false);
    expect(isOlderInstance("courier-restore", mine)).toBe(false);
    expect(isNewerInstance("pgAdmin 4", mine)).toBe(false);
  });
});
