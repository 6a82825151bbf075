import { describe, expect, it } from "vitest";
import { adminHref, dashboardScreenAt, searchMessages } from "./admin-query.ts";
import { parseAdminQuery, searchProblem } from "./admin-query-parse.ts";

const parse = (search: string) => parseAdminQuery(new URLSearchParams(search));

describe("the admin page's query", () => {
  it("defaults to the open leads, first page, no search, no lead", () => {
    expect(parse("")).toEqual({ view: "open", q: "", page: 1, lead: null });
  });

  it("reads a view, a search, a page and a lead", () => {
    expect(parse("view=trash&q=%20דנה%20&page=3&lead=42")).toEqual({ view: "trash", q: "דנה", page: 3, lead: 42 });
    expect(parse("view=activity").view).toBe("activity");
  });

  it("falls back to the defaults for anything unknown or out of range", () => {
    expect(parse("view=admin&page=-1&lead=abc")).toEqual({ view: "open", q: "", page: 1, lead: null });
    expect(parse("page=2.5&lead=0").page).toBe(1);
    expect(parse("lead=99999999999999999999").lead).toBeNull();
  });

  it("cuts a search longer than 100 characters instead of dropping it", () => {
    expect(parse(`q=${"א".repeat(150)}`).q).toBe("א".repeat(100));
  });

  it("drops control characters from a search", () => {
    expect(parse("q=%00דנה%0A").q).toBe("דנה");
  });

  it("builds short links that read back the same", () => {
    expect(adminHref({ view: "open", page: 1 })).toBe("/manage-leads-2024");
    const href = adminHref({ view: "quote_sent", q: "050", page: 2, lead: 7 });
    expect(href).toBe("/manage-leads-2024?view=quote_sent&q=050&page=2&lead=7");
    expect(parse(href.split("?")[1]!)).toEqual({ view: "quote_sent", q: "050", page: 2, lead: 7 });
  });
});

describe("a search the page cannot run", () => {
  const problem = (search: string) => searchProblem(new URLSearchParams(search));
  it("is told in Hebrew: control characters, broken text, over 100 characters", () => {
    expect(problem("q=%00abc")).toBe(searchMessages.invalid);
    expect(problem("q=a%0Ab")).toBe(searchMessages.invalid);
    expect(problem(`q=${"א".repeat(101)}`)).toBe(searchMessages.tooLong);
  });
  it("is nothing for an ordinary search", () => {
    expect(problem("q=דנה כהן")).toBeUndefined();
    expect(problem(`q=${"א".repeat(100)}`)).toBeUndefined();
    expect(problem("")).toBeUndefined();
  });
});

describe("the dashboard module's three addresses", () => {
  it("reads the screen from the route pattern it was matched as", () => {
    expect(dashboardScreenAt("/manage-leads-2024")).toBe("leads");
    expect(dashboardScreenAt("/manage-leads-2024/")).toBe("leads");
    expect(dashboardScreenAt("/manage-leads-2024/trash")).toBe("trash");
    expect(dashboardScreenAt("/Manage-Leads-2024/TRASH/")).toBe("trash");
    expect(dashboardScreenAt("/manage-leads-2024/activity")).toBe("activity");
    expect(dashboardScreenAt("manage-leads-2024")).toBe("leads");
    expect(dashboardScreenAt("manage-leads-2024/trash")).toBe("trash");
  });
});
