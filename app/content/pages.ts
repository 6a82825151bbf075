/**
 * The site's public pages: one record per path of the spec. The route table, the
 * pre-render list, the sitemap and the breadcrumb labels are all derived from here.
 */
import { canonicalPath } from "../lib/paths";

export type PageKind = "home" | "service" | "info" | "city" | "blog" | "article";

export interface PageInfo {
  path: string;
  kind: PageKind;
  /** Page title, without the brand suffix. Also the page's h1 unless the page says otherwise. */
  title: string;
  description: string;
  keywords: string[];
  /** Short Hebrew label used in breadcrumbs and menus. */
  label: string;
}

const page = (path: string, kind: PageKind, label: string, title: string, description: string, keywords: string[]): PageInfo => ({
  path,
  kind,
  label,
  title,
  description,
  keywords,
});

export const homePage = page(
  "/",
  "home",
  "דף הבית",
  "שליחויות מהירות בכל הארץ",
  "חברת שליחויות ארצית: משלוחים תוך 24 שעות, שליח עד שעה, משלוחים בין עירוניים, ציוד רפואי ומסמכים. זמינים 24/7.",
  ["שליחויות", "חברת שליחויות", "משלוחים", "שליח עד הבית"],
);

export const servicePages = [
  page("/delivery-24h", "service", "משלוחים תוך 24 שעות", "משלוחים תוך 24 שעות", "משלוח לכל מקום בארץ תוך 24 שעות, כולל שבתות וחגים. שליח מגיע תוך שעה.", ["משלוח 24 שעות", "שליח מהיר", "משלוח אקספרס"]),
  page("/domestic-shipping", "service", "משלוחים בין עירוניים", "משלוחים בין עירוניים", "שליחויות בין ערים מהצפון ועד אילת: רגיל, באותו יום ואקספרס 1-3 שעות.", ["משלוח בין עירוני", "שליחויות ארציות"]),
  page("/medical-equipment", "service", "ציוד רפואי ותרופות", "משלוח ציוד רפואי ותרופות", "שינוע ציוד רפואי ותרופות בבקרת טמפרטורה, ברישיון משרד הבריאות.", ["משלוח ציוד רפואי", "משלוח תרופות"]),
  page("/documents", "service", "שליחת מסמכים", "שליחת מסמכים", "שליח מסמכים מהיר ובטוח, עם אישור מסירה.", ["שליח מסמכים", "משלוח מסמכים"]),
];

export const infoPages = [
  page("/pricing", "info", "מחירון", "מחירון משלוחים", "מחירים משוערים למשלוחים, מסמכים ומשלוחים בין עירוניים, והנחות ללקוחות עסקיים וקבועים.", ["מחירון שליחויות", "מחיר משלוח"]),
  page("/about", "info", "אודות", "אודות החברה", "החזון, הערכים והשירותים של חברת השליחויות שלנו, עם 15+ שנות ניסיון.", ["אודות", "חברת שליחויות"]),
  page("/faq", "info", "שאלות נפוצות", "שאלות נפוצות", "תשובות לשאלות על זמני משלוח, מחירים, מעקב, ביטוח, שעות פעילות ותשלום.", ["שאלות נפוצות", "שליחויות"]),
  page("/contact", "info", "צור קשר", "צור קשר", "השאירו פרטים ונחזור אליכם בהקדם, או התקשרו אלינו עכשיו.", ["צור קשר", "הזמנת שליח"]),
  page("/join-team", "info", "הצטרפו לצוות", "הצטרפו לצוות השליחים", "דרושים שליחים ונהגים: הטבות, דרישות התפקיד וטופס פנייה.", ["דרושים שליחים", "עבודה כשליח"]),
  page("/privacy", "info", "מדיניות פרטיות", "מדיניות פרטיות", "מדיניות הפרטיות ותנאי השימוש באתר.", ["מדיניות פרטיות"]),
];

