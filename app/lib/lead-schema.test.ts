import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { publicPaths } from "../content/pages.ts";
import { attributionInput } from "../../tests/support/lead-fixtures.ts";
import { isHoneypotFilled, isNameText, isSitePath, leadMessages as m, safeBackPath, validateLead } from "./lead-schema.ts";

const valid = { name: "ישראל ישראלי", phone: "050-1234567", consent: true, source: "contact_form" } as const;
const errorOf = (overrides: Record<string, unknown>) => {
  const result = validateLead({ ...valid, ...overrides });
  return result.ok ? null : { field: result.field, message: result.message };
};

describe("name", () => {
  it("is required", () => {
    expect(errorOf({ name: "" })).toEqual({ field: "name", message: m.nameRequired });
    expect(errorOf({ name: "   " })).toEqual({ field: "name", message: m.nameRequired });
    expect(errorOf({ name: undefined })).toEqual({ field: "name", message: m.nameRequired });
    expect(errorOf({ name: 42 })).toEqual({ field: "name", message: m.nameRequired });
  });
  it("takes at most 100 characters", () => {
    expect(errorOf({ name: "א".repeat(100) })).toBeNull();
    expect(errorOf({ name: "א".repeat(101) })).toEqual({ field: "name", message: m.nameTooLong });
  });
  it("accepts the names people and businesses in Israel write", () => {
    for (const name of [
      "דוד כהן",
      "John Smith",
      "O'Brien",
      "בן-דוד",
      "ג'ורג'",
      "ז׳קלין",
      "Anne-Marie d’Arc",
      "אבא־אבן",
      'מרפאת שיניים ד"ר גולן',
      "מרפאת שיניים ד״ר גולן",
      'עו"ד מיכל לוי',
      'משלוחים 2000 בע"מ',
      "א.ב. הובלות (2015)",
      "Smith & Sons Ltd.",
      "محمد أبو ربيعة",
      "Юлия Кузнецова",
      "Zoë Ça",
      "שָׁלוֹם",
      "כהן, יוסי",
      "“הדר” – משלוחים",
      "R. J. Smith",
    ]) {
      expect(errorOf({ name }), name).toBeNull();
    }
  });
  it("refuses markup, links, statements and what no name holds", () => {
    for (const name of [
      "<script>",
      "a;DROP TABLE leads",
      "שם\nשני",
      "אחמד_",
      "😀",
      "דנה<b>",
      "=HYPERLINK()",
      "http://evil.example",
      "www.evil",
      "שליחויות evil.com",
      "קנו ב-shop.co.il",
      "user@example",
      "a{b}",
      "דוד\t",
    ]) {
      expect(errorOf({ name }), name).toEqual({ field: "name", message: m.nameInvalid });
    }
  });
  it("needs a letter", () => {
    expect(errorOf({ name: "2000" })).toEqual({ field: "name", message: m.nameNeedsLetter });
    expect(errorOf({ name: '"-."' })).toEqual({ field: "name", message: m.nameNeedsLetter });
  });
  it("accepts any name built of words in any script, titles with gershayim in either form, digits and the joiners", () => {
    const word = fc.oneof(
      fc.stringMatching(/^[א-ת]{1,8}$/),
      fc.stringMatching(/^[A-Za-z]{1,8}$/),
      fc.stringMatching(/^[\u0621-\u064A]{1,8}$/),
      fc.stringMatching(/^[А-Яа-яЁё]{1,8}$/),
      fc.constantFrom('ד"ר', "ד״ר", 'עו"ד', "עו״ד", 'בע"מ', "בע״מ", "ג'ורג'", "ז׳ק", "O'Neil", "d’Arc", "א.ב.", "(2000)", "&", "–"),
      fc.integer({ min: 0, max: 99999 }).map(String),
    );
    const joiner = fc.constantFrom(" ", "-", "־", ", ", " ");
    const name = fc
      .tuple(fc.stringMatching(/^[א-תA-Za-z]{2,6}$/), fc.array(fc.tuple(joiner, word), { maxLength: 5 }))
      .map(([first, rest]) => first + rest.map(([j, w]) => j + w).join(""))
      .filter((text) => text.length <= 100);
    fc.assert(fc.property(name, (text) => isNameText(text) && validateLead({ ...valid, name: text }).ok));
  });
  it("refuses any name with a control character, markup or a link in it", () => {
    const base = fc.stringMatching(/^[א-ת ]{1,20}$/);
    const bad = fc.oneof(
      fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
      fc.constantFrom("<", ">", "<a href=x>", "{", "}", "[", "]", "\\", "`", "=", ";", "@", "\u202E", "\u200B", "https://x.io", "www.x", "x.com"),
    );
    fc.assert(
      fc.property(base, bad, base, (before, inserted, after) => {
        const result = validateLead({ ...valid, name: `א${before}${inserted}${after}` });
        return !result.ok && result.field === "name";
      }),
    );
  });
});

