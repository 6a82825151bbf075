/**
 * The site's facts the owner edits in the admin (docs/decisions/066-the-owner-edits-the-sites-facts.md):
 * the business details, a notice, the testimonials and the prices (decision 067), as one document. A published version of it is what every
 * public page, JSON-LD and /llms.txt read; the environment's values are the first start's.
 * Pure: the words, the defaults, what changed between two versions, and what still shows an example.
 */
import { type SiteConfig } from "./business-details.ts";
import { PRICE_FIELDS, priceFieldLabels, priceText } from "./price-fields.ts";
import { startingPrices, type PriceInputs } from "./price-inputs.ts";
import { startingTermsFigures, TERMS_FIELDS, termsFieldLabels, type TermsFigures } from "./terms-figures.ts";

export interface BusinessDetails {
  brandName: string;
  /** As dialled and shown, e.g. 050-123-4567. */
  phone: string;
  /** International digits, e.g. 972501234567. */
  whatsappNumber: string;
  email: string;
  address: string;
  /** Empty when not set: a claim that needs it is not made. */
  legalName: string;
  companyId: string;
  medicalLicence: string;
  /** The accessibility coordinator's name, phone and e-mail; empty: the statement names the business's own channels. */
  accessibilityCoordinator: string;
  accessibilityPhone: string;
  accessibilityEmail: string;
  /** Whole years; empty: the site claims no experience (issue 41). */
  experienceYears: string;
}

/** One short line on every public page between two Israeli days, both included (yyyy-MM-dd). */
export interface SiteNotice {
  text: string;
  from: string;
  to: string;
}

/** A customer's words on the home page, as the customer allowed them to be published. */
export interface Testimonial {
  quote: string;
  /** The name as the customer allowed it ("מיכל", "מיכל ל."). */
  name: string;
  place: string;
  /** When the customer said it (yyyy-MM-dd); empty only in the installation's examples. */
  date: string;
  /** The owner confirmed the customer agreed to its publication; false only in the examples. */
  consent: boolean;
}

export interface SiteSettings {
  business: BusinessDetails;
  notice: SiteNotice | null;
  testimonials: Testimonial[];
  prices: PriceInputs;
  terms: TermsFigures;
}

export type SiteSection = keyof SiteSettings;
export const SITE_SECTIONS: readonly SiteSection[] = ["business", "prices", "terms", "notice", "testimonials"];

export const sectionTitles: Record<SiteSection, string> = {
  business: "פרטי העסק",
  notice: "הודעה באתר",
  testimonials: "המלצות בדף הבית",
  prices: "מחירים",
  terms: "נתוני תנאי השימוש",
};

export const businessFieldLabels: Record<keyof BusinessDetails, string> = {
  brandName: "שם העסק באתר",
  phone: "טלפון",
  whatsappNumber: "מספר וואטסאפ",
  email: "אימייל",
  address: "כתובת",
  legalName: "שם רשום",
  companyId: "ח״פ / ע״מ",
  medicalLicence: "רישיון משרד הבריאות",
  accessibilityCoordinator: "שם רכז/ת הנגישות",
  accessibilityPhone: "טלפון רכז/ת הנגישות",
  accessibilityEmail: "אימייל רכז/ת הנגישות",
  experienceYears: "שנות ניסיון של העסק",
};
/** The business fields a site may leave empty: a claim or a name that needs one is not made. */
export const OPTIONAL_BUSINESS_FIELDS: ReadonlyArray<keyof BusinessDetails> = [
  "legalName",
  "companyId",
  "medicalLicence",
  "accessibilityCoordinator",
  "accessibilityPhone",
  "accessibilityEmail",
  "experienceYears",
];
export const BUSINESS_FIELDS = Object.keys(businessFieldLabels) as Array<keyof BusinessDetails>;

export const noticeFieldLabels: Record<keyof SiteNotice, string> = {
  text: "נוסח ההודעה",
  from: "מתאריך",
  to: "עד תאריך (כולל)",
};
export const NOTICE_TEXT_MAX = 160;

export const testimonialFieldLabels: Record<Exclude<keyof Testimonial, "consent">, string> = {
  quote: "הציטוט",
  name: "השם, כפי שהלקוח הסכים שיופיע",
  place: "עיר",
  date: "תאריך",
};
export const TESTIMONIALS_MAX = 3;
export const TESTIMONIAL_QUOTE_MAX = 300;

/** The installation's example testimonials (the spec's): unconfirmed, undated. */
export const exampleTestimonials = (examples: ReadonlyArray<{ quote: string; name: string; place: string }>): Testimonial[] =>
  examples.map(({ quote, name, place }) => ({ quote, name, place, date: "", consent: false }));

/** The settings the environment and the code give (the first start's, until the owner publishes his own). */
export function settingsFromConfig(
  site: SiteConfig,
  testimonials: Testimonial[] = [],
  prices: PriceInputs = startingPrices,
  terms: TermsFigures = startingTermsFigures,
): SiteSettings {
  return {
    business: {
      brandName: site.brandName,
      phone: site.phone,
      whatsappNumber: site.whatsappNumber,
      email: site.email,
      address: site.address,
      legalName: site.legalName ?? "",
      companyId: site.companyId ?? "",
      medicalLicence: site.medicalLicence ?? "",
      accessibilityCoordinator: site.accessibilityCoordinator ?? "",
      accessibilityPhone: site.accessibilityPhone ?? "",
      accessibilityEmail: site.accessibilityEmail ?? "",
      experienceYears: site.experienceYears ?? "",
    },
    notice: null,
    testimonials,
    prices,
    terms,
  };
}

