import { describe, expect, it } from "vitest";
import { idleMessages, isReloadOfScreen, nextPhaseIn, noticeLeadMs, sessionClock, sessionPhase, signInAgainHref } from "./idle-timeout.ts";

describe("the idle notice's timing", () => {
  it("shows two minutes before the end, or a third of a shorter idle time", () => {
    expect(noticeLeadMs(1800)).toBe(120_000);
    expect(noticeLeadMs(360)).toBe(120_000);
    expect(noticeLeadMs(150)).toBe(50_000);
    expect(noticeLeadMs(45)).toBe(15_000);
  });

  it("counts from the server's answer, never below zero", () => {
    const now = new Date("2026-03-01T10:00:00.000Z");
    expect(sessionClock("2026-03-01T10:30:00.000Z", 1800, now)).toEqual({ expiresAt: "2026-03-01T10:30:00.000Z", msLeft: 1_800_000, noticeMs: 120_000 });
    expect(sessionClock("2026-03-01T09:59:00.000Z", 1800, now).msLeft).toBe(0);
  });

  it("is active, then ending for the notice's lead, then ended", () => {
    expect(sessionPhase(600_000, 120_000)).toBe("active");
    expect(sessionPhase(120_001, 120_000)).toBe("active");
    expect(sessionPhase(120_000, 120_000)).toBe("ending");
    expect(sessionPhase(1, 120_000)).toBe("ending");
    expect(sessionPhase(0, 120_000)).toBe("ended");
    expect(sessionPhase(-5, 120_000)).toBe("ended");
  });

  it("wakes the tab when the phase changes next", () => {
    expect(nextPhaseIn(600_000, 120_000)).toBe(480_000);
    expect(nextPhaseIn(100_000, 120_000)).toBe(100_000);
    expect(nextPhaseIn(0, 120_000)).toBeNull();
  });

  it("says the time left in whole minutes, rounded, and under a minute plainly", () => {
    expect(idleMessages.ending(120_000)).toBe("החיבור למערכת יסתיים בעוד 2 דקות ללא פעילות.");
    expect(idleMessages.ending(95_000)).toBe("החיבור למערכת יסתיים בעוד 2 דקות ללא פעילות.");
    expect(idleMessages.ending(80_000)).toBe("החיבור למערכת יסתיים בעוד דקה ללא פעילות.");
    expect(idleMessages.ending(20_000)).toBe("החיבור למערכת יסתיים בעוד פחות מדקה ללא פעילות.");
  });
});

describe("signing in again", () => {
  it("leads back to the same screen, its query kept and React Router's own left out", () => {
    expect(signInAgainHref("/manage-leads-2024", "?view=all&lead=12")).toBe(
      `/manage-leads-2024/sign-in?redirectTo=${encodeURIComponent("/manage-leads-2024?view=all&lead=12")}`,
    );
    expect(signInAgainHref("/manage-leads-2024/trash/", "?index&page=2")).toBe(
      `/manage-leads-2024/sign-in?redirectTo=${encodeURIComponent("/manage-leads-2024/trash?page=2")}`,
    );
    expect(signInAgainHref("/manage-leads-2024", "")).toBe("/manage-leads-2024/sign-in");
  });
});

describe("a live update's reload", () => {
  const shown = { origin: "https://example.co.il", pathname: "/manage-leads-2024", search: "?view=all&lead=3" };
  const url = (href: string) => new URL(href, shown.origin);

  it("is React Router's reload of the screen shown", () => {
    expect(isReloadOfScreen(url("/manage-leads-2024.data?lead=3&view=all&_routes=routes%2Fadmin%2Flayout"), "GET", shown)).toBe(true);
    expect(isReloadOfScreen(url("/manage-leads-2024.data?view=all&lead=3"), "get", shown)).toBe(true);
    expect(isReloadOfScreen(url("/_.data"), "GET", { ...shown, pathname: "/", search: "" })).toBe(true);
  });

  it("is not the owner going elsewhere, posting, or another site", () => {
    expect(isReloadOfScreen(url("/manage-leads-2024.data?view=all&lead=4"), "GET", shown)).toBe(false);
    expect(isReloadOfScreen(url("/manage-leads-2024/trash.data?view=all&lead=3"), "GET", shown)).toBe(false);
    expect(isReloadOfScreen(url("/manage-leads-2024.data?view=all&lead=3"), "POST", shown)).toBe(false);
    expect(isReloadOfScreen(url("/manage-leads-2024?view=all&lead=3"), "GET", shown)).toBe(false);
    expect(isReloadOfScreen(new URL("https://elsewhere.example/manage-leads-2024.data?view=all&lead=3"), "GET", shown)).toBe(false);
  });
});
