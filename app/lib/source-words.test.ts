import { describe, expect, it } from "vitest";
import { landingPageName, platformOf, siteName, sourceGroupOf, sourceGroupText, type SourceFacts } from "./source-words.ts";

const facts = (over: Partial<SourceFacts> = {}): SourceFacts => ({
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  referrer_host: null,
  gclid: false,
  fbclid: false,
  ...over,
});

describe("where a lead came from, in the owner's words", () => {
  it("names Google's ads and Google's search apart", () => {
    expect(platformOf(facts({ utm_source: "google", utm_medium: "cpc" }))).toBe("גוגל – מודעות");
    expect(platformOf(facts({ utm_source: "Google", utm_medium: "ppc" }))).toBe("גוגל – מודעות");
    expect(platformOf(facts({ gclid: true, referrer_host: "www.google.com" }))).toBe("גוגל – מודעות");
    expect(platformOf(facts({ gclid: true }))).toBe("גוגל – מודעות");
    expect(platformOf(facts({ utm_source: "google", utm_medium: "organic" }))).toBe("גוגל – חיפוש");
    expect(platformOf(facts({ referrer_host: "www.google.com" }))).toBe("גוגל – חיפוש");
    expect(platformOf(facts({ referrer_host: "www.google.co.il" }))).toBe("גוגל – חיפוש");
  });

  it("names Facebook and Instagram by the tag, the referring site or Meta's click id", () => {
    expect(platformOf(facts({ utm_source: "facebook", utm_medium: "paid" }))).toBe("פייסבוק");
    expect(platformOf(facts({ utm_source: "fb" }))).toBe("פייסבוק");
    expect(platformOf(facts({ utm_source: "ig" }))).toBe("אינסטגרם");
    expect(platformOf(facts({ utm_source: "instagram" }))).toBe("אינסטגרם");
    expect(platformOf(facts({ referrer_host: "l.facebook.com" }))).toBe("פייסבוק");
    expect(platformOf(facts({ referrer_host: "m.facebook.com", fbclid: true }))).toBe("פייסבוק");
    expect(platformOf(facts({ referrer_host: "l.instagram.com", fbclid: true }))).toBe("אינסטגרם");
    expect(platformOf(facts({ fbclid: true }))).toBe("פייסבוק");
  });

  it("says direct for no link and no referrer, and other sites by their host without prefixes", () => {
    expect(platformOf(facts())).toBe("ישיר");
    expect(platformOf(facts({ referrer_host: "www.ynet.co.il" }))).toBe("ynet.co.il");
    expect(platformOf(facts({ referrer_host: "m.Ynet.co.il." }))).toBe("ynet.co.il");
    expect(platformOf(facts({ referrer_host: "wa.me" }))).toBe("וואטסאפ");
    expect(platformOf(facts({ utm_source: "newsletter" }))).toBe("newsletter");
  });

  it("never strips a site down to its domain suffix", () => {
    expect(siteName("www.co.il")).toBe("www.co.il");
    expect(siteName("m.example.com")).toBe("example.com");
    expect(siteName("www.l.example.com")).toBe("example.com");
  });

  it("counts a lead under its campaign whatever the platform, else under its platform", () => {
    const onFacebook = sourceGroupOf(facts({ utm_source: "facebook", utm_medium: "paid", utm_campaign: "חורף-חיפה" }));
    const onInstagram = sourceGroupOf(facts({ utm_source: "ig", utm_medium: "paid", utm_campaign: " חורף-חיפה " }));
    expect(onFacebook).toEqual({ key: "campaign:חורף-חיפה", label: "חורף-חיפה", campaign: true, platform: "פייסבוק" });
    expect(onInstagram).toEqual({ ...onFacebook, platform: "אינסטגרם" });
    expect(sourceGroupOf(facts({ referrer_host: "l.facebook.com" }))).toEqual({
      key: "platform:פייסבוק",
      label: "פייסבוק",
      campaign: false,
      platform: "פייסבוק",
    });
    // A campaign named like a platform is still a campaign of its own.
    expect(sourceGroupOf(facts({ utm_source: "fb", utm_campaign: "פייסבוק" })).key).not.toBe(sourceGroupOf(facts({ utm_source: "fb" })).key);
    expect(sourceGroupText(onFacebook)).toBe("קמפיין חורף-חיפה");
    expect(sourceGroupText(sourceGroupOf(facts()))).toBe("ישיר");
  });

  it("names a landing page by its title; the home page as such; an unknown path as it is", () => {
    const titles = new Map([
      ["/", "שליחויות מהירות בכל הארץ"],
      ["/shipping-haifa", "שליחויות בחיפה"],
    ]);
    expect(landingPageName("/", titles)).toBe("דף הבית");
    expect(landingPageName("/shipping-haifa", titles)).toBe("שליחויות בחיפה");
    expect(landingPageName("/shipping-haifa/", titles)).toBe("שליחויות בחיפה");
    expect(landingPageName("/old-page", titles)).toBe("/old-page");
    expect(landingPageName(null, titles)).toBe("לא ידוע");
  });
});
