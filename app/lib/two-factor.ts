/**
 * Two-step sign-in, the parts both the browser and the server need: the Hebrew words, and the
 * checks of what a person types (a 6-digit code, a recovery code). No I/O: the codes themselves
 * are checked in app/.server/auth/two-factor.ts.
 */
import { ADMIN_PATH } from "./paths.ts";

/** The admin page's security section (two-step sign-in): a URL, like its views and detail. */
export const SECURITY_PARAM = "security";
export const SECURITY_HREF = `${ADMIN_PATH}?${SECURITY_PARAM}=1`;

/** Recovery codes: 12 characters from an alphabet without look-alikes (no 0/o, 1/l/i), shown as xxxx-xxxx-xxxx. */
export const RECOVERY_CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
export const RECOVERY_CODE_LENGTH = 12;
export const RECOVERY_CODE_COUNT = 10;

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
} as const;

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
