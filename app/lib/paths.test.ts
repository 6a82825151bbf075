import { expect, it } from "vitest";
import { canonicalPath } from "./paths.ts";

it("drops trailing slashes but keeps the root", () => {
  expect(canonicalPath("/contact/")).toBe("/contact");
  expect(canonicalPath("/blog/delivery-tips")).toBe("/blog/delivery-tips");
  expect(canonicalPath("/")).toBe("/");
  expect(canonicalPath("//")).toBe("/");
});
