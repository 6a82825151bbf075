import { describe, expect, it } from "vitest";
import { checkDeviceName, DEVICE_NAME_MAX, passkeyMessages } from "./passkeys.ts";

describe("a passkey's device name", () => {
  it("is trimmed, with runs of spaces made one", () => {
    expect(checkDeviceName("  הטלפון   של דני ")).toEqual({ ok: true, name: "הטלפון של דני" });
    expect(checkDeviceName("iPhone 15\tPro")).toEqual({ ok: true, name: "iPhone 15 Pro" });
  });

  it("is asked for when missing, blank, not text, or carrying control characters", () => {
    for (const input of [undefined, null, "", "   ", 42, "טלפון\u0000", "a\u007fb"]) {
      expect(checkDeviceName(input)).toEqual({ ok: false, message: passkeyMessages.nameRequired });
    }
  });

  it(`takes up to ${DEVICE_NAME_MAX} characters, counting an emoji as one`, () => {
    expect(checkDeviceName("א".repeat(DEVICE_NAME_MAX)).ok).toBe(true);
    expect(checkDeviceName(`${"א".repeat(DEVICE_NAME_MAX - 1)}📱`).ok).toBe(true);
    expect(checkDeviceName("א".repeat(DEVICE_NAME_MAX + 1))).toEqual({ ok: false, message: passkeyMessages.nameTooLong });
  });
});
