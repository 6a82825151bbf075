import { describe, expect, it } from "vitest";
import { exampleSiteConfig } from "./business-details.ts";
import { checkBusiness, checkNotice, checkPrices, checkTerms, checkTestimonials, parseStoredSettings, validIsraeliNumber } from "./site-settings-check.ts";
import { startingTermsFigures } from "./terms-figures.ts";
import { exampleTestimonials, settingsFromConfig } from "./site-settings.ts";
import { isRange, PRICE_FIELDS, priceFieldLabels } from "./price-fields.ts";
import { startingPrices } from "./price-inputs.ts";
import { startingHome as home } from "../content/home.ts";

const example = settingsFromConfig(exampleSiteConfig).business;

function businessForm(changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...example, ...changes })) form.set(name, value);
  return form;
}

function refusal(changes: Record<string, string>) {
  const checked = checkBusiness(businessForm(changes));
  if (checked.ok) throw new Error(`accepted ${JSON.stringify(changes)}`);
  return checked;
}

describe("the business details' checks", () => {
  it("accepts the example values, and writes phones as they are dialled and chatted", () => {
    expect(checkBusiness(businessForm())).toEqual({ ok: true, value: example });
    const checked = checkBusiness(businessForm({ phone: "+972 52 555 1234", whatsappNumber: "052-5551234", companyId: "515-123-453" }));
    expect(checked).toMatchObject({ ok: true, value: { phone: "052-555-1234", whatsappNumber: "972525551234", companyId: "515123453" } });
    expect(checkBusiness(businessForm({ phone: "04 866 2020" }))).toMatchObject({ ok: true, value: { phone: "04-866-2020" } });
  });

  it("refuses each bad value with one Hebrew sentence naming the field and the rule", () => {
    expect(refusal({ phone: "12345" })).toMatchObject({ field: "phone", message: expect.stringMatching(/^טלפון: מספר ישראלי בלבד/) });
    expect(refusal({ phone: "+1 212 555 0100" })).toMatchObject({ field: "phone" });
    expect(refusal({ phone: "" })).toMatchObject({ field: "phone", message: "טלפון: שדה חובה." });
    expect(refusal({ whatsappNumber: "04-866-2020" })).toMatchObject({ field: "whatsappNumber", message: expect.stringContaining("נייד ישראלי") });
    expect(refusal({ email: "office@localhost" })).toMatchObject({ field: "email" });
    expect(refusal({ companyId: "515123454" })).toMatchObject({ field: "companyId", message: expect.stringContaining("ספרת ביקורת") });
    expect(refusal({ companyId: "12345678" })).toMatchObject({ field: "companyId" });
    expect(refusal({ brandName: "<b>שליח</b>" })).toMatchObject({ field: "brandName", message: expect.stringContaining("בלי תגיות") });
    expect(refusal({ address: "x".repeat(121) })).toMatchObject({ field: "address", message: "כתובת: עד 120 תווים." });
    expect(refusal({ medicalLicence: "12 34" })).toMatchObject({ field: "medicalLicence" });
    expect(refusal({ legalName: "javascript:alert(1)" })).toMatchObject({ field: "legalName" });
  });

  it("takes the years of experience as a whole number 1-99, or none (no claim)", () => {
    expect(example.experienceYears).toBe("");
    expect(checkBusiness(businessForm({ experienceYears: " 12 " }))).toMatchObject({ ok: true, value: { experienceYears: "12" } });
    expect(checkBusiness(businessForm({ experienceYears: "" }))).toMatchObject({ ok: true, value: { experienceYears: "" } });
    for (const bad of ["0", "100", "15+", "חמש עשרה"])
      expect(refusal({ experienceYears: bad })).toMatchObject({ field: "experienceYears", message: "שנות ניסיון של העסק: מספר שלם בין 1 ל-99, או ריק." });
  });

  it("takes an accessibility coordinator's name, phone and e-mail, each optional, checked like the business's own", () => {
    expect(example).toMatchObject({ accessibilityCoordinator: "", accessibilityPhone: "", accessibilityEmail: "" });
    const checked = checkBusiness(
      businessForm({ accessibilityCoordinator: "  דנה   כהן ", accessibilityPhone: "+972 52 555 1234", accessibilityEmail: " negishut@north.co.il " }),
    );
    expect(checked).toMatchObject({
      ok: true,
      value: { accessibilityCoordinator: "דנה כהן", accessibilityPhone: "052-555-1234", accessibilityEmail: "negishut@north.co.il" },
    });
    // Left empty (or not posted at all, as by a form drawn before the fields): not set.
    const without = businessForm({ accessibilityCoordinator: " ", accessibilityPhone: "  " });
    without.delete("accessibilityEmail");
    expect(checkBusiness(without)).toMatchObject({ ok: true, value: { accessibilityCoordinator: "", accessibilityPhone: "", accessibilityEmail: "" } });
    expect(refusal({ accessibilityPhone: "12345" })).toEqual({
      ok: false,
      field: "accessibilityPhone",
      message: "טלפון רכז/ת הנגישות: מספר ישראלי בלבד, למשל 050-123-4567 או 04-123-4567.",
      values: expect.any(Object),
    });
    expect(refusal({ accessibilityPhone: "+1 212 555 0100" })).toMatchObject({ field: "accessibilityPhone" });
    expect(refusal({ accessibilityEmail: "negishut@localhost" })).toMatchObject({
      field: "accessibilityEmail",
      message: "אימייל רכז/ת הנגישות: כתובת אימייל לא תקינה, למשל office@company.co.il.",
    });
    expect(refusal({ accessibilityCoordinator: "<b>דנה</b>" })).toMatchObject({
      field: "accessibilityCoordinator",
      message: expect.stringMatching(/^שם רכז\/ת הנגישות: בלי תגיות/),
    });
    expect(refusal({ accessibilityCoordinator: "ד" })).toMatchObject({
      field: "accessibilityCoordinator",
      message: "שם רכז/ת הנגישות: לפחות 2 תווים, או ריק.",
    });
    expect(refusal({ accessibilityCoordinator: "ד".repeat(61) })).toMatchObject({
      field: "accessibilityCoordinator",
      message: "שם רכז/ת הנגישות: עד 60 תווים.",
    });
  });

  it("checks the company number's check digit as the registrar does", () => {
    expect(validIsraeliNumber("515123453")).toBe(true);
    expect(validIsraeliNumber("000000018")).toBe(true);
    expect(validIsraeliNumber("515123454")).toBe(false);
    expect(validIsraeliNumber("51512345")).toBe(false);
  });
});

