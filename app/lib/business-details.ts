/** The business details every page shows: contact values (server code fills them from the environment) and opening hours. */
import { dashRange } from "./typography.ts";

export interface SiteConfig {
  brandName: string;
  /** As dialled and shown, e.g. 050-123-4567. */
  phone: string;
  /** International digits for the chat link, e.g. 972501234567. */
  whatsappNumber: string;
  email: string;
  address: string;
  /** Canonical origin without a trailing slash. */
  siteUrl: string;
  /** Business identity, each optional (BUSINESS_LEGAL_NAME, BUSINESS_COMPANY_ID, MEDICAL_LICENCE_NUMBER). */
  legalName?: string;
  /** The 9-digit company or dealer number. */
  companyId?: string;
  /** The Health Ministry licence number: the licence is claimed only when it is set. */
  medicalLicence?: string;
  /** The accessibility coordinator the owner named (the accessibility statement, /accessibility), each optional. */
  accessibilityCoordinator?: string;
  /** As dialled and shown, e.g. 050-123-4567. */
  accessibilityPhone?: string;
  accessibilityEmail?: string;
  /** The business's years of experience, as the owner set them: "more than N years" is claimed only then. */
  experienceYears?: string;
}

/** EXAMPLE values: every deployment sets its own through the environment (see .env.example). */
export const exampleSiteConfig: SiteConfig = {
  brandName: "שליח אקספרס",
  phone: "050-123-4567",
  whatsappNumber: "972501234567",
  email: "info@example.co.il",
  address: "רחוב הרצל 10, כרמיאל",
  siteUrl: "http://localhost:3000",
};

export const openingHours = {
  service: "שירות 24/7, כולל שבתות וחגים",
  couriers: [
    { days: "ראשון עד חמישי", hours: "08:30-22:00" },
    { days: "שישי וערבי חג", hours: "08:30-15:00" },
  ],
} as const;

/**
 * Both readings of the hours, each with what it applies to (docs/content.md): the service
 * (ordering, urgent deliveries) is 24/7; the office and the regular couriers keep the weekday hours.
 */
export const serviceHoursText = `הזמנות ומשלוחים דחופים: ${openingHours.service.replace(/^שירות /, "")}`;
/** "ראשון עד חמישי 08:30–22:00, שישי וערבי חג 08:30–15:00" */
export const courierHours = openingHours.couriers.map((row) => `${row.days} ${dashRange(row.hours)}`).join(", ");
export const courierHoursText = `המשרד והשליחים במשלוחים רגילים: ${courierHours}`;

/**
 * The channels legal text may name (issue 40): the phone and the e-mail the owner set, never the
 * installation's examples. With neither, the legal pages send the reader to the contact form.
 */
export function ownContactChannels(site: Pick<SiteConfig, "phone" | "email">): { phone?: string; email?: string } {
  return {
    ...(site.phone !== exampleSiteConfig.phone && { phone: site.phone }),
    ...(site.email !== exampleSiteConfig.email && !/@example\./i.test(site.email) && { email: site.email }),
  };
}

/** The accessibility statement's page: the footer and the settings panel link to it. */
export const ACCESSIBILITY_STATEMENT_PATH = "/accessibility";

/** Who takes a report of an accessibility problem, as the accessibility statement and the settings panel name them. */
export interface AccessibilityContact {
  /** The coordinator's name; absent: the statement names no one. */
  name?: string;
  phone?: string;
  email?: string;
}

/**
 * The accessibility coordinator the owner named, with the coordinator's own phone and e-mail where
 * set and the business's own otherwise; never an installation example. Neither: the contact form.
 */
export function accessibilityContact(
  site: Pick<SiteConfig, "phone" | "email" | "accessibilityCoordinator" | "accessibilityPhone" | "accessibilityEmail">,
): AccessibilityContact {
  const business = ownContactChannels(site);
  const own = ownContactChannels({ phone: site.accessibilityPhone ?? "", email: site.accessibilityEmail ?? "" });
  const phone = (site.accessibilityPhone && own.phone) || business.phone;
  const email = (site.accessibilityEmail && own.email) || business.email;
  return {
    ...(site.accessibilityCoordinator && { name: site.accessibilityCoordinator }),
    ...(phone && { phone }),
    ...(email && { email }),
  };
}

/** The business's registered identity as the footer and /terms show it: only what is set. */
export function businessIdentityLines(site: Pick<SiteConfig, "legalName" | "companyId" | "medicalLicence">): string[] {
  return [
    site.legalName && `שם רשום: ${site.legalName}`,
    site.companyId && `ח״פ: ${site.companyId}`,
    site.medicalLicence && `רישיון משרד הבריאות מס׳ ${site.medicalLicence}`,
  ].filter((line): line is string => Boolean(line));
}
