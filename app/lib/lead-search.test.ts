import { describe, expect, it } from "vitest";
import { customerKey, leadPlace, leadPlaceLabels, phoneForms, quoteSpellings, searchWords } from "./lead-search.ts";

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

describe("quoteSpellings", () => {
  it("spells gershayim, straight and curly double quotes alike, the typed word first", () => {
    expect(quoteSpellings('ד"ר')).toEqual(['ד"ר', "ד״ר", "ד”ר", "ד“ר"]);
    expect(quoteSpellings("עו״ד")).toEqual(["עו״ד", 'עו"ד', "עו”ד", "עו“ד"]);
  });

  it("spells geresh and apostrophes alike, and both kinds together", () => {
    expect(quoteSpellings("ג'ורג'")).toEqual(["ג'ורג'", "ג׳ורג׳", "ג’ורג’", "ג‘ורג‘"]);
    expect(quoteSpellings("צ'ק ד\"ר")).toHaveLength(16);
    expect(quoteSpellings("צ'ק ד\"ר")).toContain("צ׳ק ד״ר");
  });

  it("leaves a word without marks alone, and answers the same on every call", () => {
    expect(quoteSpellings("כהן")).toEqual(["כהן"]);
    expect(quoteSpellings('ד"ר')).toEqual(quoteSpellings('ד"ר'));
  });
});
