/**
 * The accessibility statement (/accessibility, issue 41), as regulation 35 of the Equal Rights for
 * Persons with Disabilities (Service Accessibility Adjustments) Regulations, 2013 asks of it: the
 * level aimed at, what was done, when the site was last checked and how, what is known not to be
 * accessible, and who takes a report and how fast. Numbered sections like /terms and /privacy
 * (app/components/legal-page.tsx). The coordinator is the owner's, published from the admin's site
 * area (app/lib/business-details.ts `accessibilityContact`); without one the statement names the
 * business's own channels, and without those the contact form: never an example value.
 *
 * What "checked" says is what the project's tests really do (tests/e2e): update it, and the date,
 * when they change.
 */
import { z } from "zod";
import { defineCollection } from "./collection.ts";
import { legalSectionSchema, legalUpdatedSchema, type LegalDocument } from "./legal-document.ts";
import { STATEMENT_DATE } from "./accessibility-statement-date.ts";
import type { AccessibilityContact } from "../lib/business-details.ts";

export { STATEMENT_DATE };

/** How fast a report is answered: acknowledged within working days, answered within days. */
const REPORT_ACKNOWLEDGED_WORKING_DAYS = 2;
export const REPORT_ANSWERED_DAYS = 14;

const statementSchema = z.object({
  updated: legalUpdatedSchema,
  sections: z
    .array(
      legalSectionSchema.extend({
        /** The anchor other pages link to, e.g. /accessibility#contact. */
        id: z.string().regex(/^[a-z-]+$/),
      }),
    )
    .min(7),
});

/** Who to turn to, right above the phone and e-mail (or the contact form): the coordinator by name when the owner set one. */
function reportTo(contact: AccessibilityContact): string {
  const how = contact.phone && contact.email ? "בטלפון או באימייל" : contact.phone ? "בטלפון" : contact.email ? "באימייל" : "דרך האתר";
  return contact.name ? `רכז/ת הנגישות שלנו: ${contact.name}. פנו ${how}:` : `פנו אלינו ${how}:`;
}

