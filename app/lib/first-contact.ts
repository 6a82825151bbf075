/**
 * First contact (docs/decisions/049-first-contact-and-replies.md): the first call or WhatsApp
 * opened from the admin, how long a lead has waited for it, and how long leads waited this week
 * and last, counting only the courier hours (courier-hours.ts).
 */
import { TZDate } from "@date-fns/tz";
import { courierMinutesBetween, courierWindowOn, medianAndP90 } from "./courier-hours.ts";
import { ISRAEL_TIME_ZONE, startOfIsraelWeek } from "./israel-time.ts";
import type { ReplyTemplate } from "./reply-templates.ts";

const CONTACT_WAYS = ["call", "whatsapp"] as const;
export type ContactWay = (typeof CONTACT_WAYS)[number];
export const isContactWay = (value: unknown): value is ContactWay => typeof value === "string" && (CONTACT_WAYS as readonly string[]).includes(value);

export const contactWayLabels: Record<ContactWay, string> = { call: "שיחה", whatsapp: "וואטסאפ" };

export interface FirstContact {
  at: string;
  /** The admin's e-mail as it was then. */
  by: string | null;
  via: ContactWay;
}

/** A lead that came before first contacts were recorded (migration 0023): whether anyone called it is not known. */
export const FIRST_CONTACT_UNRECORDED = "unrecorded";
/** What the lead's detail says of such a lead's first contact. */
export const firstContactUnrecordedText = "לא ידוע: הליד הגיע לפני שהמערכת התחילה לרשום שיחות והודעות";

/** What the waiting mark counts; a list says it once for all its marks (WaitingBadge's `describedBy`). */
export const waitingHint = "זמן ההמתנה לשיחה או להודעה ראשונה, בשעות הפעילות של השליחים";

/** What the leads' screens need for contact: the waiting setting, the instant the page was computed at, the reply templates. */
export interface ContactSettings {
  waitMinutes: number;
  now: string;
  templates: ReplyTemplate[];
}

/**
 * How many courier minutes a lead has waited for its first contact, when that is longer than the
 * setting (LEAD_WAIT_MINUTES); null when it is not waiting or not yet long enough.
 */
export function waitingMinutes(lead: { createdAt: string; awaitingFirstContact: boolean }, now: Date, thresholdMinutes: number): number | null {
  if (!lead.awaitingFirstContact) return null;
  const minutes = Math.floor(courierMinutesBetween(new Date(lead.createdAt), now));
  return minutes > thresholdMinutes ? minutes : null;
}

