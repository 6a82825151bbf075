import { describe, expect, it } from "vitest";
import { normalizeEmail, signInMessages } from "./admin-sign-in.ts";
import { validateSignIn } from "./admin-sign-in-check.ts";

describe("validateSignIn", () => {
  it("accepts a valid address and a 6-character password, lower-casing the address", () => {
    expect(validateSignIn({ email: " Owner@Example.co.il ", password: "secret" })).toEqual({
      ok: true,
      value: { email: "owner@example.co.il", password: "secret" },
    });
  });

  it("reports only the first error, the e-mail before the password", () => {
    expect(validateSignIn({ email: "not-an-address", password: "123" })).toEqual({
      ok: false,
      field: "email",
      message: signInMessages.emailInvalid,
    });
    expect(validateSignIn({ email: "owner@example.co.il", password: "12345" })).toEqual({
      ok: false,
      field: "password",
      message: signInMessages.passwordTooShort,
    });
  });

  it("treats missing or non-text fields as invalid, with the spec's messages", () => {
    expect(validateSignIn({})).toMatchObject({ ok: false, message: signInMessages.emailInvalid });
    expect(validateSignIn({ email: "a@b.co", password: 123456 })).toMatchObject({ ok: false, message: signInMessages.passwordTooShort });
    expect(validateSignIn(null)).toMatchObject({ ok: false });
    expect(validateSignIn({ email: `${"a".repeat(250)}@b.co`, password: "secret" })).toMatchObject({ ok: false, field: "email" });
    expect(validateSignIn({ email: "a@b.co", password: "x".repeat(257) })).toMatchObject({
      ok: false,
      field: "password",
      message: signInMessages.passwordTooLong,
    });
    // Not a record of fields: the Hebrew message of the first field, never the validator's English.
    for (const input of [null, 5, "text", ["a@b.co", "password"]]) {
      expect(validateSignIn(input)).toEqual({ ok: false, field: "email", message: signInMessages.emailInvalid });
    }
  });

  it("normalizes addresses for lookup", () => {
    expect(normalizeEmail("  A@B.CO ")).toBe("a@b.co");
  });
});
