/**
 * The site's page records, with named fields and checked by zod (./collection.ts). The route
 * table (app/routes.ts), the pre-render list, the sitemap, menus, footer and breadcrumbs are all
 * derived from these collections; the city pages and the articles come from their own
 * collections (./city-pages, ./blog). Server and build-time data: import it from loaders,
 * routes.ts and react-router.config.ts only, never from a component.
 */
import { z } from "zod";
import { articles } from "./blog/articles.ts";
import { cityPages } from "./city-pages/all-cities.ts";
import { defineCollection } from "./collection.ts";
import { pageRecordSchema, toLink, type PageLink, type PageRecord } from "./page-schema.ts";
import { startingPriceBook, tierTimes } from "./price-book.ts";
import { servicesOf } from "./services.ts";
import { PICKUP_PROMISE_NAME } from "../lib/customer-facts.ts";
import { BLOG_LABEL, HOME_LABEL } from "../lib/breadcrumb-trail.ts";
import { canonicalPath } from "../lib/canonical-path.ts";

export type { PageKind, PageRecord, PageLink } from "./page-schema.ts";

const FILE = "app/content/pages.ts";

export const homePage = defineCollection(FILE, pageRecordSchema.extend({ kind: z.literal("home"), path: z.literal("/") }), {
  path: "/",
  kind: "home",
  label: HOME_LABEL,
  title: "שליחויות מהירות בכל הארץ",
  description: `חברת שליחויות ארצית: משלוח רגיל ${tierTimes.regular.withinCity!} בתוך העיר ובין ערים, משלוחים בין-עירוניים, ציוד רפואי ומסמכים. המחירים כוללים מע״מ.`,
  keywords: ["שליחויות", "חברת שליחויות", "משלוחים", "שליח עד הבית"],
});

/** The service pages' records, for routes, links and the sitemap; a service page's own head is drawn with the published prices (routes/service.tsx). */
export const servicePages: PageRecord[] = servicesOf(startingPriceBook).map(({ path, kind, label, title, description, keywords }) => ({
  path,
  kind,
  label,
  title,
  description,
  keywords,
}));

/** Each info page has its own route module named after its path (app/lib/route-table.ts). */
export const infoPages = defineCollection(FILE, z.array(pageRecordSchema.extend({ kind: z.literal("info") })), [
  {
    path: "/pricing",
    kind: "info",
    label: "מחירון",
    title: "מחירון משלוחים",
    description: "המחירון: מחירים משוערים כולל מע״מ, לפי מהירות המשלוח, היעד ומדרגת המשקל, מחירי מסמכים והנחות ללקוחות קבועים ולעסקים.",
    keywords: ["מחירון שליחויות", "מחיר משלוח"],
  },
  {
    path: "/about",
    kind: "info",
    label: "אודות",
    title: "אודות החברה",
    description: "החזון, הערכים והשירותים של חברת השליחויות שלנו, בכל הארץ.",
    keywords: ["אודות", "חברת שליחויות"],
  },
  {
    path: "/faq",
    kind: "info",
    label: "שאלות נפוצות",
    title: "שאלות נפוצות",
    description: "תשובות לשאלות על זמני משלוח, מחירים, מעקב, ביטוח, שעות פעילות ותשלום.",
    keywords: ["שאלות נפוצות", "שליחויות"],
  },
  {
    path: "/contact",
    kind: "info",
    label: "צרו קשר",
    title: "צרו קשר",
    description: "התקשרו אלינו, כתבו לנו בוואטסאפ או מלאו את הטופס, ונחזור אליכם בהקדם. הזמנות ומשלוחים דחופים: 24/7, כולל שבתות וחגים.",
    keywords: ["צרו קשר", "הזמנת שליח"],
  },
  {
    path: "/join-team",
    kind: "info",
    label: "הצטרפו לצוות",
    title: "הצטרפו לצוות השליחים",
    description: "דרושים/ות שליחים/ות ונהגים/ות בכל הארץ: ההטבות, דרישות התפקיד וטופס מועמדות קצר.",
    keywords: ["דרושים שליחים", "עבודה כשליח"],
  },
  {
    path: "/privacy",
    kind: "info",
    label: "מדיניות פרטיות",
    title: "מדיניות פרטיות",
    description: "איזה מידע אנחנו אוספים באתר, למה, כמה זמן הוא נשמר ומה הזכויות שלכם.",
    keywords: ["מדיניות פרטיות"],
  },
  {
    path: "/terms",
    kind: "info",
    label: "תנאי שימוש ומשלוח",
    title: "תנאי שימוש ומשלוח",
    description: `אחריות וביטוח, פריטים אסורים, משקל ומידות, תשלום ותוספות, ביטול הזמנה, עד מתי מזמינים משלוח באותו יום, ומה פירוש ״${PICKUP_PROMISE_NAME}״.`,
    keywords: ["תנאי שימוש", "תנאי משלוח", "ביטוח משלוחים"],
  },
  {
    path: "/accessibility",
    kind: "info",
    label: "הצהרת נגישות",
    title: "הצהרת נגישות",
    description: "מה עשינו כדי שהאתר יהיה נגיש, מה בדקנו ומתי, מה עדיין לא נגיש, ואיך פונים אלינו בבעיית נגישות.",
    keywords: ["הצהרת נגישות", "נגישות האתר"],
  },
]);

