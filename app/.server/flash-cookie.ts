/**
 * Changes made without JavaScript end in a redirect back to the screen (so a reload never posts
 * twice), and that screen says what was done: a one-read cookie carries which change it was
 * (app/lib/admin-flash.ts words it). Also where such a change may lead back to.
 */
import { redirect } from "react-router";
import { flashNotice, flashValue, parseFlash, type FlashFact, type FlashNotice } from "../lib/admin-flash.ts";
import { ADMIN_PATH } from "../lib/paths.ts";
import { findLead } from "./admin-leads/queries.ts";
import { authConfig } from "./auth/auth-config.ts";
import { readCookie, sessionCookie } from "./auth/cookie.ts";
import type { Db } from "./db/database.ts";
import { ADMIN_HEADERS } from "./responses.ts";

const FLASH_SECONDS = 60;

function flashCookieName(): { https: boolean; cookieName: string } {
  const { https } = authConfig();
  return { https, cookieName: https ? "__Host-courier_flash" : "courier_flash" };
}

/**
 * Where a change without JavaScript returns: the admin screen it was made on (a path of ours and
 * its query, the detail closed when the lead is gone), else the leads.
 */
export function screenToReturnTo(value: FormDataEntryValue | string | null, { leadGone = false } = {}): string {
  if (typeof value !== "string" || value.length > 1000 || /[\\\s]|\/\//.test(value)) return ADMIN_PATH;
  let url: URL;
  try {
    url = new URL(value, "http://admin.invalid");
  } catch {
    return ADMIN_PATH;
  }
  if (url.origin !== "http://admin.invalid" || !(url.pathname === ADMIN_PATH || url.pathname.startsWith(`${ADMIN_PATH}/`))) return ADMIN_PATH;
  if (url.pathname.startsWith(`${ADMIN_PATH}/confirm`)) return ADMIN_PATH;
  url.searchParams.delete("index");
  url.searchParams.delete("_routes");
  if (leadGone) url.searchParams.delete("lead");
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

/** The redirect after a change without JavaScript, carrying what it did. */
export function redirectWithFlash(to: string, fact: FlashFact): Response {
  const settings = flashCookieName();
  const headers = new Headers(ADMIN_HEADERS);
  headers.append("Set-Cookie", sessionCookie(settings, flashValue(fact), FLASH_SECONDS));
  return redirect(to, { status: 303, headers });
}

/** The flash for this screen, read once: its words and the header that clears it; nothing when there is none. */
export async function takeFlash(db: Db, request: Request): Promise<{ notice: FlashNotice | null; clear: string } | null> {
  const settings = flashCookieName();
  const raw = readCookie(request, settings.cookieName);
  if (raw === undefined) return null;
  const clear = sessionCookie(settings, "", 0);
  const fact = parseFlash(raw);
  if (!fact) return { notice: null, clear };
  const lead = fact.change === "delete-forever" ? undefined : await findLead(db, fact.leadId);
  return { notice: flashNotice(fact, lead?.name ?? null), clear };
}
