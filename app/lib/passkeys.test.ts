import { describe, expect, it } from "vitest";
import { checkDeviceName, DEVICE_NAME_MAX, deviceNameFrom, passkeyMessages } from "./passkeys.ts";

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

describe("deviceNameFrom", () => {
  it("names the system and the browser", () => {
    expect(
      deviceNameFrom("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"),
    ).toBe("iPhone · Safari");
    expect(deviceNameFrom("Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36")).toBe(
      "טלפון Android · Chrome",
    );
    expect(
      deviceNameFrom("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0"),
    ).toBe("מחשב Windows · Edge");
    expect(deviceNameFrom("Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:140.0) Gecko/20100101 Firefox/140.0")).toBe("Mac · Firefox");
    expect(
      deviceNameFrom(
        "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("טלפון Android · Samsung Internet");
  });

  it("fits a passkey's name, and is empty for an agent it cannot read", () => {
    expect(checkDeviceName(deviceNameFrom("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) CriOS/142.0 Mobile/15E148 Safari/604.1")).ok).toBe(true);
    expect(deviceNameFrom("curl/8.5.0")).toBe("");
  });
});
