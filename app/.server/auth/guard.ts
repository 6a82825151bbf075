import { twoFactorMessages } from "../../lib/two-factor.ts";
import { errorFields, log } from "../log.ts";
import { adminJson } from "../responses.ts";
import { getServices } from "../runtime.ts";
import { authConfig } from "./config.ts";
import { readCookie } from "./cookie.ts";
import { findSession, type ActiveSession, type FindSessionOptions } from "./sessions.ts";
import { mustEnrolFirst } from "./two-step-enrolment.ts";
import { hasRole } from "./users.ts";

export const guardMessages = {
  signedOut: "נדרשת התחברות",
  notAdmin: "משתמש זה אינו מורשה לגשת למערכת",
  crossSite: "הבקשה נדחתה: היא לא נשלחה מהאתר הזה",
  unavailable: "השרת אינו זמין כרגע. נסו שוב בעוד רגע.",
  tooManyStreams: "יותר מדי חלונות פתוחים של מערכת הניהול. סגרו חלון אחד ונסו שוב.",
  exportRunning: "ייצוא קודם עדיין רץ. נסו שוב כשיסתיים.",
} as const;

/**
 * The signed-in user behind the request's session cookie, or null (missing, expired, revoked,
 * forged). `{ renew: false }` checks without pushing the idle expiry forward.
 */
export async function currentSession(request: Request, options: FindSessionOptions = {}): Promise<ActiveSession | null> {
  const config = authConfig();
  const { db } = await getServices();
  return findSession(db, readCookie(request, config.cookieName), config, new Date(), options);
}

/**
 * The guard every admin endpoint calls first. Throws a Response: 401 without a valid session,
 * 403 when the user has no admin role, 503 when the database cannot be reached. `{ renew: false }`
 * for requests no person made (the live stream): the session's idle timer is left alone.
 */
export async function requireAdmin(request: Request, options: FindSessionOptions = {}): Promise<{ userId: number; email: string }> {
  let session: ActiveSession | null;
  let admin: boolean;
  let enrolFirst = false;
  try {
    session = await currentSession(request, options);
    if (!session) throw adminJson({ error: guardMessages.signedOut }, { status: 401 });
    const { db } = await getServices();
    admin = await hasRole(db, session.userId);
    if (admin) enrolFirst = await mustEnrolFirst(db, session.userId);
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
