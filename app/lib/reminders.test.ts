import { describe, expect, it } from "vitest";
import {
  israelLocalValue,
  parseIsraelLocal,
  groupReminders,
  presetLabel,
  presetTime,
  reminderBadge,
  reminderWhen,
  reminderDue,
  reminderPushMessage,
  reminderTimeFrom,
  reminderMessages,
} from "./reminders.ts";

// Thursday 26 November 2026, 10:20 in Israel (UTC+2).
const morning = new Date("2026-11-26T08:20:00Z");
// The same day at 17:05.
const evening = new Date("2026-11-26T15:05:00Z");

describe("reminder presets", () => {
  it("in an hour, to the whole minute", () => {
    expect(presetTime("hour", new Date("2026-11-26T08:20:30Z")).toISOString()).toBe("2026-11-26T09:21:00.000Z");
  });

  it("today at 16:00 while it is before 16:00, else tomorrow's, and says which", () => {
    expect(presetTime("afternoon", morning).toISOString()).toBe("2026-11-26T14:00:00.000Z");
    expect(presetLabel("afternoon", morning)).toBe("היום ב-16:00");
    // Monday 23 November 17:05: tomorrow's.
    const mondayEvening = new Date("2026-11-23T15:05:00Z");
    expect(presetTime("afternoon", mondayEvening).toISOString()).toBe("2026-11-24T14:00:00.000Z");
    expect(presetLabel("afternoon", mondayEvening)).toBe("מחר ב-16:00");
  });

  it("tomorrow morning at 09:00 Israeli time, across the autumn clock change", () => {
    expect(presetTime("morning", morning).toISOString()).toBe("2026-11-27T07:00:00.000Z");
    // Saturday 24 October 2026: clocks go back on Sunday 25 October 02:00 (UTC+3 -> UTC+2).
    expect(presetTime("morning", new Date("2026-10-24T18:00:00Z")).toISOString()).toBe("2026-10-25T07:00:00.000Z");
  });
});

describe("presets in the owner's working week: never on a festival of rest either", () => {
  // Israel is UTC+3 until 25 October 2026. Rosh Hashana 5787: Saturday 12 and Sunday 13 September.
  const il = (local: string) => new Date(`${local}+03:00`);

  it("Friday evening before Rosh Hashana: Shabbat and the festival's second day pass, Monday 09:00", () => {
    const friday = il("2026-09-11T20:00:00");
    expect(presetTime("morning", friday)).toEqual(il("2026-09-14T09:00:00"));
    expect(presetLabel("morning", friday)).toBe("ביום שני בבוקר");
    expect(presetTime("afternoon", friday)).toEqual(il("2026-09-14T16:00:00"));
  });

  it("the evening before Yom Kippur (Sunday 20 September): Tuesday morning, and 'in an hour' stays the hour asked", () => {
    const sunday = il("2026-09-20T18:00:00");
    expect(presetTime("morning", sunday)).toEqual(il("2026-09-22T09:00:00"));
    expect(presetLabel("morning", sunday)).toBe("ביום שלישי בבוקר");
    expect(presetTime("hour", sunday)).toEqual(il("2026-09-20T19:00:00"));
    // A time typed for the festival itself is the owner's, kept.
    expect(reminderTimeFrom({ at: "2026-09-21T10:00" }, sunday)).toEqual({ ok: true, at: il("2026-09-21T10:00:00") });
  });
});

