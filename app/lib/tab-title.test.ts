import { describe, expect, it } from "vitest";
import { LEADS_TAB_TITLE, leadsTabTitle } from "./tab-title.ts";

describe("leadsTabTitle", () => {
  it("puts the number of leads waiting first", () => {
    expect(leadsTabTitle(3)).toBe("(3) לידים · ניהול");
    expect(leadsTabTitle(1)).toBe("(1) לידים · ניהול");
  });

  it("groups thousands as the admin's other numbers do", () => {
    expect(leadsTabTitle(1234)).toBe("(1,234) לידים · ניהול");
  });

  it("drops the count when nothing waits, or before it is known", () => {
    expect(leadsTabTitle(0)).toBe(LEADS_TAB_TITLE);
    expect(leadsTabTitle(undefined)).toBe(LEADS_TAB_TITLE);
  });
});