describe("the notice's checks", () => {
  const notice = (text: string, from = "2026-12-01", to = "2026-12-03") => {
    const form = new FormData();
    form.set("text", text);
    form.set("from", from);
    form.set("to", to);
    return checkNotice(form);
  };

  it("takes a short line between two days, or none when the text is empty", () => {
    expect(notice("  בערב חג נעבוד   עד 13:00. ")).toEqual({ ok: true, value: { text: "בערב חג נעבוד עד 13:00.", from: "2026-12-01", to: "2026-12-03" } });
    expect(notice("", "", "")).toEqual({ ok: true, value: null });
  });

  it("refuses markup, a 50 KB text, impossible or reversed dates, and more than a year", () => {
    expect(notice('<img src=x onerror="alert(1)">')).toMatchObject({ ok: false, field: "text" });
    const long = notice("א".repeat(50_000));
    expect(long).toMatchObject({ ok: false, field: "text", message: "נוסח ההודעה: עד 160 תווים." });
    expect(!long.ok && long.values.text!.length).toBeLessThanOrEqual(320);
    expect(notice("שעות חג", "2026-02-30")).toMatchObject({ ok: false, field: "from" });
    expect(notice("שעות חג", "2026-12-05", "2026-12-03")).toMatchObject({ ok: false, field: "to", message: "עד תאריך (כולל): לא לפני מתאריך." });
    expect(notice("שעות חג", "2026-01-01", "2027-06-01")).toMatchObject({ ok: false, field: "to" });
  });
});