describe("phone", () => {
  it("is required", () => {
    expect(errorOf({ phone: "" })).toEqual({ field: "phone", message: m.phoneRequired });
    expect(errorOf({ phone: null })).toEqual({ field: "phone", message: m.phoneRequired });
  });
  it("takes 9 to 20 characters of digits, plus, space or hyphen", () => {
    expect(errorOf({ phone: "12345678" })).toEqual({ field: "phone", message: m.phoneInvalid });
    expect(errorOf({ phone: "123456789" })).toBeNull();
    expect(errorOf({ phone: "+972 50-123-4567 888" })).toBeNull(); // 20
    expect(errorOf({ phone: "+972 50-123-4567 8888" })).toEqual({ field: "phone", message: m.phoneInvalid }); // 21
    expect(errorOf({ phone: "050-123456a" })).toEqual({ field: "phone", message: m.phoneInvalid });
    expect(errorOf({ phone: "(050)1234567" })).toEqual({ field: "phone", message: m.phoneInvalid });
  });
});

describe("optional fields", () => {
  it("e-mail is optional and not format-checked", () => {
    expect(errorOf({ email: "" })).toBeNull();
    expect(errorOf({ email: "not an address" })).toBeNull();
  });
  it("pickup takes at most 200 characters", () => {
    expect(errorOf({ fromLocation: "x".repeat(200) })).toBeNull();
    expect(errorOf({ fromLocation: "x".repeat(201) })).toEqual({ field: "fromLocation", message: m.fromTooLong });
  });
  it("destination takes at most 200 characters", () => {
    expect(errorOf({ toLocation: "y".repeat(200) })).toBeNull();
    expect(errorOf({ toLocation: "y".repeat(201) })).toEqual({ field: "toLocation", message: m.toTooLong });
  });
  it("refuses control characters and broken Unicode in free text", () => {
    expect(errorOf({ fromLocation: "חיפה\u0000" })).toEqual({ field: "fromLocation", message: m.fromInvalid });
    expect(errorOf({ toLocation: "\uD800" })).toEqual({ field: "toLocation", message: m.toInvalid });
    expect(errorOf({ fromLocation: "רחוב הרצל 5, דירה 3 <b>" })).toBeNull();
  });
});

