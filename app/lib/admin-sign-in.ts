import { EMAIL_MAX } from "./email-address.ts";

export { EMAIL_MAX };
/** The sign-in form's own check (the spec's message); new passwords follow app/lib/password-policy.ts. */
export const PASSWORD_MIN = 6;
/** Longer passwords only cost the server hashing time; nobody types more. */
export const PASSWORD_MAX = 256;
/** Milliseconds a signed-in user without the admin role sees the notice before sign-out. */
export const NOT_ADMIN_SIGN_OUT_MS = 2000;

/** The sign-in screen: `notAdmin` names a signed-in user without the admin role (told so, then signed out). */
export interface SignInData {
  notAdmin: boolean;
  /** Passkeys work at this address (SITE_URL set, or localhost in development). */
  passkeysAvailable: boolean;
}

/** The second step of a sign-in: the password was right; the browser's challenge waits for the 6-digit code (or a recovery code). */
export interface SecondStepData {
  email: string;
}

/** The admin sign-in messages, word for word (docs/product.md#sign-in). */
export const signInMessages = {
  errorTitle: "שגיאה",
  emailInvalid: "כתובת אימייל לא תקינה",
  passwordTooShort: "סיסמה חייבת להיות לפחות 6 תווים",
  failedTitle: "שגיאה בהתחברות",
  wrongCredentials: "אימייל או סיסמה שגויים",
  notAdminTitle: "אין הרשאה",
  notAdminBody: "משתמש זה אינו מורשה לגשת למערכת",
  // Our own, for failures the fixed messages do not cover.
  unavailable: "לא הצלחנו להתחבר לשרת. נסו שוב בעוד רגע.",
  passwordTooLong: "הסיסמה ארוכה מדי (עד 256 תווים)",
  inProgress: "ניסיון התחברות קודם עדיין נבדק. נסו שוב בעוד רגע.",
  busy: "השרת עמוס כרגע. נסו שוב בעוד רגע.",
} as const;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
