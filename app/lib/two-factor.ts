/**
 * Two-step sign-in, the parts both the browser and the server need: the Hebrew words, and the
 * checks of what a person types (a 6-digit code, a recovery code). No I/O: the codes themselves
 * are checked in app/.server/auth/two-factor.ts.
 */
import { ADMIN_PAGES } from "./paths.ts";

/** The admin's security screen (two-step sign-in): a URL, like its views and detail. */
export const SECURITY_HREF = ADMIN_PAGES.security;

/** Recovery codes: 12 characters from an alphabet without look-alikes (no 0/o, 1/l/i), shown as xxxx-xxxx-xxxx. */
export const RECOVERY_CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
export const RECOVERY_CODE_LENGTH = 12;
export const RECOVERY_CODE_COUNT = 10;

/**
 * The per-account budget of 6-digit codes (docs/decisions/032-second-step-budget.md): failed codes
 * in a row, across challenges and windows, until a right code, a recovery code or the users
 * command's reset. The first few are free; from then on each waits longer; at the lock only a
 * recovery code (or the reset) lets the account in.
 */
export const CODE_FAILURES_FREE = 5;
export const CODE_FAILURES_LOCK = 20;
const FIRST_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;

/** Seconds the next code must wait after `failures` failed codes in a row (0 while they are free). */
export function codeRetryDelaySeconds(failures: number): number {
  if (failures < CODE_FAILURES_FREE) return 0;
  return Math.min(FIRST_DELAY_SECONDS * 2 ** Math.min(failures - CODE_FAILURES_FREE, 20), MAX_DELAY_SECONDS);
}

/** When the owner is told by e-mail: at the first delayed code, and at the lock. */
export const CODE_FAILURE_MAIL_AT: readonly number[] = [CODE_FAILURES_FREE, CODE_FAILURES_LOCK];

/** "בעוד 30 שניות", "בעוד דקה", "בעוד 4 דקות": how long until the next code may be tried. */
export function waitPhrase(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? "בעוד שנייה" : `בעוד ${seconds} שניות`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "בעוד דקה" : minutes === 2 ? "בעוד שתי דקות" : `בעוד ${minutes} דקות`;
}

export const twoFactorMessages = {
  title: "אימות דו-שלבי",
  codeLabel: "קוד אימות",
  codeHint: "הזינו את הקוד בן 6 הספרות שמופיע עכשיו באפליקציית האימות בטלפון.",
  verify: "אימות",
  verifying: "מאמת...",
  codeFormat: "יש להזין קוד בן 6 ספרות",
  wrongCode: "הקוד שגוי או שפג תוקפו. הזינו את הקוד שמופיע עכשיו באפליקציה.",
  replayedCode: "בקוד הזה כבר נעשה שימוש. המתינו לקוד הבא באפליקציה.",
  challengeEnded: "תם הזמן להזנת הקוד. התחברו שוב עם האימייל והסיסמה.",
  tooManyFailures: "יותר מדי קודים שגויים. התחברו שוב עם האימייל והסיסמה.",
  useRecovery: "אין גישה לאפליקציה? כניסה עם קוד שחזור",
  recoveryLabel: "קוד שחזור",
  recoveryHint: "אחד מעשרת קודי השחזור שקיבלתם כשהפעלתם את האימות הדו-שלבי. כל קוד עובד פעם אחת.",
  recoverySubmit: "כניסה עם קוד שחזור",
  recoveryFormat: "קוד שחזור בנוי מ-12 אותיות באנגלית וספרות, למשל abcd-efgh-2345",
  recoveryWrong: "קוד השחזור שגוי או שכבר נעשה בו שימוש",
  cancel: "ביטול וחזרה לכניסה",
  signingInAs: "נכנסים בתור",
  // Enrolment and the security section.
  headerLink: "אימות דו-שלבי",
  enrolTitle: "הפעלת אימות דו-שלבי",
  enrolIntro:
    "מעכשיו, בכל כניסה תתבקשו גם לקוד מאפליקציית אימות בטלפון, כך שסיסמה שדלפה לא תספיק כדי להיכנס. כל אפליקציית אימות מתאימה, למשל Google Authenticator או Microsoft Authenticator.",
  enrolScan: "סרקו את קוד ה-QR באפליקציית האימות.",
  enrolManual: "אין אפשרות לסרוק? הוסיפו באפליקציה חשבון ידני עם המפתח הזה:",
  enrolConfirm: "הזינו את הקוד בן 6 הספרות שהאפליקציה מציגה, כדי לוודא שהכול עובד:",
  enrolSubmit: "הפעלת אימות דו-שלבי",
  qrLabel: "קוד QR להוספת החשבון לאפליקציית האימות",
  secretLabel: "מפתח להזנה ידנית",
  enabledToast: "האימות הדו-שלבי הופעל",
  recoveryTitle: "קודי שחזור: שמרו אותם עכשיו",
  recoveryInstruction:
    "אם הטלפון יאבד, כל אחד מהקודים האלה יאפשר כניסה אחת במקום הקוד מהאפליקציה. שמרו אותם עכשיו במקום בטוח (מנהל סיסמאות או דף מודפס במקום נעול): הם מוצגים רק הפעם, ולא נוכל להציג אותם שוב.",
  recoverySaved: "שמרתי את הקודים, חזרה ללידים",
  enabledSince: "האימות הדו-שלבי פעיל מאז",
  recoveryLeft: (count: number) => (count === 1 ? "נותר קוד שחזור אחד." : `נותרו ${count} קודי שחזור.`),
  disableTitle: "כיבוי אימות דו-שלבי",
  disableHint: "כדי לכבות, הזינו את הקוד שמופיע עכשיו באפליקציה (או קוד שחזור).",
  disableLabel: "קוד אימות או קוד שחזור",
  disableSubmit: "כיבוי אימות דו-שלבי",
  disabledToast: "האימות הדו-שלבי כובה",
  disableRefusedRequired: "במערכת הזו אימות דו-שלבי הוא חובה, ולכן אי אפשר לכבות אותו.",
  requiredNotice: "מערכת הניהול דורשת אימות דו-שלבי. הפעילו אותו כדי לגשת ללידים.",
  requiredGuard: "יש להפעיל אימות דו-שלבי לפני הגישה ללידים",
  alreadyEnabled: "האימות הדו-שלבי כבר פעיל",
  enrolmentExpired: "המפתח הזה כבר אינו בתוקף. טענו את הדף מחדש וסרקו את הקוד החדש.",
  backToLeads: "חזרה ללידים",
  // The budget of codes: a wait between codes, then a lock that a recovery code lifts.
  codeDelayed: (seconds: number) => `יותר מדי קודים שגויים ברצף. אפשר לנסות קוד נוסף ${waitPhrase(seconds)}, או להיכנס עם קוד שחזור.`,
  codeBusy: "קוד קודם עדיין נבדק. נסו שוב בעוד רגע.",
  codeLocked: `אחרי ${CODE_FAILURES_LOCK} קודים שגויים ברצף, הכניסה בקוד מהאפליקציה ננעלה. היכנסו עם אחד מקודי השחזור (הנעילה תתבטל), או בקשו ממי שמנהל את השרת לאפס את האימות הדו-שלבי.`,
  // The banner at the next sign-in, until the owner dismisses it.
  failuresBannerTitle: "ניסיונות כניסה עם קוד שגוי",
  failuresBanner: (count: number) =>
    count === 1 ? "מאז הכניסה הקודמת שלכם היה ניסיון כניסה אחד עם קוד אימות שגוי." : `מאז הכניסה הקודמת שלכם היו ${count} ניסיונות כניסה עם קוד אימות שגוי.`,
  failuresBannerAdvice: "מי שניסה ידע את הסיסמה. אם זה לא הייתם אתם, החליפו את הסיסמה בהקדם.",
  failuresBannerLog: "פרטים ביומן הפעילות",
  failuresBannerLocked: "הכניסה בקוד מהאפליקציה נעולה עכשיו: בכניסה הבאה היכנסו עם קוד שחזור.",
  failuresBannerDismiss: "הבנתי",
} as const;

