import { serverConfig } from "../.server/config.ts";
import { publishedSettings, publishedSiteConfig } from "../.server/site-settings/published.ts";
import { llmsInputFromContent } from "../content/llms-input.ts";
import { llmsTxt } from "../content/llms.ts";
import { priceBookOf } from "../content/price-book.ts";

/** /llms.txt: the site for language models, from the same records as the pages (docs/decisions/014), with the
 * owner's published business details and prices; asked again on every use, as a publish changes it at once (decision 066). */
export function loader() {
  const body = llmsTxt(llmsInputFromContent(publishedSiteConfig(), serverConfig.pricingModel, priceBookOf(publishedSettings().prices)));
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