describe("a job application (source join_team)", () => {
  const application = { ...valid, source: "join_team", vehicle: "motorcycle" } as const;
  const applicationError = (overrides: Record<string, unknown>) => {
    const result = validateLead({ ...application, ...overrides });
    return result.ok ? null : { field: result.field, message: result.message };
  };

  it("requires the vehicle, one of the three", () => {
    for (const vehicle of ["motorcycle", "car", "van"]) expect(applicationError({ vehicle })).toBeNull();
    for (const missing of [undefined, "", null]) {
      expect(applicationError({ vehicle: missing })).toEqual({ field: "vehicle", message: m.vehicleRequired });
    }
    for (const other of ["truck", "רכב פרטי", "Car", " car", 1, true, ["car"], {}]) {
      expect(applicationError({ vehicle: other }), String(other)).toEqual({ field: "vehicle", message: m.vehicleInvalid });
    }
    expect(m.vehicleRequired).toBe("בחרו את כלי הרכב לעבודה");
  });

  it("keeps the vehicle, the work area and the home city", () => {
    const result = validateLead({ ...application, vehicle: "van", workArea: "השרון", fromLocation: "נתניה" });
    expect(result).toMatchObject({ ok: true, lead: { source: "join_team", vehicle: "van", workArea: "השרון", fromLocation: "נתניה" } });
  });

  it("checks the work area as a place: optional, at most 200 characters, one line", () => {
    for (const blank of ["", null, undefined]) {
      const result = validateLead({ ...application, workArea: blank });
      expect(result.ok && result.lead.workArea).toBeUndefined();
    }
    expect(applicationError({ workArea: "א".repeat(200) })).toBeNull();
    expect(applicationError({ workArea: "א".repeat(201) })).toEqual({ field: "workArea", message: m.workAreaTooLong });
    expect(applicationError({ workArea: "השרון\nBcc: x@y" })).toEqual({ field: "workArea", message: m.workAreaInvalid });
    expect(applicationError({ workArea: "\u202Eהשרון" })).toEqual({ field: "workArea", message: m.workAreaInvalid });
    expect(applicationError({ workArea: 5 })).toEqual({ field: "workArea", message: m.workAreaInvalid });
  });

  it("tells the first error in the form's order: name, phone, e-mail, vehicle, work area, city, consent", () => {
    expect(applicationError({ name: "", vehicle: "" })).toEqual({ field: "name", message: m.nameRequired });
    expect(applicationError({ phone: "1", vehicle: "" })).toEqual({ field: "phone", message: m.phoneInvalid });
    expect(applicationError({ vehicle: "", workArea: "א".repeat(201), consent: false })).toEqual({ field: "vehicle", message: m.vehicleRequired });
    expect(applicationError({ workArea: "א".repeat(201), fromLocation: "א".repeat(201) })).toEqual({ field: "workArea", message: m.workAreaTooLong });
  });

  it("a customer's lead never carries them: dropped, whatever was posted, and never a reason to refuse it", () => {
    for (const source of ["lead_form", "contact_form"]) {
      for (const extra of [{ vehicle: "car", workArea: "השרון" }, { vehicle: "truck", workArea: "\u0000" }, { vehicle: {} }]) {
        const result = validateLead({ ...valid, source, ...extra });
        expect(result.ok, `${source} ${JSON.stringify(extra)}`).toBe(true);
        expect(result.ok && result.lead).not.toHaveProperty("vehicle");
        expect(result.ok && result.lead).not.toHaveProperty("workArea");
      }
    }
  });
});

describe("the rest", () => {
  it("requires consent", () => {
    expect(errorOf({ consent: false })).toEqual({ field: "consent", message: m.consentRequired });
    expect(errorOf({ consent: undefined })).toEqual({ field: "consent", message: m.consentRequired });
  });
  it("knows the three sources", () => {
    expect(errorOf({ source: "lead_form" })).toBeNull();
    expect(errorOf({ source: "join_team", vehicle: "car" })).toBeNull();
    expect(errorOf({ source: "admin" })).toEqual({ field: "source", message: m.sourceInvalid });
  });
  it("accepts only a site path as the page", () => {
    expect(errorOf({ pagePath: "/contact" })).toBeNull();
    expect(errorOf({ pagePath: "https://evil.example" })).toEqual({ field: "pagePath", message: m.pagePathInvalid });
    expect(errorOf({ pagePath: "//evil.example" })).toEqual({ field: "pagePath", message: m.pagePathInvalid });
  });
  it("shows only the first error, in field order", () => {
    expect(errorOf({ name: "", phone: "" })).toEqual({ field: "name", message: m.nameRequired });
    expect(errorOf({ name: "1".repeat(101) })).toEqual({ field: "name", message: m.nameTooLong });
  });
});

