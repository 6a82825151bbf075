/**
 * Proving it is still you before adding a way in (a passkey, a push device): a stolen session
 * must not add its own. The sign-in counts as proof for a few minutes; after that the password is
 * typed again on the security screen (docs/decisions/056-a-new-password-ends-every-way-in.md).
 */

/** How long a sign-in, or the password typed again, lets a session add a passkey or a push device. */
export const REVERIFY_SECONDS = 5 * 60;

/** Until when the session may add a way in, or null when the password must be typed again first. */
export function verifiedUntil(verifiedAt: string, now = new Date()): string | null {
  const until = new Date(verifiedAt).getTime() + REVERIFY_SECONDS * 1000;
  return Number.isFinite(until) && until > now.getTime() ? new Date(until).toISOString() : null;
}

export const reverifyMessages = {
  title: "אימות זהות",
  needed: "כדי להוסיף מפתח גישה או להפעיל התראות במכשיר חדש, הקלידו שוב את הסיסמה. כך מי שהשיג גישה לחיבור שלכם לא יוכל להוסיף מכשיר משלו.",
  passwordLabel: "הסיסמה שלכם",
  submit: "אימות",
  checking: "בודקים...",
  done: "הזהות אומתה. בחמש הדקות הקרובות אפשר להוסיף מפתח גישה או להפעיל התראות במכשיר חדש.",
  wrongPassword: "הסיסמה שגויה. נסו שוב.",
  missingPassword: "הקלידו את הסיסמה",
  /** The passkey endpoint's and the push control's refusal when the proof is stale. */
  refused: "לפני הוספת מפתח גישה או מכשיר התראות יש לאמת את הזהות: הקלידו שוב את הסיסמה במסך האבטחה.",
} as const;
