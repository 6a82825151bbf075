/**
 * The festivals that are days of rest in Israel with Shabbat (the Law and Administration
 * Ordinance, section 18A): the two days of Rosh Hashana, Yom Kippur, the first day of Sukkot,
 * Shemini Atzeret, the first and seventh days of Pesach, and Shavuot. Couriers do not work on them
 * as on Shabbat, so a reminder preset passes over them (reminders.ts). Read from the Hebrew
 * calendar of the platform's Intl. Their eves, and days the owner closes on his own
 * (Independence Day...), are not known.
 */
import { ISRAEL_TIME_ZONE } from "./israel-time.ts";

const FESTIVALS: ReadonlyArray<readonly [month: string, day: number, name: string]> = [
  ["Tishri", 1, "ראש השנה"],
  ["Tishri", 2, "ראש השנה"],
  ["Tishri", 10, "יום כיפור"],
  ["Tishri", 15, "סוכות"],
  ["Tishri", 22, "שמחת תורה"],
  ["Nisan", 15, "פסח"],
  ["Nisan", 21, "שביעי של פסח"],
  ["Sivan", 6, "שבועות"],
];

const hebrewDate = new Intl.DateTimeFormat("en-u-ca-hebrew", { day: "numeric", month: "long", timeZone: ISRAEL_TIME_ZONE });

/** The festival of rest `instant` falls on, on the Israeli clock (its Hebrew name), or null. */
export function restFestivalOn(instant: Date): string | null {
  const parts = hebrewDate.formatToParts(instant);
  const month = parts.find((part) => part.type === "month")?.value;
  const day = Number(parts.find((part) => part.type === "day")?.value);
  return FESTIVALS.find(([m, d]) => m === month && d === day)?.[2] ?? null;
}