describe("presets in the owner's working week: never on Shabbat", () => {
  // Israel is UTC+2 in winter: Friday 27 November 2026, Saturday 28, Sunday 29.
  const il = (local: string) => new Date(`${local}+02:00`);

  it("'tomorrow morning' chosen on Friday evening is Sunday 09:00, and says so", () => {
    const fridayEvening = il("2026-11-27T20:00:00");
    expect(presetTime("morning", fridayEvening)).toEqual(il("2026-11-29T09:00:00"));
    expect(presetLabel("morning", fridayEvening)).toBe("ביום ראשון בבוקר");
    expect(reminderTimeFrom({ preset: "morning" }, fridayEvening)).toEqual({ ok: true, at: il("2026-11-29T09:00:00") });
  });

  it("on Friday morning too (Saturday is tomorrow); Thursday evening's is Friday 09:00, inside Friday's hours", () => {
    expect(presetTime("morning", il("2026-11-27T08:00:00"))).toEqual(il("2026-11-29T09:00:00"));
    expect(presetTime("morning", il("2026-11-26T20:00:00"))).toEqual(il("2026-11-27T09:00:00"));
    expect(presetLabel("morning", il("2026-11-26T20:00:00"))).toBe("מחר בבוקר");
  });

  it("on Saturday it is Sunday's: tomorrow, as always", () => {
    expect(presetTime("morning", il("2026-11-28T12:00:00"))).toEqual(il("2026-11-29T09:00:00"));
    expect(presetLabel("morning", il("2026-11-28T12:00:00"))).toBe("מחר בבוקר");
    expect(presetTime("afternoon", il("2026-11-28T12:00:00"))).toEqual(il("2026-11-29T16:00:00"));
    expect(presetLabel("afternoon", il("2026-11-28T12:00:00"))).toBe("מחר ב-16:00");
  });

  it("16:00 falls after Friday's hours (08:30-15:00): from Thursday evening and on Friday it is Sunday's", () => {
    // Expectation changed in issue 42: Thursday 17:05 used to give Friday 16:00, after the Friday close.
    expect(presetTime("afternoon", evening)).toEqual(il("2026-11-29T16:00:00"));
    expect(presetLabel("afternoon", evening)).toBe("ביום ראשון ב-16:00");
    expect(presetTime("afternoon", il("2026-11-27T10:00:00"))).toEqual(il("2026-11-29T16:00:00"));
    expect(presetLabel("afternoon", il("2026-11-27T10:00:00"))).toBe("ביום ראשון ב-16:00");
  });

  it("'in an hour' is the hour the owner asked for, and a time he types is kept, Shabbat or not", () => {
    expect(presetTime("hour", il("2026-11-27T20:00:00"))).toEqual(il("2026-11-27T21:00:00"));
    expect(reminderTimeFrom({ at: "2026-11-28T10:00" }, il("2026-11-27T20:00:00"))).toEqual({ ok: true, at: il("2026-11-28T10:00:00") });
  });

  it("keeps the Israeli clock across the spring change (Friday 26 March 2027 -> Sunday 28, UTC+3)", () => {
    expect(presetTime("morning", new Date("2027-03-26T18:00:00Z")).toISOString()).toBe("2027-03-28T06:00:00.000Z");
  });
});

describe("the reminders screen", () => {
  const il = (local: string) => new Date(`${local}+02:00`);
  // Sunday 29 November 2026, 12:00.
  const now = il("2026-11-29T12:00:00");

  it("says when in the owner's words: today, tomorrow, yesterday, else the weekday and the date", () => {
    expect(reminderWhen(il("2026-11-29T16:00:00"), now)).toBe("היום ב-16:00");
    expect(reminderWhen(il("2026-11-29T09:05:00").toISOString(), now)).toBe("היום ב-09:05");
    expect(reminderWhen(il("2026-11-30T09:00:00"), now)).toBe("מחר ב-09:00");
    expect(reminderWhen(il("2026-11-28T21:00:00"), now)).toBe("אתמול ב-21:00");
    expect(reminderWhen(il("2026-12-03T09:00:00"), now)).toBe("ביום חמישי 03/12 ב-09:00");
    expect(reminderWhen(il("2026-11-26T16:00:00"), now)).toBe("ביום חמישי 26/11 ב-16:00");
    expect(reminderWhen(il("2027-01-03T09:00:00"), now)).toBe("ביום ראשון 03/01/2027 ב-09:00");
    // Just after midnight, Israeli time (still Saturday in UTC).
    expect(reminderWhen(il("2026-11-29T00:30:00"), now)).toBe("היום ב-00:30");
  });

  it("groups reminders: time passed (overdue), later today, after today; soonest first in each", () => {
    const reminder = (id: number, local: string) => ({ id, remindAt: il(local).toISOString() });
    const groups = groupReminders(
      [
        reminder(1, "2026-11-30T09:00:00"),
        reminder(2, "2026-11-29T11:59:00"),
        reminder(3, "2026-11-29T23:59:00"),
        reminder(4, "2026-11-20T09:00:00"),
        reminder(5, "2026-11-29T12:00:00"),
        reminder(6, "2026-11-29T12:01:00"),
        reminder(7, "2026-11-30T00:00:00"),
      ],
      now,
    );
    expect(groups.overdue.map((r) => r.id)).toEqual([4, 2, 5]);
    expect(groups.today.map((r) => r.id)).toEqual([6, 3]);
    expect(groups.next.map((r) => r.id)).toEqual([7, 1]);
    expect(groupReminders([], now)).toEqual({ overdue: [], today: [], next: [] });
  });
});

