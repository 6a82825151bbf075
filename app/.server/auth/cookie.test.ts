import { describe, expect, it } from "vitest";
import { readCookie, readCookies } from "./cookie.ts";

const withCookie = (header: string) => new Request("http://localhost/", { headers: { Cookie: header } });

describe("reading cookies", () => {
  it("finds several cookies in one read of the header, the first of a repeated name, and leaves out what was not sent", () => {
    const request = withCookie("a=1; courier_session=tok; courier_2fa=ch; courier_session=second; =odd");
    expect(readCookies(request, ["courier_session", "courier_2fa", "missing"])).toEqual({ courier_session: "tok", courier_2fa: "ch" });
    expect(readCookie(request, "courier_session")).toBe("tok");
    expect(readCookie(new Request("http://localhost/"), "courier_session")).toBeUndefined();
  });
});
