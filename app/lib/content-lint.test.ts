import { describe, expect, it } from "vitest";
import {
  courierPromiseProblems,
  FACTS_FILE,
  factsStatedDifferently,
  formatProblem,
  lintContent,
  lintFactSources,
  lintTypedFigures,
  type SourceText,
} from "./content-lint.ts";

const at = (text: string, extra: Partial<SourceText> = {}): SourceText => ({ file: "app/content/fixture.ts", line: 7, text, ...extra });
const rulesFor = (text: string, extra: Partial<SourceText> = {}) => lintContent([at(text, extra)], {}).map((p) => `${p.phrase} | ${p.rule}`);
/** The text breaks a rule at `phrase`. */
const expectFlagged = (text: string, phrase: string) => {
  expect(rulesFor(text).some((r) => r.startsWith(`${phrase} |`))).toBe(true);
};

describe("lintFactSources: a customer fact typed outside the facts file", () => {
  const factsFor = (text: string, file = "app/content/fixture.ts") => lintFactSources([at(text, { file })]).map((p) => p.phrase);
  it.each([
    ["שליח יוצא לאיסוף תוך שעה", "תוך שעה"],
    ["השליח מגיע מרגע ההזמנה", "מרגע ההזמנה"],
    ["אפשר לשלם בארנק דיגיטלי", "ארנק דיגיטלי"],
    ["משלמים ב-bit", "bit"],
    ["פריטים שארזנו מבוטחים במלואם", "מבוטח"],
    ["דווחו תוך 3 ימים ממועד המסירה", "ממועד המסירה"],
    ["יוצא אם ההזמנה אושרה עד 12:00", "אושרה עד"],
  ])("%s", (text, phrase) => {
    expect(factsFor(text)).toContain(phrase);
  });

  it("finds express offered to Eilat in one sentence, not in two", () => {
    expect(factsFor("מקריית שמונה ועד אילת: משלוח רגיל או אקספרס.")).toHaveLength(1);
    expect(factsFor("מקריית שמונה ועד אילת. בתוך העיר: אקספרס.")).toEqual([]);
    expect(factsFor("משלוח אקספרס ליעדים מרוחקים כמו אילת\tלא זמין")).toEqual([]);
  });

  it("lets the facts file state them, and leaves other words alone", () => {
    expect(factsFor("משלמים באשראי; מבוטח עד הערך; תוך שעה", FACTS_FILE)).toEqual([]);
    expect(factsFor("שעתיים, 24 שעות, בשעות השליחים, תוך 24 שעות")).toEqual([]);
  });
});

describe("factsStatedDifferently: a page's visible text against the facts' own sentences", () => {
  const statements = ["בתוך העיר ובשעות השליחים, השליח מגיע לאיסוף עד שעה מאישור ההזמנה.", "משלמים באשראי או במזומן."];
  it("passes the facts' own sentences, each in its block, and finds a second wording", () => {
    expect(factsStatedDifferently("/", "בתוך העיר ובשעות השליחים, השליח  מגיע לאיסוף עד שעה מאישור ההזמנה.\nמשלמים באשראי או במזומן.", statements)).toEqual([]);
    expect(factsStatedDifferently("/faq", "אפשר לשלם בארנק דיגיטלי. שליח יוצא תוך שעה.", statements).map((p) => p.phrase)).toEqual(["תוך שעה", "ארנק דיגיטלי"]);
  });
});

