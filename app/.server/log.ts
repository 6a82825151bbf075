import { errorMessage } from "../lib/error-message.ts";

type Level = "info" | "warn" | "error";

/** One JSON line per event. Callers pass no secrets and no personal data. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/**
 * The log fields for a caught error: its message (never the whole object, which may hold data),
 * and its stack where the failure is unexpected.
 */
export function errorFields(error: unknown, { stack = false } = {}): { error: string; stack?: string } {
  return stack && error instanceof Error ? { error: error.message, stack: error.stack } : { error: errorMessage(error) };
}
