import { describe, expect, it } from "vitest";
import { errorMessage } from "./error-message.ts";

describe("errorMessage", () => {
  it("reads an Error's message and turns anything else into text", () => {
    expect(errorMessage(new TypeError("bad input"))).toBe("bad input");
    expect(errorMessage("plain text")).toBe("plain text");
    expect(errorMessage(42)).toBe("42");
    expect(errorMessage(undefined)).toBe("undefined");
  });
});
