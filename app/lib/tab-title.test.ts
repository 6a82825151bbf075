import { describe, expect, it } from "vitest";
import { countedTitle, LEADS_TAB_TITLE } from "./tab-title.ts";

describe("countedTitle", () => {
  const title = `${LEADS_TAB_TITLE} | שליח אקספרס`;

  it("puts the number of unseen leads first", () => {
    expect(countedTitle(title, 3)).toBe(`(3) ${title}`);
    expect(countedTitle(title, 1)).toBe(`(1) ${title}`);
  });

  it("groups thousands as the admin's other numbers do", () => {
    expect(countedTitle(title, 1234)).toBe(`(1,234) ${title}`);
  });

  it("replaces a count already there, and drops it when nothing is unseen", () => {
    expect(countedTitle(`(1,234) ${title}`, 5)).toBe(`(5) ${title}`);
    expect(countedTitle(`(5) ${title}`, 0)).toBe(title);
    expect(countedTitle(title, 0)).toBe(title);
  });

  it("leaves a title that only looks like a count inside alone", () => {
    expect(countedTitle("סיכום (2026) | שליח", 2)).toBe("(2) סיכום (2026) | שליח");
  });
});
