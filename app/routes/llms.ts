import { serverConfig, siteConfig } from "../.server/config";
import { cityById } from "../content/cities";
import { packageSizes } from "../content/package-sizes";
import { articlePages, blogPage, cityPages, homePage, pageAt, servicePages } from "../content/pages";
import { llmsTxt } from "../lib/llms";

/** /llms.txt: the site for language models, from the same records as the pages (docs/decisions/014). */
export function loader() {
  const body = llmsTxt({
    site: siteConfig(),
    pricingModel: serverConfig.pricingModel,
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
  });
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
