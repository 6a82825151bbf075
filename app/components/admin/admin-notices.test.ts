import { describe, expect, it } from "vitest";
import type { DashboardData } from "../../lib/admin-page.ts";
import { rememberGoodData, staleOrThrow } from "./admin-notices.ts";

const aborted = () => {
  const controller = new AbortController();
  controller.abort();
  return controller.signal;
};

describe("staleOrThrow", () => {
  it("passes an aborted reload on, whatever error it surfaced as: no outage is told, no stale screen", () => {
    rememberGoodData({ counts: { open: 1 } } as unknown as DashboardData);
    const decoding = new TypeError("Unable to decode turbo-stream response");
    expect(() => staleOrThrow(decoding, aborted())).toThrow(decoding);
    const abort = new DOMException("aborted", "AbortError");
    expect(() => staleOrThrow(abort)).toThrow(abort);
  });

  it("keeps what the screen showed, marked stale, when a reload that was not aborted fails", () => {
    const shown = { counts: { open: 3 } } as unknown as DashboardData;
    rememberGoodData(shown);
    expect(staleOrThrow(new TypeError("Failed to fetch"), new AbortController().signal)).toEqual({ ...shown, stale: true });
  });
});
