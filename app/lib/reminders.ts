/**
 * Reminders to call a lead back (docs/decisions/050-reminders-notes-what-pays.md): the presets the
 * owner taps, a time typed on the Israeli clock, what is allowed, and the badge a due lead wears.
 * Pure: "now" is passed in (the server's clock, app/.server/clock.ts).
 */
import { TZDate } from "@date-fns/tz";
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

const two = (n: number) => String(n).padStart(2, "0");
const israel = (at: Date | number) => new TZDate(typeof at === "number" ? at : at.getTime(), ISRAEL_TIME_ZONE);
const at = (day: TZDate, hour: number, offsetDays = 0) =>
  new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + offsetDays, hour, 0, 0, ISRAEL_TIME_ZONE).getTime());

/** The next 16:00 on the Israeli clock: today's while it is before 16:00, else tomorrow's. */
function nextAfternoon(now: Date): { at: Date; today: boolean } {
  const today = at(israel(now), 16);
  return today.getTime() > now.getTime() ? { at: today, today: true } : { at: at(israel(now), 16, 1), today: false };
}

/** When a preset falls, from `now`; "in an hour" to the whole minute. */
export function presetTime(preset: ReminderPreset, now: Date): Date {
  switch (preset) {
    case "hour":
      return new Date(Math.ceil((now.getTime() + 3_600_000) / 60_000) * 60_000);
    case "afternoon":
      return nextAfternoon(now).at;
    case "morning":
      return at(israel(now), 9, 1);
  }
}

/** The presets' words now: after 16:00 "today at 16:00" becomes "tomorrow at 16:00". */
export function presetLabel(preset: ReminderPreset, now: Date): string {
  if (preset === "hour") return reminderMessages.hour;
  if (preset === "morning") return reminderMessages.morning;
  return nextAfternoon(now).today ? reminderMessages.today16 : reminderMessages.tomorrow16;
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
