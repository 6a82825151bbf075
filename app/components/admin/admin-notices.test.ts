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

describe("rememberGoodData with counts still coming", () => {
  const counts = (open: number) => ({ open, total: open }) as DashboardData["countsBefore"];
  const failed = () => staleOrThrow(new TypeError("Failed to fetch"), new AbortController().signal);

  it("keeps the page with the counts shown before until its own come, then with its own", async () => {
    rememberGoodData({ counts: counts(1), countsBefore: null } as DashboardData);
    let arrive: (value: NonNullable<DashboardData["countsBefore"]>) => void = () => {};
    const coming = new Promise<NonNullable<DashboardData["countsBefore"]>>((resolve) => (arrive = resolve));
    const page = { counts: coming, countsBefore: counts(0), waiting: 2 } as DashboardData;
    expect(rememberGoodData(page)).toBe(page);
    expect(failed()).toEqual({ ...page, counts: counts(1), stale: true });
    arrive(counts(2)!);
    await coming;
    await Promise.resolve();
    expect(failed()).toEqual({ ...page, counts: counts(2), stale: true });
  });

  it("never keeps a promise when counts from before are known, and a failed stream leaves them", async () => {
    const broken: Promise<NonNullable<DashboardData["countsBefore"]>> = Promise.reject(new Error("stream ended"));
    const page = { counts: broken, countsBefore: counts(5), waiting: 7 } as DashboardData;
    rememberGoodData(page);
    await broken.catch(() => undefined);
    const stale = failed();
    expect(stale.counts).not.toBeInstanceOf(Promise);
    expect(stale).toMatchObject({ waiting: 7, stale: true });
  });
});
