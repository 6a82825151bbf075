/** Admin data is personal and changes every second: never stored by a browser or a proxy. */
export const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

export const adminJson = (data: unknown, status = 200) => Response.json(data, { status, headers: NO_STORE });

export const methodNotAllowed = (allow: string) =>
  new Response("Method Not Allowed", { status: 405, headers: { ...NO_STORE, Allow: allow } });

/** A lead id from the URL: a positive integer, or undefined. */
export function parseLeadId(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}