/** What the pages read: the business details as the site's configuration, beside the canonical origin (not the owner's to change). */
export function siteConfigOf(settings: SiteSettings, siteUrl: string): SiteConfig {
  const { legalName, companyId, medicalLicence, accessibilityCoordinator, accessibilityPhone, accessibilityEmail, experienceYears, ...contact } =
    settings.business;
  return {
    ...contact,
    siteUrl,
    ...(legalName && { legalName }),
    ...(companyId && { companyId }),
    ...(medicalLicence && { medicalLicence }),
    ...(accessibilityCoordinator && { accessibilityCoordinator }),
    ...(accessibilityPhone && { accessibilityPhone }),
    ...(accessibilityEmail && { accessibilityEmail }),
    ...(experienceYears && { experienceYears }),
  };
}

/** The notice's text when `day` (yyyy-MM-dd, Israeli) is within its dates, else null. */
export function noticeOn(notice: SiteNotice | null, day: string): string | null {
  return notice && notice.from <= day && day <= notice.to ? notice.text : null;
}

// A draft saved before a field was added lacks it: read as empty.
const shown = (value: string | undefined) => (value ? value : "(ריק)");

/** What changed from one version to the next, one line per field in the owner's words. */
export function describeChanges(before: SiteSettings, after: SiteSettings): string[] {
  const lines: string[] = [];
  for (const field of BUSINESS_FIELDS) {
    const was = before.business[field] ?? "";
    const now = after.business[field] ?? "";
    if (was !== now) lines.push(`${businessFieldLabels[field]}: ${shown(was)} ← ${shown(now)}`);
  }
  for (const field of PRICE_FIELDS) {
    const was = before.prices[field];
    const now = after.prices[field];
    if (JSON.stringify(was) !== JSON.stringify(now))
      lines.push(`${sectionTitles.prices}, ${priceFieldLabels[field]}: ${priceText(field, was)} ← ${priceText(field, now)}`);
  }
  for (const field of TERMS_FIELDS) {
    const was = before.terms[field];
    const now = after.terms[field];
    if (was !== now) lines.push(`${sectionTitles.terms}, ${termsFieldLabels[field]}: ${was} ← ${now}`);
  }
  if (after.terms.confirmedOn && before.terms.confirmedOn !== after.terms.confirmedOn) lines.push(`${sectionTitles.terms}: אושרו ב-${after.terms.confirmedOn}`);
  const noticeText = (n: SiteNotice | null) => (n ? `"${n.text}" (${n.from} עד ${n.to})` : "(אין)");
  if (JSON.stringify(before.notice) !== JSON.stringify(after.notice))
    lines.push(`${sectionTitles.notice}: ${noticeText(before.notice)} ← ${noticeText(after.notice)}`);
  const said = (t: Testimonial | undefined) => (t ? `"${t.quote.length > 40 ? `${t.quote.slice(0, 40)}…` : t.quote}" (${t.name})` : "(אין)");
  for (let i = 0; i < Math.max(before.testimonials.length, after.testimonials.length); i++) {
    const was = before.testimonials[i];
    const now = after.testimonials[i];
    if (JSON.stringify(was) !== JSON.stringify(now))
      lines.push(`המלצה ${i + 1}: ${said(was)} ← ${said(now)}${now?.consent && !was?.consent ? " (באישור הלקוח)" : ""}`);
  }
  return lines;
}

/** A saved draft of one section, over the published version it was based on. */
export interface SectionDraft<S extends SiteSection = SiteSection> {
  section: S;
  value: SiteSettings[S];
  /** Counts the section's saves: a save that names an older one was made over someone else's. */
  revision: number;
  updatedAt: string;
  updatedBy: string | null;
}

export interface SiteVersionSummary {
  id: number;
  publishedAt: string;
  publishedBy: string | null;
  /** A rollback names the version it restored. */
  restoredFrom: number | null;
  changes: string[];
}

export type SiteChangeDone = "saved" | "published" | "rolled-back" | "discarded" | "preview-on" | "preview-off";

export const siteMessages = {
  title: "האתר",
  saved: "הטיוטה נשמרה. היא עדיין לא באתר: בדקו אותה בתצוגה מקדימה ופרסמו.",
  published: "פורסם. כל דפי האתר מציגים את הגרסה החדשה.",
  rolledBack: "הגרסה הקודמת שוחזרה ופורסמה.",
  discarded: "הטיוטה נמחקה. האתר לא השתנה.",
  previewOn: "תצוגה מקדימה פעילה: בדפדפן הזה דפי האתר מציגים את הטיוטה.",
  previewOff: "התצוגה המקדימה כובתה.",
  nothingToPublish: "אין טיוטה לפרסם.",
  conflict: "מנהל אחר שמר את החלק הזה בינתיים. הנה מה שהוא שמר; הערכים שהזנתם מופיעים בטופס. שמרו שוב כדי להחליף.",
  noSuchVersion: "הגרסה הזאת לא נמצאה.",
  badRequest: "הבקשה לא הובנה. רעננו את הדף ונסו שוב.",
  previewBanner: "תצוגה מקדימה של הטיוטה: רק אתם רואים את זה.",
  previewExit: "יציאה מהתצוגה המקדימה",
} as const;
