import { describe, expect, it } from "vitest";
import { REVERIFY_SECONDS, verifiedUntil } from "./reverify.ts";

describe("verifiedUntil", () => {
  const signedIn = "2026-11-27T10:00:00.000Z";
  const after = (seconds: number) => new Date(new Date(signedIn).getTime() + seconds * 1000);

  it("lets a session add a way in for five minutes after its user proved who they are, and not a moment after", () => {
    expect(REVERIFY_SECONDS).toBe(300);
    expect(verifiedUntil(signedIn, after(0))).toBe("2026-11-27T10:05:00.000Z");
    expect(verifiedUntil(signedIn, after(299))).toBe("2026-11-27T10:05:00.000Z");
    expect(verifiedUntil(signedIn, after(300))).toBeNull();
    expect(verifiedUntil(signedIn, after(8 * 3600))).toBeNull();
  });

  it("treats an unreadable time as no proof", () => {
    expect(verifiedUntil("not a time", after(0))).toBeNull();
  });
});
