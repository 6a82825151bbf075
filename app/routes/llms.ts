import { serverConfig, siteConfig } from "../.server/config.ts";
import { llmsInputFromContent } from "../content/llms-input.ts";
import { llmsTxt } from "../content/llms.ts";

/** /llms.txt: the site for language models, from the same records as the pages (docs/decisions/014). */
export function loader() {
  const body = llmsTxt(llmsInputFromContent(siteConfig(), serverConfig.pricingModel));
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
