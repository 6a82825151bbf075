import type { LlmsInput } from "./llms.ts";
import type { PricingModel } from "../lib/delivery-estimate.ts";
import type { SiteConfig } from "../lib/business-details.ts";
import { cityById } from "./cities.ts";
import type { PriceBook } from "./price-book.ts";
import { servicesOf } from "./services.ts";
import { articles } from "./blog/articles.ts";
import { cityPages } from "./city-pages/all-cities.ts";
import { blogPage, homePage, pageAt } from "./pages.ts";

/** What /llms.txt is written from: the same page records and figures the pages use, with the published price book. */
export function llmsInputFromContent(site: SiteConfig, pricingModel: PricingModel, prices: PriceBook): LlmsInput {
  return {
    site,
    pricingModel,
    home: homePage,
    services: servicesOf(prices).map(({ path, title, description }) => ({ path, title, description })),
    areas: cityPages,
    pricing: pageAt("/pricing"),
    blog: blogPage,
    articles,
    contact: pageAt("/contact"),
    more: ["/faq", "/about", "/join-team"].map(pageAt),
    optional: [pageAt("/privacy"), pageAt("/terms"), pageAt("/accessibility")],
    placeName: (id) => cityById(id).name,
    prices,
  };
}