describe("a stored version read back", () => {
  it("is read by the same rules, so a document the code no longer accepts is never served", () => {
    const settings = settingsFromConfig(exampleSiteConfig, exampleTestimonials(home.testimonials));
    expect(parseStoredSettings(JSON.stringify(settings), settings)).toEqual(settings);
    expect(parseStoredSettings(JSON.stringify({ ...settings, business: { ...settings.business, phone: "<script>" } }), settings)).toBeNull();
    expect(parseStoredSettings("{not json", settings)).toBeNull();
  });

  it("reads a section an older version does not hold as the starting value's", () => {
    const settings = settingsFromConfig(exampleSiteConfig, exampleTestimonials(home.testimonials));
    const older = JSON.stringify({ business: { ...settings.business, phone: "04-866-2020" }, notice: null });
    expect(parseStoredSettings(older, settings)).toEqual({ ...settings, business: { ...settings.business, phone: "04-866-2020" } });
  });

  it("reads a version stored before the accessibility coordinator's fields as none set, and refuses a bad one", () => {
    const settings = settingsFromConfig(exampleSiteConfig, exampleTestimonials(home.testimonials));
    const { accessibilityCoordinator: _, accessibilityPhone: __, accessibilityEmail: ___, ...olderBusiness } = settings.business;
    expect(parseStoredSettings(JSON.stringify({ ...settings, business: olderBusiness }), settings)).toEqual(settings);
    const named = { ...settings.business, accessibilityCoordinator: "דנה כהן", accessibilityPhone: "052-555-1234", accessibilityEmail: "negishut@north.co.il" };
    expect(parseStoredSettings(JSON.stringify({ ...settings, business: named }), settings)?.business).toEqual(named);
    expect(parseStoredSettings(JSON.stringify({ ...settings, business: { ...named, accessibilityPhone: "<script>" } }), settings)).toBeNull();
  });

  it("reads a stored document without prices as the starting prices", () => {
    const settings = settingsFromConfig(exampleSiteConfig, exampleTestimonials(home.testimonials));
    const { prices: _, ...withoutPrices } = settings;
    const read = parseStoredSettings(JSON.stringify(withoutPrices), settings);
    expect(read).toEqual(settings);
    expect(read?.prices).toEqual(startingPrices);
  });

  it("reads the owner's stored prices, a field added since as the starting one's, and refuses a broken price", () => {
    const settings = settingsFromConfig(exampleSiteConfig, exampleTestimonials(home.testimonials));
    const own = { ...startingPrices, regularWithinCity: 45 };
    expect(parseStoredSettings(JSON.stringify({ ...settings, prices: own }), settings)?.prices).toEqual(own);
    const { documentExpress: _, ...older } = own;
    expect(parseStoredSettings(JSON.stringify({ ...settings, prices: older }), settings)?.prices).toEqual({
      ...own,
      documentExpress: startingPrices.documentExpress,
    });
    expect(parseStoredSettings(JSON.stringify({ ...settings, prices: { ...startingPrices, regularWithinCity: 0 } }), settings)).toBeNull();
    expect(parseStoredSettings(JSON.stringify({ ...settings, prices: { ...startingPrices, regularWithinCity: "40" } }), settings)).toBeNull();
    expect(parseStoredSettings(JSON.stringify({ ...settings, prices: { ...startingPrices, regularFar: { low: 600, high: 520 } } }), settings)).toBeNull();
  });

  it("reads terms stored before the legal limits within them: a 3-day claim window as 14, a 250 ₪ cancellation fee as 100", () => {
    const settings = settingsFromConfig(exampleSiteConfig, exampleTestimonials(home.testimonials));
    const older = { ...startingTermsFigures, reportWithinDays: 3, cancellationFeeShekels: 250, confirmedOn: "2026-11-27" };
    expect(parseStoredSettings(JSON.stringify({ ...settings, terms: older }), settings)?.terms).toEqual({
      ...older,
      reportWithinDays: 14,
      cancellationFeeShekels: 100,
    });
  });
});

