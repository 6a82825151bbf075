import { twoFactorMessages } from "../../lib/two-factor";
import { serverConfig } from "../config";
import { errorFields, log } from "../log.ts";
import { isOurOrigin } from "../origin";
import { getServices } from "../services";
import { authConfig } from "./config";
import { readCookie } from "./cookie";
import { findSession, type ActiveSession } from "./sessions";
import { hasTwoFactor } from "./two-factor";
import { hasRole } from "./users";

/** Every admin API response carries these: never cached, never indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

export const guardMessages = {
  signedOut: "נדרשת התחברות",
  notAdmin: "משתמש זה אינו מורשה לגשת למערכת",
  crossSite: "הבקשה נדחתה: היא לא נשלחה מהאתר הזה",
  unavailable: "השרת אינו זמין כרגע. נסו שוב בעוד רגע.",
  tooManyStreams: "יותר מדי חלונות פתוחים של מערכת הניהול. סגרו חלון אחד ונסו שוב.",
  exportRunning: "ייצוא קודם עדיין רץ. נסו שוב כשיסתיים.",
} as const;

/** A JSON answer with the admin headers (plus any given). */
export function adminJson(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(ADMIN_HEADERS)) headers.set(name, value);
  return Response.json(body, { status: init.status ?? 200, headers });
}

/** The signed-in user behind the request's session cookie, or null (missing, expired, revoked, forged). */
export async function currentSession(request: Request): Promise<ActiveSession | null> {
  const config = authConfig();
  const { db } = await getServices();
  return findSession(db, readCookie(request, config.cookieName), config);
}

/**
 * The guard every admin endpoint calls first. Throws a Response: 401 without a valid session,
 * 403 when the user has no admin role, 503 when the database cannot be reached.
 */
export async function requireAdmin(request: Request): Promise<{ userId: number; email: string }> {
  let session: ActiveSession | null;
  let admin: boolean;
  let enrolFirst = false;
  try {
    session = await currentSession(request);
    if (!session) throw adminJson({ error: guardMessages.signedOut }, { status: 401 });
    const { db } = await getServices();
    admin = await hasRole(db, session.userId);
    if (admin) enrolFirst = await mustEnrolFirst(session.userId);
  } catch (error) {
    if (error instanceof Response) throw error;
    log("error", "admin guard: database unavailable", errorFields(error));
    throw adminJson({ error: guardMessages.unavailable }, { status: 503 });
  }
  if (!admin) throw adminJson({ error: guardMessages.notAdmin }, { status: 403 });
  // ADMIN_2FA=required: no lead data until this admin has enrolled (the page shows only enrolment).
  if (enrolFirst) throw adminJson({ error: twoFactorMessages.requiredGuard }, { status: 403 });
  return { userId: session.userId, email: session.email };
}

/** ADMIN_2FA=required and this user has not turned two-step sign-in on yet. */
export async function mustEnrolFirst(userId: number): Promise<boolean> {
  if (serverConfig.admin2fa !== "required") return false;
  const { db } = await getServices();
  return !(await hasTwoFactor(db, userId));
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Throws 403 for a state-changing request a browser marks as coming from another site
 * (Sec-Fetch-Site, or an Origin other than ours). Clients that send neither (curl, tests) pass:
 * they carry no victim's cookies, and SameSite=Lax keeps the cookie off cross-site posts anyway.
 */
export function requireSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  const origin = request.headers.get("Origin");
  const crossSite = (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") || (origin !== null && !isOurOrigin(origin, request));
  if (crossSite) {
    log("warn", "cross-site admin request refused", { method: request.method, path: new URL(request.url).pathname });
    throw adminJson({ error: guardMessages.crossSite }, { status: 403 });
  }
}