describe("lintContent: one fixture per kind of mistake", () => {
  it.each([
    ["ביצענו אלפי משלוחים בשנה האחרונה", "אלפי משלוחים"],
    ["המחירים כוללים איסוף ומסירה עד הדלת", "כוללים איסוף ומסירה עד הדלת"],
    ["נאסוף ונמשיך לעדכן אתכם בדרך", "לעדכן אתכם בדרך"],
    ["משלוח שנמסר תוך עד 6 שעות", "תוך עד"],
    ["משלוח כתבי בית דין", "כתבי בית דין"],
    ["מה שעות הפעילות שלכם?", "מה שעות"],
    ["משלוח בין עירוני", "בין עירוני"],
    ["כתבו לנו בווואטסאפ", "ווואטסאפ"],
    ["אנו כאן בשבילכם", "אנו"],
    ["שליח עד שעה לכל כתובת", "שליח עד שעה"],
  ])("a phrase that must not return: %s", expectFlagged);

  it.each([
    ["צור קשר", "צור קשר"],
    ["העיר שלך לא ברשימה?", "שלך"],
    ["השאר פרטים ונחזור", "השאר"],
  ])("singular address: %s", (text, phrase) => {
    expect(rulesFor(text)).toContain(`${phrase} | singular address: the site speaks to visitors in the plural`);
  });

  it("lets the spec's fixed messages stay singular", () => {
    expect(rulesFor("האם אתה בטוח שברצונך למחוק לייד זה?")).toEqual([]);
    expect(rulesFor("אירעה שגיאה בשליחת הטופס. נסה שוב.")).toEqual([]);
  });

  it.each([
    ["יותר מ-15 שנות ניסיון, 15+ שנים", "15+"],
    ['עד 2 ק"ג', 'ק"ג'],
    ["ימים א'-ה'", "א'"],
    ["2-3 שכבות של ניילון בועות", "2-3"],
  ])("typography: %s", expectFlagged);

  it("leaves phone numbers, dates and correct typography alone", () => {
    expect(rulesFor("התקשרו: 050-123-4567, עודכן ב-2025-01-15, 2–3 שכבות, עד 2 ק״ג, א׳–ה׳, מ-25 ₪")).toEqual([]);
  });

  it("flags a scrambling number in JSX text rendered raw, not in data rendered through <Bidi>", () => {
    expect(rulesFor("בקירור 2–8°C", { renderedRaw: true })).toEqual(["2–8°C | a number that a right-to-left line scrambles: render the text through <Bidi>"]);
    expect(rulesFor("בקירור 2–8°C")).toEqual([]);
  });

  it("ignores text without Hebrew (class names, code)", () => {
    expect(rulesFor("px-2 py-2 grid-cols-2 5-15 15+")).toEqual([]);
  });

  it("counts a slogan across all texts against its ceiling, naming the files", () => {
    const texts = [at("זמינים 24/7, כולל שבתות וחגים"), at("שירות 24/7", { file: "app/content/home.ts" }), at("24/7 בכל יום", { file: "app/content/faq.ts" })];
    expect(lintContent(texts, { "24/7": 3 })).toEqual([]);
    const [problem] = lintContent(texts, { "24/7": 2 });
    expect(formatProblem(problem!)).toBe(
      'app/content/fixture.ts, app/content/home.ts, app/content/faq.ts: "24/7": said 3 times, at most 2: say it where it matters',
    );
  });

  it("names the file and line of each problem", () => {
    expect(lintContent([at("אנו כאן")], {}).map(formatProblem)).toEqual(['app/content/fixture.ts:7: "אנו": "אנחנו"']);
  });
});

describe("lintTypedFigures: a typed figure the price book does not hold", () => {
  const model = { shekels: new Set([40, 50, 310]), percents: new Set([25, 73]) };
  const problems = (text: string) => lintTypedFigures([at(text)], model).map((p) => p.phrase);

  it("flags a price or a percentage the model does not hold, in a range or alone", () => {
    expect(problems("משלוח רגיל מ-30 ₪")).toEqual(["30 ₪"]);
    expect(problems("בין ערים 50–300 ₪")).toEqual(["50–300 ₪"]);
    expect(problems("חיסכון של עד 50%")).toEqual(["50%"]);
  });

  it("passes the figures the model holds, and text without Hebrew", () => {
    expect(problems("משלוח רגיל 40 ₪, בין ערים 50–310 ₪, חיסכון של עד 73%")).toEqual([]);
    expect(problems("price 30 ₪")).toEqual([]);
  });
});

describe("courierPromiseProblems: the promise as a page shows it", () => {
  it("accepts the promise with its condition, in the sentence or on the next line", () => {
    expect(courierPromiseProblems("/", "בתוך העיר ובשעות השליחים, שליח מגיע לאיסוף תוך שעה.")).toEqual([]);
    expect(courierPromiseProblems("/", "שליח לאיסוף תוך שעה\nבתוך העיר ובשעות השליחים: הזמנתם, והשליח בדרך.")).toEqual([]);
  });

  it("refuses the unconditional promise, naming the page", () => {
    const problems = courierPromiseProblems("/about", "שליח מגיע אליכם תוך שעה. אנחנו זמינים.");
    expect(problems.map(formatProblem)).toEqual([
      '/about: "שליח מגיע אליכם תוך שעה.": "תוך שעה" without its condition: within the city, during the courier hours',
    ]);
  });

  it("counts every time the page says it, shared boxes and the footer included", () => {
    const sayIt = "בתוך העיר ובשעות השליחים, שליח מגיע לאיסוף תוך שעה.";
    expect(courierPromiseProblems("/", Array(3).fill(sayIt).join("\n"))).toEqual([]);
    expect(courierPromiseProblems("/", Array(4).fill(sayIt).join("\n")).map((p) => p.rule)).toEqual(["promised 4 times on the page, at most 3"]);
  });

  it("does not count a longer word or a time span", () => {
    expect(courierPromiseProblems("/", "משלוח תוך שעתיים או תוך שעות ספורות")).toEqual([]);
  });
});
