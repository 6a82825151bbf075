import { tz, tzOffset } from "@date-fns/tz";
// Per-function entry points: the package root loads every date-fns module (seconds at start-up).
import { addDays } from "date-fns/addDays";
import { format } from "date-fns/format";
import { startOfDay } from "date-fns/startOfDay";
import { startOfWeek } from "date-fns/startOfWeek";

/** The business runs on Israeli days: "today" and "this week" are Asia/Jerusalem, weeks from Sunday. */
export const ISRAEL_TIME_ZONE = "Asia/Jerusalem";
const inIsrael = { in: tz(ISRAEL_TIME_ZONE) };

/** The instant the Israeli day containing `now` began. */
export function startOfIsraelDay(now: Date): Date {
  return new Date(startOfDay(now, inIsrael).getTime());
}

/** The instant the Israeli week (Sunday 00:00) containing `now` began. */
export function startOfIsraelWeek(now: Date): Date {
  return new Date(startOfWeek(now, { ...inIsrael, weekStartsOn: 0 }).getTime());
}

const HOUR_MS = 3_600_000;
const offsetByHour = new Map<number, number>();

/**
 * Israel's UTC offset in minutes at an instant. Clocks change on the hour, so the offset is the
 * same for a whole UTC hour: cached per hour, which makes formatting 100,000 export rows cheap.
 */
function israelOffsetMinutes(at: Date): number {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    offset = tzOffset(ISRAEL_TIME_ZONE, new Date(hour * HOUR_MS));
    if (offsetByHour.size > 50_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

const two = (n: number) => String(n).padStart(2, "0");

/** dd/MM/yyyy HH:mm on the Israeli clock, as the admin table and the export show a lead's time. */
export function formatIsraelDateTime(at: Date | string): string {
  const instant = new Date(at);
  const local = new Date(instant.getTime() + israelOffsetMinutes(instant) * 60_000);
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** yyyy-MM-dd of the Israeli day, as in the export's file name. */
export function israelDateStamp(at: Date): string {
  return format(at, "yyyy-MM-dd", inIsrael);
}

export interface IsraelDay {
  /** yyyy-MM-dd */
  date: string;
  /** Inclusive start and exclusive end, as ISO 8601 UTC instants. */
  start: string;
  end: string;
}

/**
 * The last `count` Israeli days up to and including today, oldest first. Days are 23 or 25 hours
 * long across daylight-saving changes, so each boundary is computed on the Israeli calendar.
 */
export function lastIsraelDays(now: Date, count: number): IsraelDay[] {
  const today = startOfDay(now, inIsrael);
  const days: IsraelDay[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const start = addDays(today, -back, inIsrael);
    const end = addDays(today, -back + 1, inIsrael);
    days.push({ date: format(start, "yyyy-MM-dd", inIsrael), start: new Date(start.getTime()).toISOString(), end: new Date(end.getTime()).toISOString() });
  }
  return days;
}