/** A duration in courier minutes as the admin reads it: "42 דק׳", "3 שע׳ 5 דק׳"; under a minute, "פחות מדקה". */
export function formatCourierMinutes(minutes: number): string {
  if (minutes > 0 && minutes < 0.5) return "פחות מדקה";
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} דק׳`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest ? `${hours.toLocaleString("he-IL")} שע׳ ${rest} דק׳` : `${hours.toLocaleString("he-IL")} שע׳`;
}

/** What a time to first contact of no courier minutes at all means: the answer came outside the hours, before they began. */
const answeredBeforeHours = "לפני תחילת שעות הפעילות";

/**
 * A time to first contact (courier minutes) as the summary says it. None at all (0) is an answer
 * given outside the courier hours to a lead that came outside them: "0 דק׳" read as an instant
 * answer, which it was not, so it says when it came instead.
 */
export const formatResponseMinutes = (minutes: number) => (minutes === 0 ? answeredBeforeHours : formatCourierMinutes(minutes));

const DAY_MS = 24 * 60 * 60_000;

/** Whole days in Hebrew: "יום", "יומיים", "3 ימים". */
export function daysInWords(days: number): string {
  if (days === 1) return "יום";
  if (days === 2) return "יומיים";
  return `${days.toLocaleString("he-IL")} ימים`;
}

/**
 * The waiting mark's words. Within a day of the lead's arrival, the courier hours and minutes it
 * has waited ("ממתין 3 שע׳ 5 דק׳"); past a day, the whole days since it came ("ממתין 3 ימים"):
 * "88 שע׳ 10 דק׳" of courier time is a count nobody reads at a glance.
 */
export function waitingLabel(minutes: number, createdAt: string, now: Date): string {
  const days = Math.floor((now.getTime() - Date.parse(createdAt)) / DAY_MS);
  return `ממתין ${days >= 1 ? daysInWords(days) : formatCourierMinutes(minutes)}`;
}

/** One Israeli week: from its Sunday 00:00 to the next. */
export interface WeekRange {
  start: Date;
  end: Date;
}

/** This Israeli week (to its end, next Sunday) and the one before. */
export function thisAndLastWeek(now: Date): { thisWeek: WeekRange; lastWeek: WeekRange } {
  const start = startOfIsraelWeek(now);
  const shift = (days: number) => {
    const local = new TZDate(start.getTime(), ISRAEL_TIME_ZONE);
    return new Date(new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + days, 0, 0, 0, ISRAEL_TIME_ZONE).getTime());
  };
  return { thisWeek: { start, end: shift(7) }, lastWeek: { start: shift(-7), end: start } };
}

/** A week's response times: leads contacted, the median and 90th percentile in courier minutes, and leads still waiting. */
export interface ResponseTimes {
  contacted: number;
  median: number | null;
  p90: number | null;
  waiting: number;
}

const MINUTE_MS = 60_000;

/**
 * courierMinutesBetween for many pairs inside one span: each Israeli day's courier window is found
 * once as two instants (courierWindowOn, on the Israeli clock, so clock changes hold), then an
 * instant is placed by a binary search over the days. A week of 100,000 leads took 13.7 s of CPU
 * one pair at a time (several time-zone dates per pair). Instants outside the span fall back to
 * courierMinutesBetween.
 */
export function courierClock(spanStart: Date, spanEnd: Date): (from: Date, to: Date) => number {
  const days: Array<{ start: number; open: number; close: number; before: number }> = [];
  let day = new TZDate(spanStart.getTime(), ISRAEL_TIME_ZONE);
  day = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 0, 0, 0, ISRAEL_TIME_ZONE);
  let before = 0;
  let end = day.getTime();
  while (day.getTime() <= spanEnd.getTime()) {
    const at = (minutes: number) => new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 0, minutes, 0, ISRAEL_TIME_ZONE).getTime();
    const window = courierWindowOn(day.getDay());
    const open = window ? at(window.start) : day.getTime();
    const close = window ? at(window.end) : day.getTime();
    days.push({ start: day.getTime(), open, close, before });
    before += (close - open) / MINUTE_MS;
    day = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, 0, 0, 0, ISRAEL_TIME_ZONE);
    end = day.getTime();
  }
  const first = days[0]?.start ?? Infinity;
  /** Courier minutes from the span's first midnight to `at`. */
  const upTo = (at: number) => {
    let low = 0;
    let high = days.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (days[mid]!.start <= at) low = mid;
      else high = mid - 1;
    }
    const d = days[low]!;
    return d.before + (Math.min(Math.max(at, d.open), d.close) - d.open) / MINUTE_MS;
  };
  return (from, to) => {
    const a = from.getTime();
    const b = to.getTime();
    if (!(b > a)) return 0;
    if (a < first || b >= end) return courierMinutesBetween(from, to);
    return upTo(b) - upTo(a);
  };
}

/** The figures from the week's contacted leads (arrival, first contact) and the count still waiting. */
export function responseTimesOf(rows: ReadonlyArray<{ createdAt: string; firstContactAt: string }>, waiting: number): ResponseTimes {
  if (rows.length === 0) return { contacted: 0, median: null, p90: null, waiting };
  let start = Infinity;
  let end = -Infinity;
  const pairs = rows.map((row) => {
    const from = Date.parse(row.createdAt);
    const to = Date.parse(row.firstContactAt);
    start = Math.min(start, from);
    end = Math.max(end, to);
    return [from, to] as const;
  });
  const between = courierClock(new Date(start), new Date(end));
  const { count, median, p90 } = medianAndP90(pairs.map(([from, to]) => between(new Date(from), new Date(to))));
  return { contacted: count, median, p90, waiting };
}
