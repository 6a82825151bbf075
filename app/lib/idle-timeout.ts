/**
 * The admin session's idle timeout as the open tab shows it (SESSION_TTL_SECONDS, default 30
 * minutes): a calm notice shortly before the session ends unused, then a word that it has ended
 * with a link back to the same screen. Pure: the server's layout loader and the tab both use it.
 */
import { ADMIN_PAGES, ADMIN_PATH } from "./paths.ts";

/** The session's expiry as the admin layout's loader sends it (app/lib/admin-page.ts). */
export interface SessionClock {
  /** When the session ends if unused (ISO, the server's clock). */
  expiresAt: string;
  /** Milliseconds left when the server answered: the tab counts from when it got them, whatever its own clock says. */
  msLeft: number;
  /** How long before the end the notice shows. */
  noticeMs: number;
}

/** Two minutes before the end, or a third of the idle time when that is shorter (a short idle time in tests). */
export function noticeLeadMs(idleSeconds: number): number {
  return Math.round(Math.min(120, idleSeconds / 3) * 1000);
}

export function sessionClock(expiresAt: string, idleSeconds: number, now: Date): SessionClock {
  return { expiresAt, msLeft: Math.max(0, Date.parse(expiresAt) - now.getTime()), noticeMs: noticeLeadMs(idleSeconds) };
}

export type SessionPhase = "active" | "ending" | "ended";

export function sessionPhase(msLeft: number, noticeMs: number): SessionPhase {
  if (msLeft <= 0) return "ended";
  return msLeft <= noticeMs ? "ending" : "active";
}

/** Milliseconds until the phase next changes (the notice, then the end); null once ended. */
export function nextPhaseIn(msLeft: number, noticeMs: number): number | null {
  if (msLeft <= 0) return null;
  return msLeft > noticeMs ? msLeft - noticeMs : msLeft;
}

/** "בעוד 2 דקות", "בעוד דקה", "בעוד פחות מדקה": rounded, so the words change at most once a minute. */
function timeLeftWords(msLeft: number): string {
  const minutes = Math.round(msLeft / 60_000);
  if (minutes >= 2) return `בעוד ${minutes} דקות`;
  return minutes === 1 ? "בעוד דקה" : "בעוד פחות מדקה";
}

export const idleMessages = {
  ending: (msLeft: number) => `החיבור למערכת יסתיים ${timeLeftWords(msLeft)} ללא פעילות.`,
  stay: "להישאר מחובר",
  endedTitle: "החיבור הסתיים",
  endedBody: "עבר זמן ללא פעילות, ולכן החיבור למערכת הסתיים. התחברו שוב כדי להמשיך מאותו המסך.",
  signInAgain: "התחברות מחדש",
} as const;

/** The sign-in screen, told to lead back to this screen (path and query), as the server's signInHref does. */
export function signInAgainHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete("index");
  const path = pathname.replace(/\/+$/, "") || ADMIN_PATH;
  const query = params.toString();
  const back = query ? `${path}?${query}` : path;
  return back === ADMIN_PATH ? ADMIN_PAGES.signIn : `${ADMIN_PAGES.signIn}?${new URLSearchParams({ redirectTo: back })}`;
}

/**
 * The header a reload sends when a live update asked for it, not the owner: the server then
 * checks the session without pushing its idle expiry forward, so only what the owner does keeps
 * an unattended tab signed in.
 */
export const LIVE_RELOAD_HEADER = "X-Admin-Reload";
export const LIVE_RELOAD_VALUE = "live";

/**
 * Whether a request is React Router's reload of the screen now shown (its single-fetch `.data`
 * address for the same path and query), rather than the owner going somewhere else.
 */
export function isReloadOfScreen(request: URL, method: string, shown: { origin: string; pathname: string; search: string }): boolean {
  if (method.toUpperCase() !== "GET" || request.origin !== shown.origin) return false;
  const path = shown.pathname.endsWith("/") ? `${shown.pathname}_.data` : `${shown.pathname}.data`;
  if (request.pathname !== path) return false;
  const asked = new URLSearchParams(request.search);
  asked.delete("_routes");
  const current = new URLSearchParams(shown.search);
  current.delete("index");
  asked.sort();
  current.sort();
  return asked.toString() === current.toString();
}