export const cityPages = [
  page("/shipping-tel-aviv", "city", "תל אביב", "שליחויות בתל אביב", "שליחויות בתל אביב והסביבה: שליח עד שעה, משלוחים באותו יום ואקספרס.", ["שליחויות בתל אביב", "שליח בתל אביב"]),
  page("/shipping-jerusalem", "city", "ירושלים", "שליחויות בירושלים", "שליחויות בירושלים ולכל הארץ: משלוח רגיל, באותו יום ואקספרס.", ["שליחויות בירושלים", "שליח בירושלים"]),
  page("/shipping-haifa", "city", "חיפה", "שליחויות בחיפה", "שליחויות בחיפה, בקריות ובסביבה: מחירים, שכונות וזמני הגעה.", ["שליחויות בחיפה", "שליח בחיפה"]),
  page("/shipping-beer-sheva", "city", "באר שבע", "שליחויות בבאר שבע", "שליחויות בבאר שבע והדרום: 12 שכונות, מחירון וזמני משלוח.", ["שליחויות בבאר שבע", "שליח בבאר שבע"]),
  page("/shipping-netanya", "city", "נתניה", "שליחויות בנתניה", "שליחויות בנתניה: משלוח רגיל ומשלוח מהיר עד 6 שעות.", ["שליחויות בנתניה", "שליח בנתניה"]),
  page("/shipping-ashdod", "city", "אשדוד", "שליחויות באשדוד", "שליחויות באשדוד: 12 אזורי שירות, הצעת מחיר מהירה.", ["שליחויות באשדוד", "שליח באשדוד"]),
  page("/shipping-rishon", "city", "ראשון לציון", "שליחויות בראשון לציון", "שליחויות בראשון לציון: 12 אזורי שירות, הצעת מחיר מהירה.", ["שליחויות בראשון לציון", "שליח בראשון לציון"]),
  page("/shipping-petah-tikva", "city", "פתח תקווה", "שליחויות בפתח תקווה", "שליחויות בפתח תקווה: 12 אזורי שירות, הצעת מחיר מהירה.", ["שליחויות בפתח תקווה", "שליח בפתח תקווה"]),
];

export const blogPage = page("/blog", "blog", "בלוג", "הבלוג שלנו", "טיפים ומדריכים על משלוחים, אריזה, חיסכון בעלויות ומשלוחי ציוד רפואי.", ["בלוג שליחויות", "טיפים למשלוחים"]);

export const articlePages = [
  page("/blog/delivery-tips", "article", "5 טיפים לבחירת חברת שליחויות", "5 טיפים לבחירת חברת שליחויות", "חמישה דברים שכדאי לבדוק לפני שבוחרים חברת שליחויות.", ["בחירת חברת שליחויות", "טיפים"]),
  page("/blog/intercity-shipping-guide", "article", "המדריך למשלוחים בין עירוניים", "המדריך המלא למשלוחים בין עירוניים", "זמני משלוח בין ערים, טווחי מחירים וטיפים לחיסכון.", ["משלוח בין עירוני", "מדריך"]),
  page("/blog/package-packing-tips", "article", "איך לארוז חבילה", "איך לארוז חבילה למשלוח", "חומרי אריזה, שבעה שלבי אריזה, טיפים לפי סוג פריט וטעויות נפוצות.", ["אריזת חבילה", "טיפים לאריזה"]),
  page("/blog/urgent-delivery-guide", "article", "מדריך למשלוחים דחופים", "המדריך למשלוחים דחופים", "מתי כדאי לבחור משלוח אקספרס ומה משפיע על המחיר.", ["משלוח דחוף", "אקספרס"]),
  page("/blog/medical-equipment-delivery", "article", "משלוח ציוד רפואי", "משלוח ציוד רפואי: כל מה שצריך לדעת", "סוגי ציוד רפואי, רגולציה ושינוע בבקרת טמפרטורה.", ["משלוח ציוד רפואי", "רגולציה"]),
  page("/blog/save-on-shipping-costs", "article", "לחסוך בעלויות משלוח", "7 דרכים לחסוך בעלויות משלוח", "שבעה טיפים לחיסכון בעלויות משלוח, עם החיסכון האפשרי בכל טיפ.", ["חיסכון במשלוחים", "עלויות משלוח"]),
];

export const allPages: PageInfo[] = [homePage, ...servicePages, ...infoPages, ...cityPages, blogPage, ...articlePages];

const byPath = new Map(allPages.map((p) => [p.path, p]));

export function pageAt(path: string): PageInfo {
  const found = byPath.get(canonicalPath(path));
  if (!found) throw new Error(`No page record for ${path}`);
  return found;
}

export function publicPaths(): string[] {
  return allPages.map((p) => p.path);
}

export const articleSlugs = articlePages.map((p) => p.path.slice("/blog/".length));

/** Breadcrumb labels for path segments, including paths that have no page of their own. */
export const breadcrumbLabels: Record<string, string> = {
  ...Object.fromEntries(allPages.map((p) => [p.path, p.label])),
  "/international-shipping": "משלוחים בינלאומיים",
};

export const ADMIN_PATH = "/manage-leads-2024";
