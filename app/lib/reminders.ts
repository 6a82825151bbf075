/**
 * Reminders to call a lead back (docs/decisions/050-reminders-notes-what-pays.md): the presets the
 * owner taps, a time typed on the Israeli clock, what is allowed, the badge a due lead wears, and
 * the reminders screen's groups and words. Pure: "now" is passed in (the server's clock,
 * app/.server/clock.ts).
 *
 * A preset tied to a time of day ("מחר בבוקר", "16:00") falls on the owner's working week: the
 * first day whose courier hours (courier-hours.ts) hold that hour and that is no festival of rest
 * (rest-days.ts), so never on Shabbat or Yom Kippur; Friday evening's "tomorrow morning" is
 * Sunday's. A time the owner types himself is kept as typed, Shabbat, festival or not.
 */
import { TZDate } from "@date-fns/tz";
import { courierWindowOn } from "./courier-hours.ts";
import { restFestivalOn } from "./rest-days.ts";
import { ISRAEL_TIME_ZONE } from "./israel-time.ts";

export const REMINDER_PRESETS = ["hour", "afternoon", "morning"] as const;
export type ReminderPreset = (typeof REMINDER_PRESETS)[number];

/** The furthest ahead a reminder may be set. */
export const REMINDER_MAX_DAYS = 365;
const DAY_MS = 24 * 3_600_000;

export const reminderMessages = {
  heading: "תזכורת לחזור",
  hour: "בעוד שעה",
  today16: "היום ב-16:00",
  tomorrow16: "מחר ב-16:00",
  morning: "מחר בבוקר",
  custom: "מועד אחר",
  setCustom: "קביעה",
  clear: "ביטול התזכורת",
  set: "תזכורת נקבעה",
  cleared: "התזכורת בוטלה",
  badTime: "יש לבחור תאריך ושעה",
  past: "המועד כבר עבר: יש לבחור מועד עתידי",
  tooFar: "אפשר לקבוע תזכורת עד שנה קדימה",
  failed: "לא הצלחנו לקבוע את התזכורת",
  invalid: "התזכורת לא נקבעה: יש לבחור מועד עתידי, עד שנה קדימה",
  none: "אין תזכורת",
  dueHeading: "תזכורות שהגיע זמנן",
} as const;

/** The reminders screen's words. */
export const remindersScreenMessages = {
  title: "תזכורות",
  overdue: "באיחור",
  today: "להיום",
  next: "בהמשך",
  empty: "אין תזכורות פתוחות. קובעים תזכורת מתוך הליד, ב״תזכורת לחזור״.",
  noneOverdue: "אין תזכורות באיחור",
  noneToday: "אין עוד תזכורות להיום",
  noneNext: "אין תזכורות בהמשך",
  note: "הערה אחרונה",
  more: (shown: number) => `מוצגות ${shown.toLocaleString("he-IL")} התזכורות הקרובות ביותר`,
} as const;

const WEEKDAYS = ["ראשון", "שני", "שלישי", "רביעי", "חמישי", "שישי", "שבת"] as const;

const two = (n: number) => String(n).padStart(2, "0");
const israel = (at: Date | number) => new TZDate(typeof at === "number" ? at : at.getTime(), ISRAEL_TIME_ZONE);
const at = (day: TZDate, hour: number, offsetDays = 0) =>
  new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + offsetDays, hour, 0, 0, ISRAEL_TIME_ZONE).getTime());

const MORNING_HOUR = 9;
const AFTERNOON_HOUR = 16;

/** Whether `hour`:00 falls inside the courier hours of a day of the week (0 Sunday ... 6 Saturday). */
function workingHourOn(weekday: number, hour: number): boolean {
  const window = courierWindowOn(weekday);
  return !!window && hour * 60 >= window.start && hour * 60 < window.end;
}

/**
 * The first `hour`:00 after `now`, from `fromDay` days ahead of today (Israeli clock), on a day
 * whose courier hours hold that hour and that is no festival of rest (rest-days.ts); `days`: how
 * many days ahead of today it is.
 */
