import { describe, expect, it } from "vitest";
import { adminMessages, attributionLabel, DIRECT_LABEL, NOTE_MAX } from "./admin-leads.ts";
import { validateLeadPatch } from "./lead-patch.ts";
import { emptyAttribution } from "./attribution.ts";

const none = emptyAttribution();
const campaign = { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring-sale" };

describe("attributionLabel", () => {
  it("names what brought a lead: campaign, ad click, referring site, or direct", () => {
    expect(attributionLabel({ ...none, ...campaign, referrer_host: "www.google.com", gclid: "x" })).toBe("google / cpc / spring-sale");
    expect(attributionLabel({ ...none, utm_campaign: "spring-sale" })).toBe("spring-sale");
    expect(attributionLabel({ ...none, utm_source: "newsletter", utm_medium: "email" })).toBe("newsletter / email");
    expect(attributionLabel({ ...none, gclid: "x", referrer_host: "www.google.com" })).toBe("Google Ads");
    expect(attributionLabel({ ...none, fbclid: "x", referrer_host: "l.facebook.com" })).toBe("Facebook");
    expect(attributionLabel({ ...none, referrer_host: "www.bing.com" })).toBe("www.bing.com");
    expect(attributionLabel(none)).toBe(DIRECT_LABEL);
  });
});

describe("a change to a lead", () => {
  it("accepts a note, or its removal", () => {
    expect(validateLeadPatch({ note: "להתקשר מחר\nבבוקר" })).toEqual({ ok: true, patch: { note: "להתקשר מחר\nבבוקר" } });
    expect(validateLeadPatch({ note: null }).ok).toBe(true);
  });
  it("refuses a note that is too long, with the Hebrew message", () => {
    expect(validateLeadPatch({ note: "א".repeat(NOTE_MAX) }).ok).toBe(true);
    expect(validateLeadPatch({ note: "א".repeat(NOTE_MAX + 1) })).toEqual({ ok: false, message: adminMessages.noteTooLong });
  });
  it("refuses control characters, broken Unicode, unknown fields and empty changes", () => {
    expect(validateLeadPatch({ note: "a\u0000b" })).toEqual({ ok: false, message: adminMessages.noteInvalid });
    expect(validateLeadPatch({ note: "\uD800" })).toEqual({ ok: false, message: adminMessages.noteInvalid });
    // The handled mark went with the stages (parseStageChange, lead-stages.ts).
    expect(validateLeadPatch({ handled: true }).ok).toBe(false);
    expect(validateLeadPatch({ name: "x" }).ok).toBe(false);
    expect(validateLeadPatch({}).ok).toBe(false);
    expect(validateLeadPatch(null).ok).toBe(false);
  });
});