export const blogPage = defineCollection(FILE, pageRecordSchema.extend({ kind: z.literal("blog"), path: z.literal("/blog") }), {
  path: "/blog",
  kind: "blog",
  label: BLOG_LABEL,
  title: "הבלוג שלנו",
  description: "טיפים ומדריכים על משלוחים, אריזה, חיסכון בעלויות ומשלוחי ציוד רפואי.",
  keywords: ["בלוג שליחויות", "טיפים למשלוחים"],
});

export const allPages: PageRecord[] = [homePage, ...servicePages, ...infoPages, ...cityPages, blogPage, ...articles];

const byPath = new Map(allPages.map((p) => [p.path, p]));

export function pageAt(path: string): PageRecord {
  const found = byPath.get(canonicalPath(path));
  if (!found) throw new Error(`No page record for ${path}`);
  return found;
}

/** The pre-render list and the sitemap: every public page. */
export function publicPaths(): string[] {
  return allPages.map((p) => p.path);
}

/** Breadcrumb labels for path segments, including paths that have no page of their own. */
export const breadcrumbLabels: Record<string, string> = {
  ...Object.fromEntries(allPages.map((p) => [p.path, p.label])),
  "/international-shipping": "משלוחים בינלאומיים",
};

/** What the menus, the footer and the breadcrumbs need; the root loader hands it to every page. */
export interface SiteNavigation {
  services: PageLink[];
  areas: PageLink[];
  /** The top bar's plain links: pricing, FAQ, blog, about, contact. */
  main: PageLink[];
  joinTeam: PageLink;
  privacy: PageLink;
  terms: PageLink;
  breadcrumbLabels: Record<string, string>;
  /** The footer's line about the company, its figures from prices.ts. */
  footerBlurb: string;
}

export function siteNavigation(): SiteNavigation {
  return {
    services: servicePages.map(toLink),
    areas: cityPages.map(toLink),
    main: ["/pricing", "/faq", "/blog", "/about", "/contact"].map((path) => toLink(pageAt(path))),
    joinTeam: toLink(pageAt("/join-team")),
    privacy: toLink(pageAt("/privacy")),
    terms: toLink(pageAt("/terms")),
    breadcrumbLabels,
    footerBlurb: `חברת שליחויות ארצית: משלוח רגיל ${tierTimes.regular.withinCity!} בתוך העיר ובין ערים, ציוד רפואי ומסמכים.`,
  };
}