describe("hardening (docs/decisions/012-lead-path-hardening.md)", () => {
  it("accepts only same-site paths the site has as the page", () => {
    for (const pagePath of ["/", "/contact", "/shipping-haifa", "/blog/urgent-delivery-guide"]) {
      expect(errorOf({ pagePath })).toBeNull();
      expect(isSitePath(pagePath)).toBe(true);
    }
    for (const pagePath of [
      "/\\evil.example/",
      "/\t/evil.example/",
      "/\n/evil.example/",
      "/\r/evil.example",
      "/%2F/evil.example",
      "/contact/",
      "/../etc/passwd",
      "/a b",
      "/contact?x=1",
      "/contact#top",
      "javascript:alert(1)",
      "/" + "a".repeat(200),
    ]) {
      expect(errorOf({ pagePath })).toEqual({ field: "pagePath", message: m.pagePathInvalid });
      expect(isSitePath(pagePath)).toBe(false);
    }
  });

  it("accepts every page the site has", () => {
    const paths = publicPaths();
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !isSitePath(path))).toEqual([]);
  });

  it("gives the error page a back link that stays on the site", () => {
    expect(safeBackPath("/contact")).toBe("/contact");
    expect(safeBackPath("/\\evil.example/")).toBe("/");
    expect(safeBackPath("/\t/evil.example/")).toBe("/");
    expect(safeBackPath(["/contact"])).toBe("/");
    expect(safeBackPath(undefined)).toBe("/");
  });

  it("wants real digits in a phone and a letter in a name", () => {
    expect(errorOf({ phone: "---------" })).toEqual({ field: "phone", message: m.phoneTooFewDigits });
    expect(errorOf({ phone: "+ 1-2-3-4-5-6-7-8" })).toEqual({ field: "phone", message: m.phoneTooFewDigits });
    expect(errorOf({ phone: "12-345-6789" })).toBeNull();
    for (const name of ["-", "'-'", "   -  ", "׳", "’"]) expect(errorOf({ name })).toEqual({ field: "name", message: m.nameNeedsLetter });
    expect(errorOf({ name: "ד" })).toBeNull();
  });

  it("keeps single-line fields on one line and free of bidi and invisible characters", () => {
    const sneaky = [
      "a@b\nBcc: x@y",
      "a@b\r\nBcc: x@y",
      "a\tb",
      "\u202Eabc",
      "a\u202Ab",
      "a\u2066b\u2069",
      "a\u200Eb",
      "a\u200Fb",
      "a\u200Bb",
      "a\u200Db",
      "a\u2060b",
      "a\uFEFFb",
      "a\u2028b",
      "a\u0085b",
      // Characters that draw as nothing (issue 26): soft hyphen, invisible operators, the old
      // format controls, Hangul fillers, the grapheme joiner, Mongolian selectors, tag characters,
      // interlinear annotation, and a variation selector on its own.
      "a\u00ADb",
      ..."\u2061\u2062\u2063\u2064".split("").map((c) => `a${c}b`),
      ..."\u206A\u206B\u206C\u206D\u206E\u206F".split("").map((c) => `a${c}b`),
      "a\u3164b",
      "\u3164",
      "a\u115Fb",
      "a\u1160b",
      "a\uFFA0b",
      "a\u034Fb",
      "a\u180Eb",
      "a\u180Bb",
      "a\u{E0001}b",
      "a\u{E0041}\u{E007F}b",
      "a\uFFF9b\uFFFB",
      "\uFE0Fa",
      "a \uFE0Fb",
      "a\uFE0F\uFE0Fb",
      "a\u{E0100}\u{E0100}b",
    ];
    for (const text of sneaky) {
      expect(errorOf({ email: text })).toEqual({ field: "email", message: m.emailInvalid });
      expect(errorOf({ fromLocation: text })).toEqual({ field: "fromLocation", message: m.fromInvalid });
      expect(errorOf({ toLocation: text })).toEqual({ field: "toLocation", message: m.toInvalid });
      expect(validateLead({ ...valid, name: `דנה${text}` }).ok).toBe(false);
      expect(validateLead({ ...valid, phone: `050${text}1234567` }).ok).toBe(false);
    }
    expect(errorOf({ email: "dana@example.co.il", fromLocation: "רחוב הרצל 5, תל אביב", toLocation: "😀 אילת" })).toBeNull();
    // A variation selector on the character before it is how phones type an emoji.
    expect(errorOf({ fromLocation: "אילת ❤️", toLocation: "☎️ חיפה" })).toBeNull();
  });

  it("counts a name or phone of invisible characters only as not given", () => {
    for (const blank of ["\u00AD", "\u3164\u3164", "\u115F\u1160", "\uFFA0", "\u2061 \u206A", "\u200B", "\u{E0020}\u{E007F}", "\uFE0F", " \u034F "]) {
      expect(errorOf({ name: blank })).toEqual({ field: "name", message: m.nameRequired });
      expect(errorOf({ phone: blank })).toEqual({ field: "phone", message: m.phoneRequired });
    }
    expect(errorOf({ name: "דנה\u3164" })).toEqual({ field: "name", message: m.nameInvalid });
  });

  it("counts anything in the honeypot but absence or an empty string as a bot", () => {
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isHoneypotFilled("")).toBe(false);
    for (const value of [[], " ", "\u00A0", "x", 0, false, null, {}]) expect(isHoneypotFilled(value)).toBe(true);
  });
});

