/**
 * The clock reminders read (docs/decisions/050-reminders-notes-what-pays.md). In a test started
 * with TEST_CLOCK_FILE (refused when NODE_ENV is production, config.ts) the file's number of
 * milliseconds is added to the real time, so a test can let a reminder fall due without waiting;
 * otherwise it is the real time. Only reminders read it: sessions, sign-in and the rest keep the
 * real clock.
 */
import { readFileSync } from "node:fs";
import { serverConfig } from "./config.ts";

/** The milliseconds the test clock file holds; 0 when it is missing or holds no number. */
function offsetMs(file: string): number {
  try {
    const value = Number(readFileSync(file, "utf8").trim());
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** "Now" for reminders. */
export function reminderNow(file = serverConfig.testClockFile): Date {
  return new Date(Date.now() + (file ? offsetMs(file) : 0));
}