function nextWorkingHour(now: Date, hour: number, fromDay: number): { at: Date; days: number } {
  const today = israel(now);
  // A week always has a working day (Rosh Hashana's two days and a Shabbat are three): eight tries find one.
  for (let days = fromDay; days < fromDay + 8; days++) {
    const candidate = at(today, hour, days);
    if (candidate.getTime() > now.getTime() && workingHourOn(israel(candidate).getDay(), hour) && !restFestivalOn(candidate)) return { at: candidate, days };
  }
  return { at: at(today, hour, fromDay), days: fromDay };
}

const nextMorning = (now: Date) => nextWorkingHour(now, MORNING_HOUR, 1);
const nextAfternoon = (now: Date) => nextWorkingHour(now, AFTERNOON_HOUR, 0);

/** When a preset falls, from `now`; "in an hour" to the whole minute (the owner asked for that hour, whatever the day). */
export function presetTime(preset: ReminderPreset, now: Date): Date {
  switch (preset) {
    case "hour":
      return new Date(Math.ceil((now.getTime() + 3_600_000) / 60_000) * 60_000);
    case "afternoon":
      return nextAfternoon(now).at;
    case "morning":
      return nextMorning(now).at;
  }
}

/** A day ahead of today in words: "היום", "מחר", else "ביום ראשון". */
const dayAhead = (days: number, at: Date) => (days === 0 ? "היום" : days === 1 ? "מחר" : `ביום ${WEEKDAYS[israel(at).getDay()]}`);

/** The presets' words now: after 16:00 "today at 16:00" becomes "tomorrow at 16:00"; on Friday evening "tomorrow morning" is Sunday's. */
export function presetLabel(preset: ReminderPreset, now: Date): string {
  if (preset === "hour") return reminderMessages.hour;
  if (preset === "morning") {
    const morning = nextMorning(now);
    return morning.days === 1 ? reminderMessages.morning : `${dayAhead(morning.days, morning.at)} בבוקר`;
  }
  const afternoon = nextAfternoon(now);
  if (afternoon.days === 0) return reminderMessages.today16;
  return afternoon.days === 1 ? reminderMessages.tomorrow16 : `${dayAhead(afternoon.days, afternoon.at)} ב-16:00`;
}

/** A `datetime-local` value (yyyy-MM-ddTHH:mm) read on the Israeli clock; null when it is not one. */
export function parseIsraelLocal(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const local = new TZDate(year, month - 1, day, hour, minute, 0, ISRAEL_TIME_ZONE);
  // 31/02 rolls over to March: not a date anyone meant.
  if (local.getDate() !== day || local.getMonth() !== month - 1) return null;
  return new Date(local.getTime());
}

/** An instant as a `datetime-local` value on the Israeli clock (the field's min, max and default). */
export function israelLocalValue(instant: Date): string {
  const local = israel(instant);
  return `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}T${two(local.getHours())}:${two(local.getMinutes())}`;
}

export type ReminderTime = { ok: true; at: Date } | { ok: false; message: string };

/** What the form asked for: a preset, or a typed time in the future and within a year. */
export function reminderTimeFrom(input: { preset?: string | null; at?: string | null }, now: Date): ReminderTime {
  if (input.preset && (REMINDER_PRESETS as readonly string[]).includes(input.preset)) return { ok: true, at: presetTime(input.preset as ReminderPreset, now) };
  const typed = typeof input.at === "string" ? parseIsraelLocal(input.at.trim()) : null;
  if (!typed) return { ok: false, message: reminderMessages.badTime };
  if (typed.getTime() <= now.getTime()) return { ok: false, message: reminderMessages.past };
  if (typed.getTime() > now.getTime() + REMINDER_MAX_DAYS * DAY_MS) return { ok: false, message: reminderMessages.tooFar };
  return { ok: true, at: typed };
}

/** HH:mm on the Israeli clock, with the day (dd/MM) when it is not `now`'s day. */
function reminderClock(remindAt: string | Date, now: Date): string {
  const local = israel(new Date(remindAt));
  const today = israel(now);
  const time = `${two(local.getHours())}:${two(local.getMinutes())}`;
  const sameDay = local.getFullYear() === today.getFullYear() && local.getMonth() === today.getMonth() && local.getDate() === today.getDate();
  return sameDay ? time : `${two(local.getDate())}/${two(local.getMonth() + 1)} ${time}`;
}