describe("attribution and the calculator's estimate (docs/decisions/020)", () => {
  const attribution = attributionInput({ utm_term: "שליח עד הבית", utm_content: "ad 1", fbclid: "IwAR1x" });
  const none = Object.fromEntries(Object.keys(attribution).map((key) => [key, null]));
  const quote = { from: "תל אביב-יפו", to: "באר שבע", size: "large", price: 96, model: "distance" };
  const parsed = (extra: Record<string, unknown>) => {
    const result = validateLead({ ...valid, ...extra });
    if (!result.ok) throw new Error(`refused: ${result.message}`);
    return result.lead;
  };

  it("are optional, and kept as sent when they fit", () => {
    expect(parsed({})).not.toHaveProperty("attribution");
    expect(parsed({})).not.toHaveProperty("quote");
    expect(parsed({ attribution, quote })).toMatchObject({ attribution, quote });
    expect(parsed({ attribution: null, quote: null })).toMatchObject({ attribution: null, quote: null });
  });

  it("drop an unfit part to null, silently, and keep the rest", () => {
    const cases: Array<[string, unknown]> = [
      ["landing_page", "https://evil.example/"],
      ["landing_page", "/contact/"],
      ["referrer_host", "evil.com/path"],
      ["referrer_host", "a b"],
      ["utm_source", "x".repeat(201)],
      ["utm_medium", "a\nb"],
      ["utm_campaign", "\u202Eevil"],
      ["utm_term", "\uD800"],
      ["utm_content", 42],
      ["gclid", "g".repeat(501)],
      ["fbclid", { nested: true }],
      ["utm_source", ""],
    ];
    for (const [key, value] of cases) {
      expect(parsed({ attribution: { ...attribution, [key]: value } }).attribution, key).toEqual({ ...attribution, [key]: null });
    }
    expect(parsed({ attribution: { utm_source: "x".repeat(200) } }).attribution).toEqual({ ...none, utm_source: "x".repeat(200) });
    expect(parsed({ attribution: { ...attribution, extra: "dropped" } }).attribution).toEqual(attribution);
  });

  it("never refuse a lead, whatever is sent in their place", () => {
    for (const junk of ["x", 42, true, [], [attribution], () => 1, { landing_page: { toString: () => "/" } }, NaN]) {
      const lead = parsed({ attribution: junk, quote: junk });
      expect(lead.attribution === null || Object.values(lead.attribution ?? {}).every((v) => v === null)).toBe(true);
      expect(lead.quote).toBeNull();
    }
  });

  it("drop an estimate with any unfit part, whole", () => {
    for (const [key, value] of [
      ["from", ""],
      ["from", "   "],
      ["to", "x".repeat(61)],
      ["to", "חיפה\u0000"],
      ["size", "huge"],
      ["price", 96.5],
      ["price", -1],
      ["price", 100_001],
      ["price", "96"],
      ["price", Infinity],
      ["model", "guess"],
      ["model", undefined],
    ] as Array<[string, unknown]>) {
      expect(parsed({ quote: { ...quote, [key]: value } }).quote, `${key}=${String(value)}`).toBeNull();
    }
    expect(parsed({ quote: { ...quote, price: 0 } }).quote).toEqual({ ...quote, price: 0 });
    expect(parsed({ quote: { ...quote, price: 100_000, size: "small", model: "table" } }).quote).toEqual({
      ...quote,
      price: 100_000,
      size: "small",
      model: "table",
    });
  });

  it("leave the lead's own errors as they were", () => {
    expect(errorOf({ name: "", attribution, quote })).toEqual({ field: "name", message: m.nameRequired });
    expect(errorOf({ phone: "1", attribution: "junk", quote: 5 })).toEqual({ field: "phone", message: m.phoneInvalid });
  });
});
