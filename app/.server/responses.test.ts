import { describe, expect, it } from "vitest";
import { ADMIN_HEADERS, adminJson, jsonResponse, methodNotAllowed, responseMessages } from "./responses.ts";

describe("jsonResponse", () => {
  it("answers JSON with its length declared, never cached", async () => {
    const res = jsonResponse({ id: 7, name: "דנה" }, { status: 201, headers: { "Retry-After": "5" } });
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("retry-after")).toBe("5");
    const text = await res.text();
    expect(Number(res.headers.get("content-length"))).toBe(new TextEncoder().encode(text).byteLength);
    expect(JSON.parse(text)).toEqual({ id: 7, name: "דנה" });
  });

  it("answers 200 unless told otherwise", () => {
    expect(jsonResponse({}).status).toBe(200);
  });
});

describe("adminJson", () => {
  it("adds the admin headers, which a caller cannot weaken", async () => {
    const res = adminJson({ user: null }, { status: 401, headers: { "Cache-Control": "max-age=60", "Set-Cookie": "a=b" } });
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe(ADMIN_HEADERS["Cache-Control"]);
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.headers.get("set-cookie")).toBe("a=b");
    expect(await res.json()).toEqual({ user: null });
  });
});

describe("methodNotAllowed", () => {
  it("answers 405 in the lead endpoint's error shape, in Hebrew, with Allow", async () => {
    const res = methodNotAllowed("POST");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBeNull();
    expect(await res.json()).toEqual({ error: responseMessages.methodNotAllowed, field: null });
  });

  it("keeps the headers it is given (the admin's) and always sets Allow itself", async () => {
    const res = methodNotAllowed("GET, POST, DELETE", { ...ADMIN_HEADERS, Allow: "PUT" });
    expect(res.headers.get("allow")).toBe("GET, POST, DELETE");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ error: "הפעולה אינה נתמכת בכתובת זו", field: null });
  });
});