describe("the terms' legal limits", () => {
  const termsForm = (changes: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...startingTermsFigures, ...changes })) form.set(name, String(value));
    form.set("confirm", "on");
    return form;
  };
  it("refuses a claim window shorter than 14 days and a cancellation fee above 100 ₪, in Hebrew", () => {
    expect(checkTerms(termsForm({ reportWithinDays: "13" }), "2026-11-28")).toMatchObject({
      ok: false,
      field: "reportWithinDays",
      message: expect.stringContaining("בין 14 ל-60"),
    });
    expect(checkTerms(termsForm({ cancellationFeeShekels: "101" }), "2026-11-28")).toMatchObject({
      ok: false,
      field: "cancellationFeeShekels",
      message: expect.stringContaining("14ג"),
    });
    expect(checkTerms(termsForm({ reportWithinDays: "14", cancellationFeeShekels: "100" }), "2026-11-28")).toMatchObject({ ok: true });
  });
});

describe("the prices' checks", () => {
  /** Every field of the starting prices as the form posts it: a scalar by its name, a range as `name-low` and `name-high`. */
  const priceForm = (changes: Record<string, string> = {}) => {
    const form = new FormData();
    for (const name of PRICE_FIELDS) {
      const value = startingPrices[name];
      if (isRange(value)) {
        form.set(`${name}-low`, String(value.low));
        form.set(`${name}-high`, String(value.high));
      } else form.set(name, String(value));
    }
    for (const [key, value] of Object.entries(changes)) form.set(key, value);
    return form;
  };
  /** Every key the form posts, with the field it belongs to. */
  const formKeys = PRICE_FIELDS.flatMap((name) => (isRange(startingPrices[name]) ? [`${name}-low`, `${name}-high`] : [name]).map((key) => ({ key, name })));
  const hebrew = /[\u05d0-\u05ea]/;

  it("covers every field of the starting prices", () => {
    expect([...PRICE_FIELDS].sort()).toEqual(Object.keys(startingPrices).sort());
    expect(formKeys).toHaveLength(PRICE_FIELDS.length + PRICE_FIELDS.filter((name) => isRange(startingPrices[name])).length);
  });

  it("accepts the starting figures, and reads them back as they are", () => {
    expect(checkPrices(priceForm())).toEqual({ ok: true, value: startingPrices });
  });

  it("refuses zero, a negative, a billion, letters and an empty field, naming the field in Hebrew", () => {
    for (const { key, name } of formKeys) {
      for (const bad of ["0", "-5", "1000000000", "abc", ""]) {
        const checked = checkPrices(priceForm({ [key]: bad }));
        expect(checked, `${key} = "${bad}"`).toMatchObject({ ok: false, field: key });
        if (checked.ok) continue;
        expect(checked.message, `${key} = "${bad}"`).toContain(priceFieldLabels[name]);
        expect(checked.message).toMatch(hebrew);
        expect(checked.values[key]).toBe(bad);
        if (bad === "") expect(checked.message).toMatch(/: שדה חובה\.$/);
      }
    }
  });

  it("refuses a fraction of a shekel, and a percent over 90", () => {
    expect(checkPrices(priceForm({ regularWithinCity: "40.5" }))).toMatchObject({ ok: false, field: "regularWithinCity" });
    expect(checkPrices(priceForm({ "discountBusiness-high": "95" }))).toMatchObject({ ok: false, field: "discountBusiness-high" });
  });

  it("refuses a range whose low end is above its high end", () => {
    const checked = checkPrices(priceForm({ "regularBetweenCities-low": "320", "regularBetweenCities-high": "310" }));
    expect(checked).toMatchObject({ ok: false, field: "regularBetweenCities-low" });
    expect(!checked.ok && checked.message).toContain(priceFieldLabels.regularBetweenCities);
    expect(!checked.ok && checked.message).toContain("320");
    expect(!checked.ok && checked.message).toContain("310");
    // Equal ends are one price, and allowed.
    expect(checkPrices(priceForm({ "regularFar-low": "300", "regularFar-high": "300" }))).toMatchObject({
      ok: true,
      value: { regularFar: { low: 300, high: 300 } },
    });
  });

  it("refuses a large band's multiplier below the medium band's", () => {
    const checked = checkPrices(priceForm({ multiplierMedium: "1.7", multiplierLarge: "1.6" }));
    expect(checked).toMatchObject({ ok: false, field: "multiplierLarge" });
    expect(!checked.ok && checked.message).toMatch(hebrew);
    expect(!checked.ok && checked.message).toContain("חבילה גדולה");
    expect(checkPrices(priceForm({ multiplierMedium: "1.6", multiplierLarge: "1.6" }))).toMatchObject({ ok: true });
  });

  it("accepts a figure typed with its sign or spaces", () => {
    expect(checkPrices(priceForm({ pairHaifa: "95 ₪" }))).toEqual({ ok: true, value: { ...startingPrices, pairHaifa: 95 } });
    expect(checkPrices(priceForm({ pairHaifa: " 99 ₪ " }))).toMatchObject({ ok: true, value: { pairHaifa: 99 } });
    expect(checkPrices(priceForm({ "discountBusiness-high": "30%" }))).toMatchObject({ ok: true, value: { discountBusiness: { low: 10, high: 30 } } });
  });
});

