/** What the admin's guards (app/.server/admin-session.ts) answer a refused request with. */
export const guardMessages = {
  signedOut: "נדרשת התחברות",
  notAdmin: "משתמש זה אינו מורשה לגשת למערכת",
  crossSite: "הבקשה נדחתה: היא לא נשלחה מהאתר הזה",
  unavailable: "השרת אינו זמין כרגע. נסו שוב בעוד רגע.",
  tooManyStreams: "יותר מדי חלונות פתוחים של מערכת הניהול. סגרו חלון אחד ונסו שוב.",
  exportRunning: "ייצוא קודם עדיין רץ. נסו שוב כשיסתיים.",
} as const;