/** The statement drawn with who takes reports: the coordinator, the business's own channels, or the contact form. */
export function accessibilityStatementOf(contact: AccessibilityContact): LegalDocument {
  return defineCollection("app/content/accessibility-statement.ts", statementSchema, {
    updated: STATEMENT_DATE,
    sections: [
      {
        id: "commitment",
        heading: "המחויבות שלנו",
        paragraphs: [
          "אנחנו רוצים שכל אחד ואחת יוכלו לבדוק מחיר, להזמין שליח ולפנות אלינו דרך האתר, גם עם מוגבלות. ההצהרה הזאת מספרת מה עשינו כדי שהאתר יהיה נגיש, מה בדקנו ומתי, מה ידוע לנו שעדיין לא נגיש, ואיך פונים אלינו בנושא.",
          "ההצהרה נכתבה לפי תקנה 35 לתקנות שוויון זכויות לאנשים עם מוגבלות (התאמות נגישות לשירות), התשע״ג–2013.",
        ],
      },
      {
        id: "level",
        heading: "רמת הנגישות שאנחנו בודקים מולה",
        paragraphs: [
          "היעד שלנו הוא התקן הישראלי ת״י 5568, שמבוסס על הנחיות WCAG 2.0 של ארגון W3C, ברמה AA. זה היעד שאנחנו בודקים את האתר מולו, ולא הצהרה שכל פרט באתר כבר עומד בו: בדיקה אוטומטית לא מוצאת כל בעיה, ואתר משתנה. מה שידוע לנו שעדיין לא נגיש מפורט בסעיף ״מה עדיין לא נגיש״.",
        ],
      },
      {
        id: "done",
        heading: "מה עשינו באתר",
        paragraphs: ["כדי שאפשר יהיה להשתמש באתר עם מקלדת, עם קורא מסך, בהגדלה ובטלפון:"],
        list: [
          "מבנה ברור: כותרות לפי הסדר, אזורי עמוד מסומנים (כותרת, ניווט, תוכן וכותרת תחתונה), וקישור ״דלג לתוכן הראשי״ בראש כל עמוד.",
          "הפעלה במקלדת בלבד: התפריטים, התפריט בטלפון, מחשבון המחיר וחלון הגדרות הנגישות נפתחים ונסגרים במקלדת, ומקש Escape סוגר אותם.",
          "שמות לקוראי מסך: לכל שדה בטפסים יש תווית, לכל כפתור שיש בו רק סמל יש שם, ולכל תמונה יש טקסט חלופי. הודעה שמופיעה אחרי שליחת טופס מוקראת.",
          "ניגודיות צבעים בין טקסט לרקע ברמה AA, וסימון ברור של הרכיב שעליו נמצא המיקוד.",
          "מספרים, טווחים ושעות מוצגים משמאל לימין גם בתוך משפט בעברית, כדי שלא יתהפכו.",
          "התצוגה מתאימה את עצמה לטלפון, לטאבלט ולמחשב, בלי גלילה לרוחב.",
          "התפריטים וטופס יצירת הקשר פועלים גם בדפדפן שבו JavaScript כבוי.",
        ],
      },
      {
        id: "settings",
        heading: "הגדרות הנגישות באתר",
        paragraphs: [
          "בכל עמוד יש כפתור ״הגדרות נגישות״, בצד שמאל של המסך. בחלון שנפתח אפשר:",
          "ההגדרות נשמרות בדפדפן שלכם בלבד, לא אצלנו. הן חלות על כל דפי האתר ונשארות גם בביקור הבא, עד שתאפסו אותן.",
        ],
        list: [
          "להגדיל את הטקסט, עד פי אחד וחצי מהגודל הרגיל, או להקטין אותו.",
          "להגדיל את המרווח בין השורות ואת המרווח בין האותיות.",
          "להפעיל ניגודיות גבוהה: טקסט בהיר על רקע שחור.",
          "להגדיל את סמן העכבר.",
          "להדגיש את כל הקישורים בעמוד.",
          "לאפס את כל ההגדרות בלחיצה אחת.",
        ],
      },
      {
        id: "checked",
        heading: "מה בדקנו ומתי",
        paragraphs: [
          `הבדיקה האחרונה: ${STATEMENT_DATE}. בכל שינוי בקוד האתר רצות בדיקות אוטומטיות בדפדפן אמיתי:`,
          "רוחבי המסך שנבדקים: טלפונים ברוחב 360, 390 ו-414 פיקסלים, טאבלט ברוחב 768 פיקסלים ומחשב ברוחב 1,280 ו-1,366 פיקסלים. הדפדפן שנבדק: Chromium, המנוע של Chrome ושל Edge.",
          "עוד לא בדקנו את האתר בבדיקה ידנית עם קורא מסך (כמו NVDA או VoiceOver), ולא בדפדפנים Safari ו-Firefox. בדיקה אוטומטית לא מחליפה בדיקה של אדם, ואנחנו מתכננים אותה.",
        ],
        list: [
          "כל עמוד ציבורי באתר נבדק בכלי axe-core מול כללי WCAG 2.0 ו-WCAG 2.1 ברמות A ו-AA, ובחלק מהעמודים גם כשהתפריטים וחלון הגדרות הנגישות פתוחים ובניגודיות גבוהה.",
          "קוד ה-HTML של כל העמודים הציבוריים נבדק בבודק התקינות של W3C (Nu HTML Checker).",
          "התפריטים, התפריט בטלפון, מחשבון המחיר וחלון הגדרות הנגישות נבדקים בהפעלה במקלדת בלבד.",
          "הבדיקות מוצאות כפתורים, קישורים, שדות ואזורי עמוד לפי השם שקורא מסך משמיע, כך שכפתור או שדה בלי שם נכשל בבדיקה.",
          "בכל עמוד ציבורי נבדק שמספרים, טווחים ושעות נקראים משמאל לימין, ובטלפונים נבדק שאין גלילה לרוחב.",
        ],
      },
      {
        id: "not-accessible",
        heading: "מה עדיין לא נגיש",
        paragraphs: ["ידוע לנו על אלה. מצאתם משהו נוסף? ספרו לנו (הפרטים בסעיף ״פניות בנושא נגישות״).", "אין באתר מפות, סרטונים או קובצי PDF."],
        list: [
          "הצ׳אט בוואטסאפ: הכפתור באתר נגיש, אבל השיחה עצמה מתנהלת באפליקציה או באתר של וואטסאפ, שאינם בשליטתנו. אפשר תמיד לפנות אלינו גם בטלפון או באימייל.",
          "הודעה קצרה שמופיעה אחרי שליחת טופס נעלמת אחרי כארבע שניות (כל עוד העכבר עליה, היא נשארת). קורא מסך מקריא אותה מיד כשהיא מופיעה.",
          "מסמכים שנשלחים אליכם מחוץ לאתר, כמו הצעת מחיר או חשבונית, לא נבדקו בבדיקות האלה. בקשו אותם בדרך שנוחה לכם, ונשלח.",
          "הגדרות הנגישות של האתר נשמרות בדפדפן: בדפדפן אחר, או בגלישה בסתר, צריך לבחור אותן שוב.",
        ],
      },
      {
        id: "service",
        heading: "השירות עצמו",
        paragraphs: [
          "את השירות אנחנו נותנים בטלפון, בוואטסאפ, באימייל ובאמצעות השליח שמגיע לכתובת שלכם, כך שאין צורך להגיע אלינו למשרד. ההצהרה הזאת עוסקת באתר ובשירות, ולא בנגישות הפיזית של מבנה.",
          "צריכים התאמה בהזמנה או במשלוח, למשל תיאום בהודעה כתובה במקום בשיחה? ספרו לנו כשאתם מזמינים.",
        ],
      },
      {
        id: "contact",
        heading: "פניות בנושא נגישות",
        paragraphs: [
          "נתקלתם בבעיית נגישות באתר או בשירות, או שאתם צריכים מידע בדרך נגישה אחרת? ספרו לנו. כדי שנוכל לטפל מהר, כתבו באיזה עמוד נתקלתם בבעיה, מה ניסיתם לעשות, ואם אפשר גם באיזה דפדפן או טכנולוגיה מסייעת השתמשתם.",
          `נאשר שקיבלנו את הפנייה תוך ${REPORT_ACKNOWLEDGED_WORKING_DAYS} ימי עבודה, ונשיב לגופו של עניין תוך ${REPORT_ANSWERED_DAYS} ימים לכל היותר.`,
          reportTo(contact),
        ],
        withContactDetails: true,
      },
    ],
  });
}
