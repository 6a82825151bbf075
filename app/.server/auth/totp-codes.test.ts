import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { matchingTotpStep, otpauthUri, qrCodeSvg } from "./totp-codes.ts";

/** What an authenticator app would show for this secret at this moment (the test's own otpauth). */
const codeAt = (secret: string, at: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp: at.getTime() });
const seconds = (at: Date, s: number) => new Date(at.getTime() + s * 1000);
/** The start of a 30-second step, so "one step later" is exactly that. */
const T0 = new Date("2026-11-24T10:00:00.000Z");
const STEP0 = Math.floor(T0.getTime() / 30_000);

describe("TOTP codes (RFC 6238: 30 s, 6 digits, SHA-1, one step either side)", () => {
  const secret = new Secret({ size: 20 }).base32;

  it("matches the RFC 6238 test vector for SHA-1 (what authenticator apps compute)", () => {
    // RFC 6238 appendix B: the ASCII secret "12345678901234567890", T = 59 s, 8 digits: 94287082.
    const rfcSecret = Secret.fromLatin1("12345678901234567890").base32;
    expect(matchingTotpStep(rfcSecret, "287082", new Date(59_000))).toBe(1);
  });

  it("accepts the current code, and the codes one step before and after, with their steps", () => {
    expect(matchingTotpStep(secret, codeAt(secret, T0), T0)).toBe(STEP0);
    expect(matchingTotpStep(secret, codeAt(secret, seconds(T0, -30)), T0)).toBe(STEP0 - 1);
    expect(matchingTotpStep(secret, codeAt(secret, seconds(T0, 30)), T0)).toBe(STEP0 + 1);
  });

  it("refuses codes two steps away, a wrong code, and another secret's code", () => {
    expect(matchingTotpStep(secret, codeAt(secret, seconds(T0, -60)), T0)).toBeNull();
    expect(matchingTotpStep(secret, codeAt(secret, seconds(T0, 60)), T0)).toBeNull();
    const right = codeAt(secret, T0);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    expect(matchingTotpStep(secret, wrong, T0)).toBeNull();
    expect(matchingTotpStep(new Secret({ size: 20 }).base32, right, T0)).toBeNull();
  });

  it("builds the otpauth:// address apps read (issuer, account, SHA1, 6 digits, 30 s) and draws it as SVG", async () => {
    const uri = otpauthUri("JBSWY3DPEHPK3PXP", "owner@example.co.il", "שליח אקספרס");
    const url = new URL(uri);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(url.searchParams.get("secret")).toBe("JBSWY3DPEHPK3PXP");
    expect(url.searchParams.get("algorithm")).toBe("SHA1");
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
    expect(url.searchParams.get("issuer")).toBe("שליח אקספרס");
    expect(decodeURIComponent(url.pathname)).toContain("owner@example.co.il");
    const svg = await qrCodeSvg(uri);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).not.toMatch(/<script|on\w+=|JBSWY3DPEHPK3PXP/i);
  });

  it("percent-encodes the issuer and the account, so a brand or an address with & + : or spaces stays whole in the link", () => {
    const uri = otpauthUri("JBSWY3DPEHPK3PXP", "owner+ops@example.co.il", "שליחים & בניו: צפון");
    expect(uri).toBe(
      `otpauth://totp/${encodeURIComponent("שליחים & בניו: צפון")}:owner%2Bops%40example.co.il?issuer=${encodeURIComponent("שליחים & בניו: צפון")}&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30`,
    );
    const url = new URL(uri);
    expect(url.searchParams.get("issuer")).toBe("שליחים & בניו: צפון");
    expect([...url.searchParams.keys()]).toEqual(["issuer", "secret", "algorithm", "digits", "period"]);
  });
});
