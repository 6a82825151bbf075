import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./low-priority-preloads.ts";

describe("lowerModulePreloadPriority", () => {
  it("marks every module preload low priority and leaves other links alone", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/root.css"/>' +
      '<link rel="modulepreload" href="/assets/b.js" crossorigin=""/></head>';
    expect(lowerModulePreloadPriority(html)).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="stylesheet" href="/assets/root.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js" crossorigin=""/></head>',
    );
  });

  it("is idempotent and keeps a priority someone chose", () => {
    const once = lowerModulePreloadPriority('<link rel="modulepreload" href="/a.js"/>');
    expect(lowerModulePreloadPriority(once)).toBe(once);
    const chosen = '<link rel="modulepreload" href="/a.js" fetchpriority="high"/>';
    expect(lowerModulePreloadPriority(chosen)).toBe(chosen);
  });
});
