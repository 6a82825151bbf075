import { TZDate } from "@date-fns/tz";
import { openingHours } from "./business-details.ts";
import { ISRAEL_TIME_ZONE } from "./israel-time.ts";

/**
 * The courier hours (business-details.ts openingHours.couriers) as minutes of the Israeli day,
 * by day of the week (0 Sunday ... 6 Saturday); Saturday has none. Eves of holidays are not
 * known to the site: they count as weekdays.
 */
function windowsByWeekday(): Array<{ start: number; end: number } | null> {
  const minutes = (hhmm: string) => {
    const [h, m] = hhmm.split(":").map(Number);
    return h! * 60 + m!;
  };
  const [weekdays, friday] = openingHours.couriers.map((row) => {
    const [start, end] = row.hours.split("-");
    return { start: minutes(start!), end: minutes(end!) };
  });
  return [weekdays!, weekdays!, weekdays!, weekdays!, weekdays!, friday!, null];
}

const WINDOWS = windowsByWeekday();

/** The courier hours of a day of the week (0 Sunday ... 6 Saturday) as minutes of the Israeli day; null when closed. */
export const courierWindowOn = (weekday: number): { start: number; end: number } | null => WINDOWS[weekday] ?? null;
const MINUTE_MS = 60_000;
const WEEK_MINUTES = WINDOWS.reduce((sum, w) => sum + (w ? w.end - w.start : 0), 0);

interface IsraelDay {
  /** The courier window's bounds that day (epoch ms), or null on a day without one. */
  open: number | null;
  close: number | null;
  /** The next Israeli day's midnight (epoch ms). */
  next: number;
}

const HOUR_MS = 60 * MINUTE_MS;
const CACHE_MAX = 100_000;
/** Israeli midnights by UTC hour (the Israeli day is the same for a whole UTC hour: clocks change on the hour). */
const midnightByHour = new Map<number, number>();
/** Each Israeli day's window, by its midnight. */
const dayByMidnight = new Map<number, IsraelDay>();

function israelMidnight(at: number): number {
  const hour = Math.floor(at / HOUR_MS);
  let midnight = midnightByHour.get(hour);
  if (midnight === undefined) {
    const local = new TZDate(hour * HOUR_MS, ISRAEL_TIME_ZONE);
    midnight = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 0, 0, 0, ISRAEL_TIME_ZONE).getTime();
    if (midnightByHour.size > CACHE_MAX) midnightByHour.clear();
    midnightByHour.set(hour, midnight);
  }
  return midnight;
}

function israelDay(midnight: number): IsraelDay {
  let day = dayByMidnight.get(midnight);
  if (!day) {
    const local = new TZDate(midnight, ISRAEL_TIME_ZONE);
    const [y, m, d] = [local.getFullYear(), local.getMonth(), local.getDate()];
    const window = WINDOWS[local.getDay()];
    day = {
      open: window ? new TZDate(y, m, d, 0, window.start, 0, ISRAEL_TIME_ZONE).getTime() : null,
      close: window ? new TZDate(y, m, d, 0, window.end, 0, ISRAEL_TIME_ZONE).getTime() : null,
      next: new TZDate(y, m, d + 1, 0, 0, 0, ISRAEL_TIME_ZONE).getTime(),
    };
    if (dayByMidnight.size > CACHE_MAX) dayByMidnight.clear();
    dayByMidnight.set(midnight, day);
  }
  return day;
}

/**
 * How many minutes between two instants fall inside the courier hours (Israeli clock): a lead
 * that came at 23:00 and was called at 08:40 waited 10 minutes, not 9 hours 40. Each Israeli day's
 * window is worked out once and kept: "what pays" measures 100,000s of waits in one go.
 */
export function courierMinutesBetween(from: Date, to: Date): number {
  if (!(to.getTime() > from.getTime())) return 0;
  let total = 0;
  let start = from.getTime();
  const end = to.getTime();
  // Whole weeks at once: a lead never contacted may be years old.
  const weeks = Math.floor((end - start) / (7 * 24 * 60 * MINUTE_MS)) - 1;
  if (weeks > 0) {
    total += weeks * WEEK_MINUTES;
    const shifted = new TZDate(start, ISRAEL_TIME_ZONE);
    shifted.setDate(shifted.getDate() + weeks * 7);
    start = shifted.getTime();
  }
  let midnight = israelMidnight(start);
  while (midnight < end) {
    const day = israelDay(midnight);
    if (day.open !== null && day.close !== null) {
      const overlap = Math.min(day.close, end) - Math.max(day.open, start);
      if (overlap > 0) total += overlap / MINUTE_MS;
    }
    midnight = day.next;
  }
  return total;
}

/** Whether an instant is inside the courier hours. */
export function withinCourierHours(at: Date): boolean {
  const local = new TZDate(at.getTime(), ISRAEL_TIME_ZONE);
  const window = WINDOWS[local.getDay()];
  const minute = local.getHours() * 60 + local.getMinutes();
  return !!window && minute >= window.start && minute < window.end;
}

/** The middle value and the 90th percentile (nearest rank) of some durations; null for none. */
export function medianAndP90(values: readonly number[]): { count: number; median: number | null; p90: number | null } {
  if (values.length === 0) return { count: 0, median: null, p90: null };
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
  return { count: sorted.length, median: rank(0.5), p90: rank(0.9) };
}
