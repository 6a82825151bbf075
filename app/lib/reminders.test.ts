import { describe, expect, it } from "vitest";
import {
  israelLocalValue,
  parseIsraelLocal,
  presetLabel,
  presetTime,
  reminderBadge,
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
    expect(presetTime("afternoon", evening).toISOString()).toBe("2026-11-27T14:00:00.000Z");
    expect(presetLabel("afternoon", evening)).toBe("מחר ב-16:00");
  });

  it("tomorrow morning at 09:00 Israeli time, across the autumn clock change", () => {
    expect(presetTime("morning", morning).toISOString()).toBe("2026-11-27T07:00:00.000Z");
    // Saturday 24 October 2026: clocks go back on Sunday 25 October 02:00 (UTC+3 -> UTC+2).
    expect(presetTime("morning", new Date("2026-10-24T18:00:00Z")).toISOString()).toBe("2026-10-25T07:00:00.000Z");
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
