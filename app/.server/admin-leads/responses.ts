import { ADMIN_HEADERS } from "../auth/guard";

export const methodNotAllowed = (allow: string) =>
  new Response("Method Not Allowed", { status: 405, headers: { ...ADMIN_HEADERS, Allow: allow } });

/** A lead id from the URL: a positive integer, or undefined. */
export function parseLeadId(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}
