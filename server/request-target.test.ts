import { describe, expect, it } from "vitest";
import { isValidHost, originForm, trailingSlashRedirect } from "./request-target.ts";

describe("trailingSlashRedirect", () => {
  it.each([
    ["/about/", "", "/about"],
    ["/about//", "?a=1", "/about?a=1"],
    ["//evil.example/", "", "/evil.example"],
    ["///evil.example//", "", "/evil.example"],
    ["/\\evil.example/", "", "/evil.example"],
    ["/\\/evil.example/", "", "/evil.example"],
    ["/a\\b/", "", "/a%5Cb"],
    ["//", "", "/"],
  ])("%s%s → %s", (pathname, search, expected) => {
    const location = trailingSlashRedirect(pathname, search)!;
    expect(location).toBe(expected);
    expect(new URL(location, "https://site.test").origin).toBe("https://site.test");
  });

  it("leaves paths without a trailing slash, the root, and non-ASCII targets alone", () => {
    expect(trailingSlashRedirect("/about", "")).toBeUndefined();
    expect(trailingSlashRedirect("/", "")).toBeUndefined();
    expect(trailingSlashRedirect("/\t/evil.example/", "")).toBeUndefined();
    expect(trailingSlashRedirect("/é/", "")).toBeUndefined();
  });
});

describe("originForm", () => {
  it("keeps origin-form targets and reduces absolute-form ones to their path and query", () => {
    expect(originForm("/about?x=1")).toBe("/about?x=1");
    expect(originForm("http://evil.example/about/?q=1")).toBe("/about/?q=1");
    expect(originForm("HTTPS://evil.example")).toBe("/");
  });

  it("refuses the asterisk form and anything that is not a URL", () => {
    expect(originForm("*")).toBeUndefined();
    expect(originForm("evil.example/about")).toBeUndefined();
    expect(originForm("javascript:alert(1)")).toBeUndefined();
  });
});

describe("isValidHost", () => {
  it.each(["example.co.il", "127.0.0.1:3000", "[::1]:8080", "localhost", "xn--4dbrk0ce.co.il."])("accepts %s", (host) => {
    expect(isValidHost(host)).toBe(true);
  });
  it.each(["a b", "evil.example/path", "a@b", "", "host:port", "[zz]", "a..b", "-a.example"])("refuses %j", (host) => {
    expect(isValidHost(host)).toBe(false);
  });
});
