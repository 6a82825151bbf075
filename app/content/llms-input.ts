import type { LlmsInput } from "./llms.ts";
import type { PricingModel } from "../lib/delivery-estimate.ts";
import type { SiteConfig } from "../lib/business-details.ts";
import { cityById } from "./cities.ts";
import { packageSizes } from "./package-sizes.ts";
import { articles } from "./blog/articles.ts";
import { cityPages } from "./city-pages/all-cities.ts";
import { blogPage, homePage, pageAt, servicePages } from "./pages.ts";

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
    articles,
    contact: pageAt("/contact"),
    more: ["/faq", "/about", "/join-team"].map(pageAt),
    optional: [pageAt("/privacy"), pageAt("/terms")],
    placeName: (id) => cityById(id).name,
    sizes: packageSizes,
  };
}
