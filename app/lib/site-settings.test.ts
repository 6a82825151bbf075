import { describe, expect, it } from "vitest";
import { exampleSiteConfig } from "./business-details.ts";
import { readinessItems } from "./site-readiness.ts";
import { describeChanges, noticeOn, settingsFromConfig, siteConfigOf } from "./site-settings.ts";
import { startingPrices } from "./price-inputs.ts";

const start = settingsFromConfig(exampleSiteConfig);

describe("the site's facts", () => {
  it("are the environment's until the owner publishes, and read back as the pages' configuration", () => {
    expect(siteConfigOf(start, exampleSiteConfig.siteUrl)).toEqual(exampleSiteConfig);
    const owned = { ...start, business: { ...start.business, legalName: "שליחויות הצפון בע״מ", companyId: "515123453" } };
    expect(siteConfigOf(owned, "https://a.example")).toMatchObject({ legalName: "שליחויות הצפון בע״מ", companyId: "515123453", siteUrl: "https://a.example" });
  });

  it("carry the accessibility coordinator to the pages only when set", () => {
    expect(Object.keys(siteConfigOf(start, exampleSiteConfig.siteUrl))).not.toContain("accessibilityCoordinator");
    const named = { ...start, business: { ...start.business, accessibilityCoordinator: "דנה כהן", accessibilityEmail: "negishut@north.co.il" } };
    const site = siteConfigOf(named, exampleSiteConfig.siteUrl);
    expect(site).toMatchObject({ accessibilityCoordinator: "דנה כהן", accessibilityEmail: "negishut@north.co.il" });
    expect(site).not.toHaveProperty("accessibilityPhone");
    expect(describeChanges(start, named)).toEqual(["שם רכז/ת הנגישות: (ריק) ← דנה כהן", "אימייל רכז/ת הנגישות: (ריק) ← negishut@north.co.il"]);
  });

  it("say what changed between two versions in the owner's words", () => {
    const next = {
      business: { ...start.business, phone: "052-555-1234", legalName: "שליחויות בע״מ" },
      notice: { text: "חג שמח", from: "2026-12-01", to: "2026-12-02" },
      testimonials: [],
      prices: start.prices,
      terms: start.terms,
    };
    expect(describeChanges(start, next)).toEqual([
      "טלפון: 050-123-4567 ← 052-555-1234",
      "שם רשום: (ריק) ← שליחויות בע״מ",
      'הודעה באתר: (אין) ← "חג שמח" (2026-12-01 עד 2026-12-02)',
    ]);
    expect(describeChanges(next, next)).toEqual([]);
    const example = { quote: "שירות מצוין ומהיר, ממליצה בחום לכולם.", name: "מיכל", place: "תל אביב", date: "", consent: false };
    const dana = { quote: "השליח הגיע תוך חצי שעה, והמסמכים נמסרו בירושלים לפני הצהריים.", name: "דנה ל.", place: "חולון", date: "2026-11-01", consent: true };
    expect(describeChanges({ ...next, testimonials: [example] }, { ...next, testimonials: [dana, example] })).toEqual([
      'המלצה 1: "שירות מצוין ומהיר, ממליצה בחום לכולם." (מיכל) ← "השליח הגיע תוך חצי שעה, והמסמכים נמסרו ב…" (דנה ל.) (באישור הלקוח)',
      'המלצה 2: (אין) ← "שירות מצוין ומהיר, ממליצה בחום לכולם." (מיכל)',
    ]);
  });

  it("say which prices changed, each with its section, label and unit", () => {
    expect(start.prices).toBe(startingPrices);
    const next = {
      ...start,
      prices: {
        ...start.prices,
        regularWithinCity: 45,
        regularBetweenCities: { low: 55, high: 310 },
        multiplierMedium: 1.4,
        discountBusiness: { low: 10, high: 30 },
      },
    };
    expect(describeChanges(start, next)).toEqual([
      "מחירים, בתוך העיר: 40 ₪ ← 45 ₪",
      "מחירים, בין ערים (מ־ הוא המינימום במחשבון): 50–310 ₪ ← 55–310 ₪",
      "מחירים, חבילה בינונית (5–15 ק״ג), פי: פי 1.3 ← פי 1.4",
      "מחירים, עסקים ששולחים באופן שוטף: 10–25% ← 10–30%",
    ]);
    expect(describeChanges(next, { ...next, prices: structuredClone(next.prices) })).toEqual([]);
  });

  it("show the notice on its first and last day, not a day outside them", () => {
    const notice = { text: "חג שמח", from: "2026-12-01", to: "2026-12-02" };
    expect(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03"].map((day) => noticeOn(notice, day))).toEqual([null, "חג שמח", "חג שמח", null]);
    expect(noticeOn(null, "2026-12-01")).toBeNull();
  });

  it("list every example or missing detail still live, each linking to its field, and none once the owner's own are in", () => {
    const items = readinessItems(start.business);
    expect(items.map((item) => item.href)).toEqual([
      "/manage-leads-2024/site#site-phone",
      "/manage-leads-2024/site#site-whatsappNumber",
      "/manage-leads-2024/site#site-email",
      "/manage-leads-2024/site#site-address",
      "/manage-leads-2024/site#site-legalName",
      "/manage-leads-2024/site#site-companyId",
    ]);
    expect(items[0]!.text).toBe("באתר מופיע טלפון לדוגמה (050-123-4567)");
    const own = {
      ...start.business,
      phone: "04-866-2020",
      whatsappNumber: "972525551234",
      email: "office@north.co.il",
      address: "העצמאות 5, חיפה",
      legalName: "שליחויות הצפון בע״מ",
      companyId: "515123453",
    };
    expect(readinessItems(own)).toEqual([]);
    const example = { quote: "שירות מצוין ומהיר, ממליצה.", name: "מיכל", place: "תל אביב", date: "", consent: false };
    expect(readinessItems(own, [example, { ...example, name: "דנה", date: "2026-11-01", consent: true }])).toEqual([
      { text: "ההמלצה של מיכל בדף הבית היא דוגמה, בלי אישור של לקוח", href: "/manage-leads-2024/site#site-testimonial-0-quote" },
    ]);
  });
});
