import { describe, expect, it } from "vitest";
import { formatRecoveryCode, normalizeRecoveryCode, normalizeTotpCode, RECOVERY_CODE_ALPHABET } from "../../lib/two-factor.ts";
import { newRecoveryCodes } from "./recovery-codes.ts";

describe("codes as typed", () => {
  it("takes 6 digits, with spaces or a dash as some apps show them", () => {
    expect(normalizeTotpCode("123456")).toEqual({ ok: true, code: "123456" });
    expect(normalizeTotpCode(" 123 456 ")).toEqual({ ok: true, code: "123456" });
    expect(normalizeTotpCode("123-456")).toEqual({ ok: true, code: "123456" });
    for (const bad of ["12345", "1234567", "12345a", "", null, 123456, "١٢٣٤٥٦"]) expect(normalizeTotpCode(bad).ok).toBe(false);
  });

  it("takes a recovery code in any case, with or without dashes; refuses look-alikes and other lengths", () => {
    const [code] = newRecoveryCodes(1);
    expect(code).toMatch(new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{12}$`));
    expect(normalizeRecoveryCode(formatRecoveryCode(code!).toUpperCase())).toEqual({ ok: true, code });
    expect(normalizeRecoveryCode(` ${formatRecoveryCode(code!)} `)).toEqual({ ok: true, code });
    for (const bad of ["abcd-efgh-23", "abcd-efgh-2345-6", "abcd-efgh-234o", "abcd-efgh-2341", null, "x".repeat(100)])
      expect(normalizeRecoveryCode(bad).ok).toBe(false);
  });

  it("makes ten distinct recovery codes", () => {
    expect(new Set(newRecoveryCodes()).size).toBe(10);
  });
});
