import { PASSWORD_MAX } from "./admin-sign-in.ts";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

/**
 * What a NEW password must be (users CLI `add` and `passwd`): ASVS L2 asks for at least 12
 * characters and none of the passwords attackers try first. The sign-in form checks only the
 * spec's 6 characters, so passwords set before this rule still sign in.
 */
export const NEW_PASSWORD_MIN = 12;

export type PasswordProblem = "too-short" | "too-long" | "one-character" | "sequence" | "common" | "contains-email";

/** Each row of the keyboard, the digits and the alphabet, twice over: walks that wrap around are sequences too. */
const RUNS = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm", "abcdefghijklmnopqrstuvwxyz", "/'קראטוןםפ", "שדגכעיחלךף", "זסבהנמצתץ"].flatMap((run) => {
  const reversed = [...run].reverse().join("");
  return [run.repeat(3), reversed.repeat(3)];
});

/** Letter-for-digit and symbol spellings ("p@ssw0rd") read back as letters. */
const LOOKALIKES: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s", "!": "i" };

/** Characters whose codes step by the same amount throughout ("aaaa", "abcdef", "13579", "9876"). */
function isEvenStep(chars: string[]): boolean {
  if (chars.length < 3) return false;
  const step = chars[1]!.codePointAt(0)! - chars[0]!.codePointAt(0)!;
  if (Math.abs(step) > 2) return false;
  return chars.every((c, i) => i === 0 || c.codePointAt(0)! - chars[i - 1]!.codePointAt(0)! === step);
}

/** The same piece over and over, the last time cut short or not ("abcabcabcabc", "1357913579135", "passwordpassword"). */
function repeatedUnit(text: string): string {
  for (let size = 1; size <= text.length / 2; size++) {
    const unit = text.slice(0, size);
    if (unit.repeat(Math.ceil(text.length / size)).startsWith(text)) return unit;
  }
  return text;
}

function isSequence(text: string): boolean {
  if (isEvenStep([...text]) || RUNS.some((run) => run.includes(text))) return true;
  const unit = [...repeatedUnit(text)];
  return unit.length < text.length && (unit.length <= 2 || isEvenStep(unit) || RUNS.some((run) => run.includes(unit.join(""))));
}

/** The word under the decoration: without the digits and symbols around it, and read back from look-alikes. */
function baseWords(lowered: string): string[] {
  const bare = lowered.replace(/^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu, "");
  const plain = [...lowered].map((c) => LOOKALIKES[c] ?? c).join("");
  const plainBare = plain.replace(/^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu, "");
  return [lowered, bare, plain, plainBare].filter((word) => word.length > 0);
}

const isCommon = (lowered: string) =>
  baseWords(lowered).some((word) => COMMON_PASSWORDS.has(word) || COMMON_PASSWORDS.has(repeatedUnit(word)) || isSequence(word));

/** The first reason a new password is refused, or null when it may be set. `email` is the account's. */
export function newPasswordProblem(password: string, email?: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < NEW_PASSWORD_MIN) return "too-short";
  if (password.length > PASSWORD_MAX) return "too-long";
  const lowered = password.normalize("NFKC").toLowerCase();
  const letters = lowered.replace(/\s+/gu, "");
  if (new Set(letters).size <= 1) return "one-character";
  if (isSequence(letters)) return "sequence";
  if (isCommon(letters)) return "common";
  const local = email?.split("@")[0]?.toLowerCase() ?? "";
  if (local.length >= 3 && letters.includes(local.replace(/\s+/gu, ""))) return "contains-email";
  return null;
}