describe("a typed reminder time", () => {
  it("reads datetime-local on the Israeli clock and writes it back", () => {
    expect(parseIsraelLocal("2026-11-26T16:00")?.toISOString()).toBe("2026-11-26T14:00:00.000Z");
    expect(parseIsraelLocal("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T06:30:00.000Z");
    expect(israelLocalValue(new Date("2026-11-26T14:00:00Z"))).toBe("2026-11-26T16:00");
    for (const bad of ["", "2026-02-31T10:00", "2026-11-26 16:00", "2026-13-01T10:00", "2026-11-26T24:00", "tomorrow"])
      expect(parseIsraelLocal(bad)).toBeNull();
  });

  it("must be in the future and within a year", () => {
    expect(reminderTimeFrom({ at: "2026-11-26T16:00" }, morning)).toEqual({ ok: true, at: new Date("2026-11-26T14:00:00Z") });
    expect(reminderTimeFrom({ at: "2026-11-26T10:00" }, morning)).toEqual({ ok: false, message: reminderMessages.past });
    expect(reminderTimeFrom({ at: "2027-12-01T10:00" }, morning)).toEqual({ ok: false, message: reminderMessages.tooFar });
    expect(reminderTimeFrom({ at: "" }, morning)).toEqual({ ok: false, message: reminderMessages.badTime });
    expect(reminderTimeFrom({ preset: "nonsense", at: null }, morning)).toEqual({ ok: false, message: reminderMessages.badTime });
    expect(reminderTimeFrom({ preset: "afternoon" }, morning)).toEqual({ ok: true, at: new Date("2026-11-26T14:00:00Z") });
  });
});

describe("a due reminder", () => {
  it("is due from its time; its badge says the time, with the day when it is not today", () => {
    expect(reminderDue("2026-11-26T08:20:00.000Z", morning)).toBe(true);
    expect(reminderDue("2026-11-26T08:21:00.000Z", morning)).toBe(false);
    expect(reminderDue(null, morning)).toBe(false);
    expect(reminderBadge("2026-11-26T08:00:00.000Z", morning)).toBe("תזכורת · 10:00");
    expect(reminderBadge("2026-11-25T14:00:00.000Z", morning)).toBe("תזכורת · 25/11 16:00");
  });

  it("is pushed as 'תזכורת: <name>', opening the lead", () => {
    const message = reminderPushMessage({ id: 7, name: "Dana", fromLocation: "חיפה", toLocation: "אילת" }, "/manage-leads-2024");
    expect(message).toEqual({
      title: "תזכורת: \u2068Dana\u2069",
      body: "לחזור ללקוח · \u2068חיפה\u2069 ← \u2068אילת\u2069",
      url: "/manage-leads-2024?lead=7",
      tag: "reminder-7",
    });
  });
});