describe("the testimonials' checks", () => {
  const form = (rows: Array<Record<string, string>>) => {
    const data = new FormData();
    rows.forEach((row, i) => Object.entries(row).forEach(([name, value]) => data.set(`${name}-${i}`, value)));
    return data;
  };
  const dana = { quote: "שליח הגיע תוך חצי שעה והחבילה נמסרה בזמן.", name: "דנה ל.", place: "חולון", date: "2026-11-01", consent: "on" };

  it("keeps the rows filled in, dated and confirmed; drops the empty ones", () => {
    expect(checkTestimonials(form([dana, { quote: "", name: "", place: "", date: "" }]))).toEqual({
      ok: true,
      value: [{ quote: dana.quote, name: "דנה ל.", place: "חולון", date: "2026-11-01", consent: true }],
    });
  });

  it("keeps a row left exactly as one of the installation's examples as an example; a changed one needs consent", () => {
    const examples = exampleTestimonials(home.testimonials);
    const asShown = examples.map(({ quote, name, place }) => ({ quote, name, place, date: "" }));
    expect(checkTestimonials(form([dana, asShown[1]!, asShown[2]!]), examples)).toEqual({
      ok: true,
      value: [{ ...dana, consent: true }, examples[1], examples[2]],
    });
    expect(checkTestimonials(form([{ ...asShown[0]!, name: "מיכל כהן" }]), examples)).toMatchObject({ ok: false, field: "date-0" });
  });

  it("refuses a row without the customer's consent, without a date, with markup, or none at all", () => {
    expect(checkTestimonials(form([{ ...dana, consent: "" }]))).toMatchObject({
      ok: false,
      field: "consent-0",
      message: "המלצה 1: סמנו שהלקוח הסכים לפרסום, או רוקנו את ההמלצה.",
    });
    expect(checkTestimonials(form([dana, { ...dana, date: "" }]))).toMatchObject({ ok: false, field: "date-1" });
    expect(checkTestimonials(form([{ ...dana, quote: "<script>alert(1)</script> שירות מעולה" }]))).toMatchObject({ ok: false, field: "quote-0" });
    expect(checkTestimonials(form([{ ...dana, date: "2999-01-01" }]))).toMatchObject({ ok: false, field: "date-0" });
    expect(checkTestimonials(form([]))).toMatchObject({ ok: false, field: "quote-0" });
  });
});
