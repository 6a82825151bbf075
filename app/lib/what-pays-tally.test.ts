import { describe, expect, it } from "vitest";
import { sourceGroupOf, type SourceFacts } from "./source-words.ts";
import { tallyWhatPays } from "./what-pays-tally.ts";

const source = (over: Partial<SourceFacts>) =>
  sourceGroupOf({ utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null, gclid: false, fbclid: false, ...over });

const facebook = source({ utm_source: "facebook", utm_campaign: "חורף" });
const instagram = source({ utm_source: "ig", utm_campaign: "חורף" });
const google = source({ utm_source: "google", utm_medium: "cpc", utm_campaign: "haifa-search" });
const direct = source({});

describe("what pays, tallied", () => {
  it("sums a campaign over its platforms, with each platform's share under it, best first", () => {
    const { bySource, byLandingPage } = tallyWhatPays(
      [
        { source: facebook, page: "שליחויות בחיפה", leads: 3, won: 1, wonValue: 500 },
        { source: instagram, page: "דף הבית", leads: 2, won: 2, wonValue: 900 },
        { source: facebook, page: "דף הבית", leads: 1, won: 0, wonValue: 0 },
        { source: google, page: "שליחויות בחיפה", leads: 4, won: 1, wonValue: 1000 },
        { source: direct, page: "דף הבית", leads: 5, won: 0, wonValue: 0 },
      ],
      [
        { source: facebook, page: "דף הבית", minutes: 10 },
        { source: instagram, page: "דף הבית", minutes: 30 },
        { source: instagram, page: "דף הבית", minutes: 50 },
      ],
      20,
    );
    expect(bySource).toEqual([
      {
        label: "חורף",
        campaign: true,
        leads: 6,
        won: 3,
        wonValue: 1400,
        medianFirstContact: 30,
        contacted: 3,
        platforms: [
          { label: "אינסטגרם", leads: 2, won: 2, wonValue: 900 },
          { label: "פייסבוק", leads: 4, won: 1, wonValue: 500 },
        ],
      },
      {
        label: "haifa-search",
        campaign: true,
        leads: 4,
        won: 1,
        wonValue: 1000,
        medianFirstContact: null,
        contacted: 0,
        platforms: [{ label: "גוגל – מודעות", leads: 4, won: 1, wonValue: 1000 }],
      },
      { label: "ישיר", leads: 5, won: 0, wonValue: 0, medianFirstContact: null, contacted: 0 },
    ]);
    expect(byLandingPage.map((r) => [r.label, r.leads, r.won, r.wonValue, r.medianFirstContact])).toEqual([
      ["שליחויות בחיפה", 7, 2, 1500, null],
      ["דף הבית", 8, 2, 900, 30],
    ]);
  });

  it("keeps the top rows only, equal ones in label order", () => {
    const groups = ["ג.example", "א.example", "ב.example"].map((host) => ({
      source: source({ referrer_host: host }),
      page: host,
      leads: 1,
      won: 0,
      wonValue: 0,
    }));
    const { bySource } = tallyWhatPays(groups, [], 2);
    expect(bySource.map((r) => r.label)).toEqual(["א.example", "ב.example"]);
  });
});