/** The e-mail to the account's own address when its codes are failing (at CODE_FAILURE_MAIL_AT). */
export function codeFailureMail(options: { email: string; brandName: string; failures: number; at: string }): { subject: string; text: string } {
  const { email, brandName, failures, at } = options;
  const locked = failures >= CODE_FAILURES_LOCK;
  const lines = [
    "שלום,",
    "",
    `בכניסה לחשבון ${email} במערכת הניהול של ${brandName} הוזנו ${failures} קודי אימות שגויים ברצף (האחרון ב-${at}, שעון ישראל).`,
    "",
    "מי שהזין אותם ידע את הסיסמה. אם זה לא הייתם אתם, החליפו את הסיסמה בהקדם ובדקו את יומן הפעילות בדף הניהול.",
    "",
    locked
      ? "לכן הכניסה בקוד מהאפליקציה ננעלה. כדי להיכנס, הזינו אחד מקודי השחזור במקום הקוד (הנעילה תתבטל), או בקשו ממי שמנהל את השרת לאפס את האימות הדו-שלבי."
      : `מעכשיו כל קוד נוסף ימתין זמן הולך וגדל, ואחרי ${CODE_FAILURES_LOCK} קודים שגויים ברצף הכניסה בקוד מהאפליקציה תינעל עד שייעשה שימוש בקוד שחזור.`,
  ];
  return { subject: locked ? "הכניסה בקוד אימות ננעלה" : "קודי אימות שגויים בכניסה למערכת הניהול", text: lines.join("\n") };
}

export type CodeCheck = { ok: true; code: string } | { ok: false; message: string };

/** A 6-digit code as typed: spaces and dashes (as some apps show "123 456") are ignored. */
export function normalizeTotpCode(input: unknown): CodeCheck {
  if (typeof input !== "string") return { ok: false, message: twoFactorMessages.codeFormat };
  const code = input.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(code) ? { ok: true, code } : { ok: false, message: twoFactorMessages.codeFormat };
}

/** A recovery code as typed: any case, with or without the dashes and spaces. */
export function normalizeRecoveryCode(input: unknown): CodeCheck {
  if (typeof input !== "string" || input.length > 64) return { ok: false, message: twoFactorMessages.recoveryFormat };
  const code = input.replace(/[\s-]/g, "").toLowerCase();
  const valid = code.length === RECOVERY_CODE_LENGTH && [...code].every((char) => RECOVERY_CODE_ALPHABET.includes(char));
  return valid ? { ok: true, code } : { ok: false, message: twoFactorMessages.recoveryFormat };
}

/** "abcd-efgh-2345": how a recovery code is shown. */
export const formatRecoveryCode = (code: string) => code.match(/.{1,4}/g)!.join("-");

/** The base32 secret in groups of four, for typing into an app by hand. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)!.join(" ");
