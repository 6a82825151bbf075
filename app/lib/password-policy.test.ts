import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords.ts";
import { NEW_PASSWORD_MIN, newPasswordProblem } from "./password-policy.ts";

describe("newPasswordProblem", () => {
  it("accepts a long password that is nobody's favourite", () => {
    for (const password of ["Courier-north-7-delivery", "correct horse battery staple", "טלפון-ירוק-על-השולחן", "zq8-Lm4r-Tx2w"]) {
      expect(newPasswordProblem(password, "owner@example.co.il")).toBeNull();
    }
  });

  it(`refuses fewer than ${NEW_PASSWORD_MIN} characters, counting characters rather than code units`, () => {
    expect(NEW_PASSWORD_MIN).toBe(12);
    expect(newPasswordProblem("s3cret")).toBe("too-short");
    expect(newPasswordProblem("Zq8-Lm4r-Tx2")).toBeNull();
    expect(newPasswordProblem("Zq8-Lm4r-Tx")).toBe("too-short");
    expect(newPasswordProblem("🚚🚚🚀🛵📦🧭🗺️")).toBe("too-short");
    expect(newPasswordProblem("x".repeat(12) + "Zq8".repeat(100))).toBe("too-long");
  });

  it("refuses one character over and over", () => {
    for (const password of ["aaaaaaaaaaaa", "111111111111", "!!!!!!!!!!!!!", "אאאאאאאאאאאא"]) expect(newPasswordProblem(password)).toBe("one-character");
  });

  it("refuses simple sequences, keyboard walks and a short piece repeated", () => {
    for (const password of [
      "123456789012",
      "abcdefghijklm",
      "987654321098",
      "qwertyuiopqw",
      "mnbvcxzmnbvcxz",
      "1357913579135",
      "abcabcabcabc",
      "121212121212",
      "ZXCVBNMZXCVBNM",
    ]) {
      expect(newPasswordProblem(password), password).toBe("sequence");
    }
  });

  it("refuses the common passwords, also dressed up with digits, symbols, capitals or look-alike characters", () => {
    for (const password of [
      "password1234",
      "Password1234!",
      "P@ssw0rd2024!!",
      "iloveyou1234",
      "qwerty123456",
      "1q2w3e4r5t6y",
      "Shalom123456",
      "Israel2024!!",
      "maccabi-haifa".replace("-haifa", "123456"),
      "ahava1234567",
      "passwordpassword",
      "ישראל1234567",
      "סיסמה1234567",
      "פשדד'םרג1234",
    ]) {
      expect(newPasswordProblem(password), password).toBe("common");
    }
  });

  it("refuses a password that holds the account's e-mail name", () => {
    expect(newPasswordProblem("dana.cohen-2026-x", "dana.cohen@example.co.il")).toBe("contains-email");
    expect(newPasswordProblem("My-DANA.COHEN-key", "dana.cohen@example.co.il")).toBe("contains-email");
    expect(newPasswordProblem("dana.cohen-2026-x", "owner@example.co.il")).toBeNull();
  });

  it("ships a list of about a thousand entries, lower case, none of them empty", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(1000);
    for (const entry of COMMON_PASSWORDS) {
      expect(entry).toBe(entry.toLowerCase());
      expect(entry.length).toBeGreaterThan(1);
    }
  });
});
