/**
 * The site's facts before the owner's first publish (docs/decisions/066): the business details the
 * environment gives, the price book's installation figures, no notice, and the home page's example testimonials (the spec's, unconfirmed).
 * A section an older published version does not hold reads as this.
 */
import { startingHome } from "../../content/home.ts";
import { exampleTestimonials, settingsFromConfig, type SiteSettings } from "../../lib/site-settings.ts";
import { siteConfig } from "../config.ts";

export const startingSettings = (): SiteSettings => settingsFromConfig(siteConfig(), exampleTestimonials(startingHome.testimonials));
