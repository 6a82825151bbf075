import type { Route } from "./+types/llms.ts";
import { serverConfig } from "../.server/config.ts";
import { pricesForRequest, siteForRequest } from "../.server/site-settings/for-request.ts";
import { llmsInputFromContent } from "../content/llms-input.ts";
import { llmsTxt } from "../content/llms.ts";

/** /llms.txt: the site for language models, from the same records as the pages (docs/decisions/014), with the
 * owner's published business details and prices (or, in his preview, his draft's); asked again on every
 * use, as a publish changes it at once (decisions 066, 067). */
export async function loader({ request }: Route.LoaderArgs) {
  const { site } = await siteForRequest(request);
  const body = llmsTxt(llmsInputFromContent(site, serverConfig.pricingModel, await pricesForRequest(request)));
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
