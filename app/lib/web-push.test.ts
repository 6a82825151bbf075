import { describe, expect, it } from "vitest";
import { adminWebAppManifest, isPushEndpoint, leadPushMessage, pushSubscriptionSchema } from "./web-push.ts";

const lead = { id: 42, name: "יוסי כהן", fromLocation: null, toLocation: null, quote: { from: null, to: null, price: null } };
const strip = (text: string) => text.replace(/[\u2068\u2069]/g, "");

describe("leadPushMessage", () => {
  it("names the customer, the route and the estimate the visitor saw, and links to the lead", () => {
    const message = leadPushMessage({ ...lead, quote: { from: "תל אביב", to: "חיפה", price: 120 } }, "/admin");
    expect(strip(message.title)).toBe("ליד חדש: יוסי כהן");
    expect(strip(message.body)).toBe("תל אביב ← חיפה · הערכה: 120\u00a0₪");
    expect(message).toMatchObject({ url: "/admin?lead=42", tag: "lead-42" });
  });

  it("prefers the places the visitor typed to the calculator's cities, and isolates each", () => {
    const message = leadPushMessage({ ...lead, fromLocation: "Tel Aviv 5", toLocation: "אילת", quote: { from: "כרמיאל", to: "חיפה", price: null } }, "/admin");
    expect(message.body).toBe("\u2068Tel Aviv 5\u2069 ← \u2068אילת\u2069");
    expect(message.title).toBe("ליד חדש: \u2068יוסי כהן\u2069");
  });

  it("says so when the lead has neither a route nor an estimate, and handles one end only", () => {
    expect(leadPushMessage(lead, "/admin").body).toBe("בלי מסלול והערכת מחיר");
    expect(strip(leadPushMessage({ ...lead, toLocation: "חיפה" }, "/admin").body)).toBe("אל חיפה");
  });
});

describe("isPushEndpoint", () => {
  it("takes https, and http only on loopback", () => {
    expect(isPushEndpoint("https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
    expect(isPushEndpoint("https://web.push.apple.com/QGx")).toBe(true);
    expect(isPushEndpoint("http://127.0.0.1:9000/push/1")).toBe(true);
    expect(isPushEndpoint("http://localhost:9000/push/1")).toBe(true);
    expect(isPushEndpoint("http://10.0.0.5/push")).toBe(false);
    expect(isPushEndpoint("http://evil.example/push")).toBe(false);
    expect(isPushEndpoint("https://user:pw@push.example/x")).toBe(false);
    expect(isPushEndpoint("file:///etc/passwd")).toBe(false);
    expect(isPushEndpoint("not a url")).toBe(false);
  });
});

describe("pushSubscriptionSchema", () => {
  const keys = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };
  it("takes a browser's subscription and refuses wrong keys or endpoints", () => {
    expect(pushSubscriptionSchema.safeParse({ endpoint: "https://push.example/1", keys }).success).toBe(true);
    expect(pushSubscriptionSchema.safeParse({ endpoint: "https://push.example/1", keys: { ...keys, p256dh: "A".repeat(87) } }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ endpoint: "https://push.example/1", keys: { ...keys, auth: "short" } }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ endpoint: "http://evil.example/1", keys }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ endpoint: `https://push.example/${"a".repeat(2100)}`, keys }).success).toBe(false);
  });
});

describe("adminWebAppManifest", () => {
  it("is Hebrew, right to left, and scoped to the admin with its start inside the scope", () => {
    const manifest = adminWebAppManifest("שליח", "/admin");
    expect(manifest).toMatchObject({ lang: "he", dir: "rtl", scope: "/admin", start_url: "/admin", display: "standalone" });
    expect(manifest.icons.map((icon) => icon.purpose)).toEqual(["any", "any", "maskable"]);
    for (const icon of manifest.icons) expect(icon.src.startsWith("/admin/")).toBe(true);
  });
});
