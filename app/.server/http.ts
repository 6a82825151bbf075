/** Largest request body the server reads; lead forms are a few hundred bytes. */
export const BODY_LIMIT_BYTES = 32 * 1024;

/** Set by server.ts from the socket (or the trusted proxy); any incoming copy is dropped. */
export const CLIENT_IP_HEADER = "x-courier-client-ip";

type Level = "info" | "warn" | "error";

/** One JSON line per event. Callers pass no secrets and no personal data. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
