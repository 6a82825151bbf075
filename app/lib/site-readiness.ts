/**
 * The launch readiness the status card lists (issue 40): every example or missing business detail
 * the published site still shows, each linking to the field that fixes it. Admin code only: it
 * names the admin's path.
 */
import { exampleSiteConfig } from "./business-details.ts";
import { ADMIN_PAGES } from "./paths.ts";
import { type BusinessDetails, type Testimonial } from "./site-settings.ts";
import type { TermsFigures } from "./terms-figures.ts";

/** A value still live on the site that the owner has not made his own, with the field that fixes it. */
export interface ReadinessItem {
  text: string;
  href: string;
}

export const siteFieldId = (field: keyof BusinessDetails) => `site-${field}`;
export const testimonialFieldId = (index: number, field: keyof Testimonial) => `site-testimonial-${index}-${field}`;
export const termsFieldId = (field: keyof TermsFigures | "confirm") => `site-terms-${field}`;
const fieldHref = (field: keyof BusinessDetails) => `${ADMIN_PAGES.site}#${siteFieldId(field)}`;

/** Every example or missing business detail, every testimonial without the customer's consent, and terms' figures never confirmed, the published site still shows, in the owner's words. */
export function readinessItems(published: BusinessDetails, testimonials: readonly Testimonial[] = [], terms?: TermsFigures): ReadinessItem[] {
  const items: ReadinessItem[] = [];
  const example = (field: "phone" | "whatsappNumber" | "email" | "address", text: string) => {
    if (published[field] === exampleSiteConfig[field]) items.push({ text, href: fieldHref(field) });
  };
  example("phone", `באתר מופיע טלפון לדוגמה (${exampleSiteConfig.phone})`);
  example("whatsappNumber", "הצ׳אט בוואטסאפ פונה למספר לדוגמה");
  if (published.email === exampleSiteConfig.email || /@example\./i.test(published.email))
    items.push({ text: `באתר מופיע אימייל לדוגמה (${published.email})`, href: fieldHref("email") });
  example("address", "באתר מופיעה כתובת לדוגמה");
  if (!published.legalName) items.push({ text: "השם הרשום של העסק לא הוזן", href: fieldHref("legalName") });
  if (!published.companyId) items.push({ text: "מספר ח״פ / ע״מ לא הוזן", href: fieldHref("companyId") });
  testimonials.forEach((testimonial, i) => {
    if (!testimonial.consent)
      items.push({
        text: `ההמלצה של ${testimonial.name} בדף הבית היא דוגמה, בלי אישור של לקוח`,
        href: `${ADMIN_PAGES.site}#${testimonialFieldId(i, "quote")}`,
      });
  });
  if (terms && !terms.confirmedOn)
    items.push({
      text: "נתוני תנאי השימוש (תקרת אחריות, משקל, שעות סגירה) הם של ההתקנה ולא אושרו",
      href: `${ADMIN_PAGES.site}#${termsFieldId("liabilityShekels")}`,
    });
  return items;
}
