/**
 * "What pays" on the summary (docs/decisions/050): per campaign or referrer, and per landing
 * page, how many leads, how many won, for how much, the conversion rate and the median time to a
 * first contact (courier hours). Pure: the server reads the rows.
 */
import { formatResponseMinutes } from "./first-contact.ts";
export const WHAT_PAYS_PERIODS = [30, 90] as const;
export type WhatPaysPeriod = (typeof WHAT_PAYS_PERIODS)[number];

/** `?days=90` on the summary; anything else is 30. */
export const whatPaysPeriodOf = (params: URLSearchParams): WhatPaysPeriod => (params.get("days") === "90" ? 90 : 30);

/** One platform's share of a campaign: what came through Google's ads, what through Facebook. */
export interface WhatPaysPart {
  /** The platform in the owner's words (source-words.ts). */
  label: string;
  leads: number;
  won: number;
  wonValue: number;
}

export interface WhatPaysRow {
  /** A campaign's name as the owner wrote it, a platform in his words, or a landing page's title. */
  label: string;
  /** A campaign (utm_campaign), summed over the platforms it ran on. */
  campaign?: true;
  /** A campaign's platforms, best first. */
  platforms?: WhatPaysPart[];
  leads: number;
  won: number;
  /** Whole shekels over the won leads. */
  wonValue: number;
  /** Median minutes (courier hours) from the lead to its first contact; null when none was contacted. */
  medianFirstContact: number | null;
  /** Leads with a first contact, the median's base. */
  contacted: number;
}

export interface WhatPays {
  days: WhatPaysPeriod;
  /** When these figures were read (ISO): at a million leads they may be a few minutes old. */
  computedAt: string;
  bySource: WhatPaysRow[];
  byLandingPage: WhatPaysRow[];
}

/** Won out of leads, one decimal place, as a percentage ("12.5%"); "-" without leads. */
export function conversionRate(won: number, leads: number): string {
  if (leads <= 0) return "-";
  return `${(Math.round((won / leads) * 1000) / 10).toFixed(1)}%`;
}

const shekels = new Intl.NumberFormat("he-IL", { maximumFractionDigits: 0 });
export const formatShekels = (value: number) => `${shekels.format(value)} ₪`;

/** Courier-hour minutes as the owner reads them ("12 דק׳", "3 שע׳ 5 דק׳"; an answer before the day's hours in words, never "0 דק׳"); "-" for none. */
export const formatWait = (minutes: number | null): string => (minutes === null ? "-" : formatResponseMinutes(minutes));

const number = new Intl.NumberFormat("he-IL");
const leadCount = (n: number) => (n === 1 ? "ליד אחד" : `${number.format(n)} לידים`);

/** A platform's share of a campaign in one line: "פייסבוק: 2 לידים, 1 הוזמנו, 1,200 ₪". */
export function partLine(part: WhatPaysPart): string {
  const won = part.won ? `, ${number.format(part.won)} הוזמנו${part.wonValue ? `, ${formatShekels(part.wonValue)}` : ""}` : "";
  return `${part.label}: ${leadCount(part.leads)}${won}`;
}

/**
 * The answer first, for the top of the summary: the source that paid most in the period, and what
 * "most" means here. Most won value; when no won lead has a value, most won leads; when nothing was
 * won, no winner is named, only where most leads came from. `bySource` is already in that order.
 */
export function whatPaysAnswer(pays: Pick<WhatPays, "days" | "bySource">): { headline: string; detail: string; basis: string | null } {
  const period = `ב-${pays.days} הימים האחרונים`;
  const best = pays.bySource[0];
  if (!best) return { headline: `אין לידים ${period}`, detail: "", basis: null };
  const name = best.campaign ? `${whatPaysWords.campaign} ${best.label}` : best.label;
  if (!best.won) return { headline: `עוד אין לידים שהוזמנו ${period}`, detail: `הכי הרבה לידים: ${name} (${leadCount(best.leads)})`, basis: null };
  const wonOf = `${number.format(best.won)} הוזמנו מתוך ${leadCount(best.leads)}`;
  return {
    headline: `${best.campaign ? "הקמפיין" : "המקור"} הכי משתלם ${period}: ${best.label}`,
    detail: best.wonValue ? `${formatShekels(best.wonValue)} מלידים שהוזמנו (${wonOf})` : wonOf,
    basis: best.wonValue ? "משתלם = הכי הרבה ₪ מלידים שהוזמנו" : "משתלם = הכי הרבה לידים שהוזמנו (לא נרשם שווי)",
  };
}

export const whatPaysWords = {
  heading: "מה מכניס",
  bySource: "לפי קמפיין או מקור",
  campaign: "קמפיין",
  platforms: "לפי פלטפורמה:",
  median: "חציון: חצי מהלידים נענו מהר יותר מזה",
  toTables: "לכל הטבלה",
  byLandingPage: "לפי עמוד נחיתה",
  period: (days: number) => `${days} ימים`,
  columns: { label: "קמפיין או מקור", page: "עמוד", leads: "לידים", won: "הוזמנו", value: "שווי", rate: "המרה", firstContact: "חציון עד מענה ראשון" },
  empty: (days: number) => `אין לידים ב-${days} הימים האחרונים`,
  note: "זמן המענה נספר בשעות הפעילות בלבד, רק ללידים שנוצר איתם קשר מהמערכת. לא כולל מועמדים לעבודה.",
} as const;
