/**
 * Passkeys for the admin (docs/decisions/052-passkeys.md): the words the owner reads, the device
 * name's check, and what the passkey list shows.
 */
/** The longest device name kept. */
export const DEVICE_NAME_MAX = 60;

export const passkeyMessages = {
  signInButton: "כניסה עם מפתח גישה",
  signingIn: "ממתין למפתח הגישה...",
  orPassword: "או עם אימייל וסיסמה",
  unsupported:
    "כניסה עם מפתח גישה (טביעת אצבע, זיהוי פנים או קוד הנעילה של הטלפון) דורשת דפדפן שתומך בה, עם JavaScript פעיל. אפשר להיכנס כאן עם אימייל וסיסמה.",
  signInFailed: "הכניסה עם מפתח הגישה לא הצליחה. נסו שוב, או היכנסו עם אימייל וסיסמה.",
  cancelled: "הכניסה עם מפתח הגישה בוטלה.",
  unknownPasskey: "מפתח הגישה הזה לא מוכר לאתר (אולי הוסר). היכנסו עם אימייל וסיסמה.",
  challengeEnded: "תם הזמן לכניסה עם מפתח הגישה. נסו שוב.",
  tooManyWaiting: "יותר מדי ניסיונות כניסה עם מפתח גישה מהרשת הזו כרגע. נסו שוב בעוד כמה דקות, או היכנסו עם אימייל וסיסמה.",
  notConfigured: "כניסה עם מפתח גישה אינה זמינה בכתובת הזו.",
  badRequest: "הבקשה אינה תקינה",
  passwordRefusedRequired: "לחשבון הזה מוגדר מפתח גישה ואין בו קוד אימות: מערכת הניהול דורשת כניסה דו-שלבית, לכן היכנסו עם מפתח הגישה.",
  // The security screen.
  title: "מפתחות גישה",
  intro:
    "מפתח גישה מחליף את הסיסמה ואת קוד האימות: נכנסים בטביעת אצבע, בזיהוי פנים או בקוד הנעילה של הטלפון. הוא קשור לאתר הזה בלבד, ולכן אתר מתחזה לא יכול לגנוב אותו.",
  none: "עדיין לא הוספתם מפתח גישה.",
  listLabel: "מפתחות הגישה שלכם",
  added: "נוסף",
  lastUsed: "שימוש אחרון",
  neverUsed: "עדיין לא שימש לכניסה",
  nameLabel: "שם המכשיר",
  namePlaceholder: "למשל: הטלפון של דני",
  nameRequired: "תנו למפתח שם, כדי לזהות אותו ברשימה (למשל: הטלפון של דני)",
  nameTooLong: `השם ארוך מדי (עד ${DEVICE_NAME_MAX} תווים)`,
  add: "הוספת מפתח גישה",
  adding: "ממתין למכשיר...",
  addedNotice: (name: string) => `מפתח הגישה "${name}" נוסף. בפעם הבאה אפשר להיכנס איתו.`,
  addFailed: "מפתח הגישה לא נוסף. נסו שוב.",
  addCancelled: "הוספת מפתח הגישה בוטלה.",
  duplicate: "מפתח הגישה הזה כבר שמור.",
  tooMany: "אפשר לשמור עד 20 מפתחות גישה. הסירו אחד שכבר לא בשימוש.",
  addUnsupported: "הוספת מפתח גישה דורשת דפדפן שתומך בה, עם JavaScript פעיל (למשל כרום או ספארי עדכניים בטלפון).",
  remove: "הסרה",
  removeQuestion: (name: string) => `להסיר את מפתח הגישה "${name}"? כניסה איתו לא תתאפשר עוד, וכל חיבור שנפתח איתו יסתיים.`,
  removeCurrent: "נכנסתם עכשיו עם מפתח הגישה הזה: אחרי ההסרה תתבקשו להיכנס שוב.",
  removeConfirm: "כן, להסיר",
  removed: (name: string) => `מפתח הגישה "${name}" הוסר.`,
  notFound: "מפתח הגישה לא נמצא (אולי כבר הוסר).",
  removeRefusedRequired: "זה אמצעי הכניסה הדו-שלבית האחרון בחשבון, ומערכת הניהול דורשת כניסה דו-שלבית: הוסיפו קודם מפתח גישה אחר או קוד אימות.",
  requiredChoice: "אפשר להוסיף מפתח גישה (מומלץ בטלפון) או להפעיל קוד אימות מאפליקציה.",
} as const;

export type DeviceNameCheck = { ok: true; name: string } | { ok: false; message: string };

/** A device name as typed: trimmed, spaces collapsed, control characters refused, 1-60 characters. */
export function checkDeviceName(input: unknown): DeviceNameCheck {
  const name = typeof input === "string" ? input.replace(/\s+/g, " ").trim() : "";
  // eslint-disable-next-line no-control-regex
  if (!name || /[\u0000-\u001f\u007f]/.test(name)) return { ok: false, message: passkeyMessages.nameRequired };
  if ([...name].length > DEVICE_NAME_MAX) return { ok: false, message: passkeyMessages.nameTooLong };
  return { ok: true, name };
}

/** A passkey as the security screen lists it (times as ISO strings). */
export interface PasskeyListItem {
  id: number;
  deviceName: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The device a browser runs on, from its user agent: the system, and the browser after a dot. */
const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "טלפון Android"],
  [/CrOS/, "Chromebook"],
  [/Macintosh|Mac OS X/, "Mac"],
  [/Windows/, "מחשב Windows"],
  [/Linux/, "מחשב Linux"],
];
const BROWSERS: Array<[RegExp, string]> = [
  [/SamsungBrowser/, "Samsung Internet"],
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/Firefox\/|FxiOS/, "Firefox"],
  [/Chrome\/|CriOS/, "Chrome"],
  [/Safari\//, "Safari"],
];

/**
 * A passkey's name the owner need not type ("iPhone · Safari", "מחשב Windows · Chrome"): the
 * security screen fills it in, so adding one is a tap (issue 42). Empty for an agent it cannot read.
 */
export function deviceNameFrom(userAgent: string): string {
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return [system, browser].filter(Boolean).join(" · ");
}
