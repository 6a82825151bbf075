import { describe, expect, it } from "vitest";
import { vehicleLabel } from "./vehicles.ts";
import { adminWebAppManifest, leadPushMessage, pushDeviceName, pushSubscriptionSchema, UNKNOWN_DEVICE } from "./web-push.ts";

const lead = {
  id: 42,
  name: "יוסי כהן",
  fromLocation: null,
  toLocation: null,
  quote: { from: null, to: null, price: null },
  source: "lead_form",
  vehicle: null,
  workArea: null,
};
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

  it("pushes a job application as one, with the applicant's city, vehicle and area, never as a new lead or a route", () => {
    const application = { ...lead, id: 7, name: "דני לוי", source: "join_team", fromLocation: "חולון", vehicle: "motorcycle", workArea: "גוש דן" };
    const message = leadPushMessage(application, "/admin");
    expect(strip(message.title)).toBe("בקשת עבודה חדשה: דני לוי");
    expect(strip(message.body)).toBe(`עיר מגורים: חולון · ${vehicleLabel("motorcycle")} · אזור: גוש דן`);
    expect(message.body).not.toContain("←");
    expect(message).toMatchObject({ url: "/admin?lead=7", tag: "lead-7" });
    expect(leadPushMessage({ ...lead, source: "join_team" }, "/admin").body).toBe("בלי פרטים נוספים");
  });
});

describe("pushSubscriptionSchema", () => {
  const keys = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };
  const schema = pushSubscriptionSchema();
  it("takes a browser's subscription and refuses wrong keys or endpoints", () => {
    expect(schema.safeParse({ endpoint: "https://fcm.googleapis.com/fcm/send/1", keys }).success).toBe(true);
    expect(schema.safeParse({ endpoint: "https://fcm.googleapis.com/fcm/send/1", keys: { ...keys, p256dh: "A".repeat(87) } }).success).toBe(false);
    expect(schema.safeParse({ endpoint: "https://fcm.googleapis.com/fcm/send/1", keys: { ...keys, auth: "short" } }).success).toBe(false);
    expect(schema.safeParse({ endpoint: "https://push.example/1", keys }).success).toBe(false);
    expect(schema.safeParse({ endpoint: "http://127.0.0.1:9000/1", keys }).success).toBe(false);
    expect(schema.safeParse({ endpoint: `https://fcm.googleapis.com/${"a".repeat(2100)}`, keys }).success).toBe(false);
  });

  it("takes the tests' stand-in push service only when the policy names its origin", () => {
    const endpoint = "http://127.0.0.1:9000/device";
    expect(pushSubscriptionSchema({ testOrigin: "http://127.0.0.1:9000" }).safeParse({ endpoint, keys }).success).toBe(true);
    expect(pushSubscriptionSchema({ testOrigin: "http://127.0.0.1:9001" }).safeParse({ endpoint, keys }).success).toBe(false);
  });
});

describe("pushDeviceName", () => {
  it("names the system and the browser from fixed words", () => {
    const cases: Array<[string, string]> = [
      ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36", "Android · Chrome"],
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
        "iPhone · Safari",
      ],
      // A web app on the home screen says no "Safari".
      ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148", "iPhone · Safari"],
      ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0", "Windows · Edge"],
      ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0", "Windows · Firefox"],
      ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15", "Mac · Safari"],
      [
        "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
        "Android · Samsung Internet",
      ],
      ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36", "Linux · Chrome"],
    ];
    for (const [ua, name] of cases) expect(pushDeviceName(ua), ua).toBe(name);
  });

  it("says the device is unknown rather than repeat what a client made up", () => {
    expect(pushDeviceName(null)).toBe(UNKNOWN_DEVICE);
    expect(pushDeviceName("<script>alert(1)</script>")).toBe(UNKNOWN_DEVICE);
    expect(pushDeviceName(`curl/8.0 ${"x".repeat(5000)}`)).toBe(UNKNOWN_DEVICE);
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