/** The badge of a lead whose reminder is due: "תזכורת · 16:00". */
export const reminderBadge = (remindAt: string | Date, now: Date) => `תזכורת · ${reminderClock(remindAt, now)}`;

/** Whether a reminder is due at `now`. */
export const reminderDue = (remindAt: string | null, now: Date) => remindAt !== null && new Date(remindAt).getTime() <= now.getTime();

/** Isolated, so a Latin name keeps its own order inside the Hebrew line (U+2068 ... U+2069). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The notification of a due reminder: "תזכורת: <name>", the route when known; a tap opens the lead. */
export function reminderPushMessage(lead: { id: number; name: string; fromLocation: string | null; toLocation: string | null }, adminPath: string) {
  const route = lead.fromLocation && lead.toLocation ? `${isolate(lead.fromLocation)} ← ${isolate(lead.toLocation)}` : null;
  return {
    title: `תזכורת: ${isolate(lead.name)}`,
    body: route ? `לחזור ללקוח · ${route}` : "לחזור ללקוח",
    url: `${adminPath}?lead=${lead.id}`,
    tag: `reminder-${lead.id}`,
  };
}

/** Whole Israeli days from `now`'s day to `at`'s (negative before it). */
function israeliDaysBetween(now: Date, at: Date): number {
  const day = (instant: Date) => {
    const local = israel(instant);
    return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate());
  };
  return Math.round((day(at) - day(now)) / DAY_MS);
}

/**
 * When a reminder is due, as the owner says it (Israeli clock): "היום ב-16:00", "מחר ב-09:00",
 * "אתמול ב-16:00", else the weekday and the date, "ביום ראשון 06/12 ב-09:00" (the year when not this one).
 */
export function reminderWhen(remindAt: string | Date, now: Date): string {
  const instant = new Date(remindAt);
  const local = israel(instant);
  const time = `ב-${two(local.getHours())}:${two(local.getMinutes())}`;
  const days = israeliDaysBetween(now, instant);
  if (days === 0) return `היום ${time}`;
  if (days === 1) return `מחר ${time}`;
  if (days === -1) return `אתמול ${time}`;
  const year = local.getFullYear() === israel(now).getFullYear() ? "" : `/${local.getFullYear()}`;
  return `ביום ${WEEKDAYS[local.getDay()]} ${two(local.getDate())}/${two(local.getMonth() + 1)}${year} ${time}`;
}

/** One reminder on the reminders screen: the lead it is for, its route, when, and the lead's latest note. */
export interface OpenReminder {
  id: number;
  name: string;
  fromLocation: string | null;
  toLocation: string | null;
  remindAt: string;
  /** The newest note written on the lead (reminders have no text of their own); null when none. */
  latestNote: string | null;
}

/** What the reminders screen loads: the reminders' clock, the open leads' reminders (soonest first), and whether more were left out. */
export interface RemindersScreenData {
  now: string;
  reminders: OpenReminder[];
  /** The screen holds only the soonest ones: there were more. */
  limited: boolean;
}

/** The reminders screen's three groups: its time passed, later today, after today; each soonest first. */
export interface ReminderGroups<T> {
  overdue: T[];
  today: T[];
  next: T[];
}

/** Sorts reminders into the screen's groups by the Israeli day of `now`. */
export function groupReminders<T extends { remindAt: string }>(reminders: readonly T[], now: Date): ReminderGroups<T> {
  const groups: ReminderGroups<T> = { overdue: [], today: [], next: [] };
  const sorted = [...reminders].sort((a, b) => Date.parse(a.remindAt) - Date.parse(b.remindAt));
  for (const reminder of sorted) {
    const instant = new Date(reminder.remindAt);
    if (instant.getTime() <= now.getTime()) groups.overdue.push(reminder);
    else if (israeliDaysBetween(now, instant) === 0) groups.today.push(reminder);
    else groups.next.push(reminder);
  }
  return groups;
}
