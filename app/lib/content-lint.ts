/**
 * The content lint: the mechanical part of the voice rules in docs/content.md, run by `npm test`
 * (app/content/voice.test.ts) over every Hebrew string of the app's sources and every article.
 * Pure: it gets the texts with where they came from and returns the problems, each naming the
 * file, the line and the phrase.
 */
import { LTR_RUN } from "./bidi-runs.ts";

export interface SourceText {
  file: string;
  line: number;
  text: string;
  /** JSX text rendered as is (not through `<Bidi>`, a `<bdi>` or an element with `dir="ltr"`). */
  renderedRaw?: boolean;
}

export interface ContentProblem {
  file: string;
  line: number;
  phrase: string;
  rule: string;
}

const HEBREW = /[\u05D0-\u05EA]/;
/** A Hebrew word on its own: not part of a longer word. */
const word = (alternatives: string) => new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, "gu");

/** Claims the site does not make (docs/product.md#claims), slips the copy editor marked, and terms with one right form. */
const bannedPhrases: ReadonlyArray<{ pattern: RegExp; rule: string }> = [
  { pattern: /אלפי משלוחים/g, rule: "a claim the spec does not make" },
  { pattern: /כוללים איסוף ומסירה עד הדלת/g, rule: "a claim the spec does not make" },
  { pattern: /לעדכן אתכם בדרך/g, rule: "a claim the spec does not make (tracking is by phone)" },
  { pattern: /נחזור אליכם מיד/g, rule: "a claim the spec does not make" },
  { pattern: /ומשבצים אתכם/g, rule: "a claim the spec does not make" },
  { pattern: /לחכות ליום ראשון/g, rule: "a claim the spec does not make (Saturday deliveries)" },
  { pattern: /תוך עד/g, rule: '"תוך" or "עד", not both' },
  { pattern: /כתבי בית דין/g, rule: 'the term is "כתבי בי-דין"' },
  { pattern: word("מה שעות"), rule: '"מהן שעות"' },
  { pattern: /בין עירוני|בין עירוניים|בין עירונית/g, rule: '"בין-עירוני", with a hyphen' },
  { pattern: /מבוטחים בביטוח/g, rule: "a doubled word" },
  { pattern: /משלוח שנשלח/g, rule: "a doubled word" },
  { pattern: word("רבעים|ברבעים"), rule: '"רובעים"' },
  { pattern: /מירבית|מירבי(?![\p{L}])/gu, rule: '"מרבית", "מרבי"' },
  { pattern: /ווואטסאפ/g, rule: '"וואטסאפ", two vavs' },
  { pattern: /דגימות ומעבדה/g, rule: "a slip" },
  { pattern: /להזמין חכם|החדשות הטובות הן ש|פתוחים באתר|יעשה את העבודה|לקווים אחרים/g, rule: "a calque" },
  { pattern: /פירורי לחם/g, rule: 'the breadcrumb is "נתיב ניווט"' },
  { pattern: word("אנו"), rule: '"אנחנו"' },
  { pattern: /שליח עד שעה/g, rule: 'one phrasing: "שליח תוך שעה"' },
];

/** The visitor is addressed in the plural; these are singular. */
const singularAddress = word("צור קשר|שלך|אתה|אליך|לך|תוכל|תקבל|תמצא|תרצה|השאר|התקשר|הזן|הקלד|נסה");

/**
 * The fixed messages, used word for word even where singular
 * (docs/product.md#r28-fixed-messages-stay-as-written; docs/content.md, "Address and terms").
 */
const specFixedMessages: readonly string[] = ["האם אתה בטוח שברצונך למחוק לייד זה?", "אירעה שגיאה בשליחת הטופס. נסה שוב.", "נחזור אליך בהקדם"];

