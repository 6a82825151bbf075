/**
 * Two-step sign-in on the phone that shows it (docs/decisions/047): the words of the enrolment's
 * link to the authenticator app, and the recovery codes as a text file made in the browser from
 * the codes on the screen (they never travel to the server again). No I/O.
 */
import { formatIsraelDateTime, israelDateStamp } from "./israel-time.ts";
import { formatRecoveryCode } from "./two-factor.ts";

export const enrolmentHandoffMessages = {
  openInApp: "פתיחה באפליקציית האימות",
  openInAppHint: "בטלפון הזה? הקישור מוסיף את החשבון לאפליקציית האימות בלי לסרוק.",
  copy: "העתקה",
  copied: "קודי השחזור הועתקו. הדביקו אותם במנהל הסיסמאות.",
  copyRefused: "הדפדפן לא אפשר להעתיק. סמנו את הקודים והעתיקו אותם ידנית, או הורידו אותם כקובץ.",
  download: "הורדה",
  downloaded: "קובץ קודי השחזור ירד למכשיר. שמרו אותו במקום בטוח.",
};

/** Characters no file system takes in a name, and runs of spaces, become one hyphen. */
const fileNamePart = (text: string) =>
  text
    .replace(/[\\/:*?"<>|\p{Cc}\s]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);

/** The file's name ("קודי-שחזור-שליח-אקספרס-2026-11-26.txt") and its text, one code a line. */
export function recoveryCodesFile(codes: readonly string[], site: { brandName: string; siteUrl: string }, account: string, now: Date) {
  const brand = fileNamePart(site.brandName);
  const name = `קודי-שחזור-${brand ? `${brand}-` : ""}${israelDateStamp(now)}.txt`;
  const lines = [
    `קודי שחזור לאימות הדו-שלבי: ${site.brandName}`,
    `חשבון: ${account}`,
    `אתר: ${site.siteUrl}`,
    `נוצרו: ${formatIsraelDateTime(now)}`,
    "כל קוד מאפשר כניסה אחת במקום הקוד מהאפליקציה. שמרו את הקובץ במקום בטוח.",
    "",
    ...codes.map(formatRecoveryCode),
    "",
  ];
  // A byte-order mark, so that editors that guess the encoding read the Hebrew as UTF-8.
  return { name, text: `\uFEFF${lines.join("\r\n")}` };
}

/** The codes as copied to the clipboard: one a line, nothing else. */
export const recoveryCodesText = (codes: readonly string[]) => codes.map(formatRecoveryCode).join("\n");
