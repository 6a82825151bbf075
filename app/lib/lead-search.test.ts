import { describe, expect, it } from "vitest";
import { customerKey, leadPlace, leadPlaceLabels, phoneForms, sameQuotes, searchLabels, searchWords } from "./lead-search.ts";

describe("searchWords", () => {
  it("splits a search into words that must all match, in any order, each once", () => {
    expect(searchWords("  כהן   יוסי ")).toEqual([
      { text: "כהן", phones: null },
      { text: "יוסי", phones: null },
    ]);
    expect(searchWords("Dana dana")).toEqual([{ text: "Dana", phones: null }]);
    expect(searchWords("   ")).toEqual([]);
  });

  it("reads a search of digits and phone separators as one phone number, however it is spaced", () => {
    expect(searchWords("+972 50 123")).toEqual([{ text: "+972 50 123", phones: ["97250123", "050123"] }]);
    expect(searchWords("050-123")).toEqual([{ text: "050-123", phones: ["050123", "97250123"] }]);
    expect(searchWords("(050) 123 45")).toEqual([{ text: "(050) 123 45", phones: ["05012345", "9725012345"] }]);
    expect(searchWords("1234567")).toEqual([{ text: "1234567", phones: ["1234567"] }]);
  });

  it("takes a word of digits beside other words as a phone fragment too", () => {
    expect(searchWords("יוסי 050-123")).toEqual([
      { text: "יוסי", phones: null },
      { text: "050-123", phones: ["050123", "97250123"] },
    ]);
  });
});

describe("sameQuotes", () => {
  it("reads gershayim and every double quote as one mark, geresh and every apostrophe as another", () => {
    for (const typed of ["ד״ר", 'ד"ר', "ד“ר", "ד”ר", "ד„ר", "ד″ר"]) expect(sameQuotes(typed)).toBe('ד"ר');
    for (const typed of ["ג׳ורג׳", "ג'ורג'", "ג’ורג’", "ג‘ורג‘", "ג`ורג`", "ג´ורג´", "ג′ורג′"]) expect(sameQuotes(typed)).toBe("ג'ורג'");
    expect(sameQuotes("יוסי כהן 050-1234567")).toBe("יוסי כהן 050-1234567");
  });
});

describe("searchWords, as people type Hebrew", () => {
  it("gives one word for each spelling of an abbreviation, and counts them as one", () => {
    expect(searchWords("ד״ר גולן")).toEqual(searchWords('ד"ר גולן'));
    expect(searchWords("ד״ר גולן")).toEqual([
      { text: 'ד"ר', phones: null },
      { text: "גולן", phones: null },
    ]);
    expect(searchWords('עו"ד מיכל')).toEqual(searchWords("עו״ד מיכל"));
    expect(searchWords('עו״ד עו"ד')).toEqual([{ text: 'עו"ד', phones: null }]);
    expect(searchWords("ג׳ורג׳")).toEqual([{ text: "ג'ורג'", phones: null }]);
  });

  it("leaves a landing page, a campaign and an e-mail as typed", () => {
    expect(searchWords("shipping-haifa")).toEqual([{ text: "shipping-haifa", phones: null }]);
    expect(searchWords("/shipping-haifa haifa-search")).toEqual([
      { text: "/shipping-haifa", phones: null },
      { text: "haifa-search", phones: null },
    ]);
  });

  it("says that the landing page and the campaign are searched", () => {
    for (const label of [searchLabels.live, searchLabels.trash]) {
      expect(label).toContain("דף נחיתה");
      expect(label).toContain("קמפיין");
    }
    expect(searchLabels.activity).toMatch(/^חיפוש ביומן:/);
  });
});

describe("phoneForms", () => {
  it("gives the local and the international digits; nothing for text or a single digit", () => {
    expect(phoneForms("0521234")).toEqual(["0521234", "972521234"]);
    expect(phoneForms("972521234")).toEqual(["972521234", "0521234"]);
    expect(phoneForms("5")).toBeNull();
    expect(phoneForms("a1b2")).toBeNull();
    expect(phoneForms("client1@x")).toBeNull();
  });
});

describe("customerKey", () => {
  it("is one key for one number in every format", () => {
    const key = customerKey("050-123-4567");
    for (const phone of ["0501234567", "+972 50 123 4567", "972-50-1234567", "+972501234567"]) expect(customerKey(phone)).toBe(key);
    expect(customerKey("050-123-4568")).not.toBe(key);
  });
});

describe("leadPlace", () => {
  it("names the view a lead is found in, the trash and spam before its stage", () => {
    expect(leadPlace({ stage: "new", isSpam: false, deletedAt: null })).toBe("new");
    expect(leadPlace({ stage: "won", isSpam: false, deletedAt: null })).toBe("won");
    expect(leadPlace({ stage: "closed", isSpam: false, deletedAt: null })).toBe("closed");
    expect(leadPlace({ stage: "won", isSpam: true, deletedAt: null })).toBe("spam");
    expect(leadPlace({ stage: "new", isSpam: true, deletedAt: "2026-01-02T00:00:00Z" })).toBe("trash");
    expect(leadPlaceLabels.quote_sent).toBe("נשלחה הצעה");
    expect(leadPlaceLabels.closed).toBe("טופל");
  });
});
