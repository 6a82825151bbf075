import type { LlmsInput } from "../lib/llms";
import type { PricingModel } from "../lib/pricing";
import type { SiteConfig } from "../lib/site-config";
import { cityById } from "./cities";
import { packageSizes } from "./package-sizes";
import { articlePages, blogPage, cityPages, homePage, pageAt, servicePages } from "./pages";

/** What /llms.txt is written from: the same page records and figures the pages use. */
export function llmsInputFromContent(site: SiteConfig, pricingModel: PricingModel): LlmsInput {
  return {
    site,
    pricingModel,
    home: homePage,
    services: servicePages,
    areas: cityPages,
    pricing: pageAt("/pricing"),
    blog: blogPage,
    articles: articlePages,
    contact: pageAt("/contact"),
    more: ["/faq", "/about", "/join-team"].map(pageAt),
    optional: [pageAt("/privacy")],
    placeName: (id) => cityById(id).name,
    sizes: packageSizes,
  };
}