const typography: ReadonlyArray<{ pattern: RegExp; rule: string }> = [
  { pattern: /(?<![\d-])\d+\+(?!\d)/g, rule: 'shows as "+15" in a right-to-left line: write "יותר מ-15"' },
  { pattern: /[\u05D0-\u05EA]"[\u05D0-\u05EA]/g, rule: "gershayim (״, U+05F4), not an ASCII quote" },
  { pattern: /(?<![\p{L}])[\u05D0-\u05EA]{1,2}'(?![\p{L}])/gu, rule: "geresh (׳, U+05F3), not an ASCII apostrophe" },
  { pattern: /(?<![\d:.\-/])\d+(?::\d\d)?-\d+(?::\d\d)?(?![\d\-/])/g, rule: "a range takes an en dash (–)" },
];

/**
 * Slogans said where they matter: at most this many times across all the sources (a string in
 * the footer counts once, though every page shows it). Set when the copy was edited down from
 * about 60, 53, 60, 28, 12 and 35 rendered occurrences; raise one only where the claim matters.
 */
export const sloganCeilings: Readonly<Record<string, number>> = {
  "24/7": 10,
  "כולל שבתות וחגים": 6,
  // "תוך שעה" is counted per page, as the visitor sees it: courierPromiseProblems below.
  "השאירו פרטים": 7,
  "מהצפון ועד אילת": 3,
};

const occurrences = (text: string, pattern: RegExp) => [
  ...text.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`)),
];

/** Problems in one text (the per-text rules). */
function lintText(source: SourceText): ContentProblem[] {
  const { file, line, text } = source;
  if (!HEBREW.test(text)) return [];
  const problems: ContentProblem[] = [];
  const add = (phrase: string, rule: string) => problems.push({ file, line, phrase, rule });
  for (const { pattern, rule } of bannedPhrases) for (const match of occurrences(text, pattern)) add(match[0], rule);
  if (!specFixedMessages.some((message) => text.includes(message))) {
    for (const match of occurrences(text, singularAddress)) add(match[0], "singular address: the site speaks to visitors in the plural");
  }
  for (const { pattern, rule } of typography) for (const match of occurrences(text, pattern)) add(match[0], rule);
  if (source.renderedRaw) {
    for (const match of occurrences(text, LTR_RUN)) add(match[0], "a number that a right-to-left line scrambles: render the text through <Bidi>");
  }
  return problems;
}

/** Every problem in the texts: per text, then the slogans over the ceiling across all of them. */
export function lintContent(texts: readonly SourceText[], ceilings: Readonly<Record<string, number>> = sloganCeilings): ContentProblem[] {
  const problems = texts.flatMap(lintText);
  for (const [slogan, ceiling] of Object.entries(ceilings)) {
    const places = texts.filter((t) => HEBREW.test(t.text)).flatMap((t) => Array.from({ length: t.text.split(slogan).length - 1 }, () => t));
    if (places.length > ceiling) {
      const where = [...new Set(places.map((p) => p.file))].join(", ");
      problems.push({ file: where, line: 0, phrase: slogan, rule: `said ${places.length} times, at most ${ceiling}: say it where it matters` });
    }
  }
  return problems;
}

/** The one file that states the customer facts (issue 41). */
export const FACTS_FILE = "app/lib/customer-facts.ts";

/**
 * A customer fact typed by hand: each is written once, in FACTS_FILE, and every page uses those
 * words. The patterns find a statement of the fact however it is worded.
 */
const factRules: ReadonlyArray<{ fact: string; pattern: RegExp; use: string }> = [
  { fact: "the pickup promise", pattern: /(?<![\p{L}])(?:בתוך|תוך|עד) שעה(?![\p{L}])|מרגע ההזמנה/gu, use: "PICKUP_PROMISE, PICKUP_PROMISE_NAME" },
  { fact: "how to pay", pattern: /אשראי|העברה בנקאית|אפליקציית תשלומים|ארנק דיגיטלי|במזומן|(?<![A-Za-z])bit(?![A-Za-z])/g, use: "PAYMENT_METHODS" },
  { fact: "insurance", pattern: /מבוטח|ביטוח מלא/g, use: "INSURANCE_SUMMARY, PACKING_COVER, insuranceTerms" },
  { fact: "the claim window", pattern: /ממועד המסירה/g, use: "claimWindow" },
  { fact: "the same-day cut-off", pattern: /אושרה עד/g, use: "cutOffTimes" },
  { fact: "years of experience (the owner's figure)", pattern: /שנות ניסיון|(?<![\p{L}])שנה אנחנו/gu, use: "experienceClaim" },
];

/**
 * A customer fact on a page, in the text the visitor sees, worded other than its source: the
 * `statements` (the facts file's sentences, drawn with the figures the page was drawn with) are
 * taken out first, and any fact rule that still matches is a second wording.
 */
export function factsStatedDifferently(path: string, visibleText: string, statements: readonly string[]): ContentProblem[] {
  const squeeze = (text: string) => text.replace(/\s+/g, " ");
  const longestFirst = [...statements].map(squeeze).sort((a, b) => b.length - a.length);
  // innerText puts each block (a paragraph, a heading, a table row) on its own line.
  const lines = visibleText.split("\n").map((line) => longestFirst.reduce((rest, statement) => rest.split(statement).join(" ¶ "), squeeze(line)));
  return lintFactSources(lines.map((text) => ({ file: path, line: 0, text })));
}

/** Far destinations and express in one sentence: what reaches Eilat is said once (`farReach`). */
const farExpress = { far: /אילת|יעדים מרוחקים/, express: /אקספרס/, notOffered: /לא זמין|לא מגיע/ };

/** The owner's words in the admin (a field's label names a fact; it does not state it). */
const ownersWords = /^app\/(routes|components)\/admin\/|^app\/lib\/(site-settings|price-fields|terms-figures)\.ts$/;

/** Customer facts typed outside FACTS_FILE (the lint's own file names them to forbid them), the admin's labels aside. */
export function lintFactSources(texts: readonly SourceText[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { file, line, text } of texts) {
    if (file === FACTS_FILE || ownersWords.test(file) || !HEBREW.test(text)) continue;
    for (const { fact, pattern, use } of factRules) {
      for (const match of occurrences(text, pattern))
        problems.push({ file, line, phrase: match[0], rule: `${fact} is written once: use ${use} from ${FACTS_FILE}` });
    }
    for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
      if (farExpress.far.test(sentence) && farExpress.express.test(sentence) && !farExpress.notOffered.test(sentence)) {
        problems.push({ file, line, phrase: sentence.trim(), rule: `what reaches far destinations is written once: use farReach from ${FACTS_FILE}` });
      }
    }
  }
  return problems;
}

export const formatProblem = (p: ContentProblem) => `${p.file}${p.line ? `:${p.line}` : ""}: "${p.phrase}": ${p.rule}`;

/** The figures the price book holds (app/content/price-book.ts: modelFigures, modelPercents). */
export interface PriceModelFigures {
  shekels: ReadonlySet<number>;
  percents: ReadonlySet<number>;
}

const typedShekels = /(?<![\d.])(\d+)(?:–(\d+))?\s?₪/g;
const typedPercents = /(?<![\d.])(\d+)(?:–(\d+))?\s?%/g;

/**
 * A price or a percentage typed into prose that the price book does not hold: the copy says a
 * figure the model does not (docs/decisions/036-price-book.md). Figures interpolated from the
 * model are not in the source text, so only typed ones are checked.
 */
export function lintTypedFigures(texts: readonly SourceText[], model: PriceModelFigures): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { file, line, text } of texts) {
    if (!HEBREW.test(text)) continue;
    for (const [pattern, known, kind] of [
      [typedShekels, model.shekels, "price"],
      [typedPercents, model.percents, "percentage"],
    ] as const) {
      for (const match of text.matchAll(pattern)) {
        const numbers = [match[1], match[2]].filter((n): n is string => n !== undefined).map(Number);
        if (numbers.some((n) => !known.has(n))) {
          problems.push({ file, line, phrase: match[0], rule: `a typed ${kind} the price book does not hold: read it from app/content/price-book.ts` });
        }
      }
    }
  }
  return problems;
}

/** The "courier within an hour" promise, however it is worded. */
const courierPromise = /(?:בתוך|תוך) שעה(?![\p{L}])/gu;
/** Its condition: within the city and during the courier hours. */
const withinCity = /בתוך העיר|באותה עיר/;
const courierHoursCondition = /שעות השליחים/;
/** How often one page may make the promise, shared boxes and the footer included. */
const courierPromisePerPage = 3;

/**
 * The courier promise on one page, in the text the visitor sees (innerText): at most
 * courierPromisePerPage times, each time with its condition in the same sentence or the next one
 * (a card's title is followed by its text).
 */
export function courierPromiseProblems(path: string, visibleText: string): ContentProblem[] {
  const sentences = visibleText.split(/(?<=[.!?:])\s+|\n+/).filter((s) => s.trim());
  const problems: ContentProblem[] = [];
  let count = 0;
  sentences.forEach((sentence, i) => {
    for (const match of occurrences(sentence, courierPromise)) {
      count += 1;
      const around = `${sentence} ${sentences[i + 1] ?? ""}`;
      if (!withinCity.test(around) || !courierHoursCondition.test(around)) {
        problems.push({ file: path, line: 0, phrase: sentence.trim(), rule: `"${match[0]}" without its condition: within the city, during the courier hours` });
      }
    }
  });
  if (count > courierPromisePerPage) {
    problems.push({ file: path, line: 0, phrase: "תוך שעה", rule: `promised ${count} times on the page, at most ${courierPromisePerPage}` });
  }
  return problems;
}
