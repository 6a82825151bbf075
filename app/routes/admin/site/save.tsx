import type { Route } from "./+types/save.ts";
import { loadScreenAfterPost, siteChangeAction, siteRefusal } from "./site.server.ts";
import { SiteScreen } from "./site-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { checkBusiness, checkNotice, checkPrices, checkTerms, checkTestimonials, type SectionCheck } from "../../../lib/site-settings-check.ts";
import { israelDateStamp } from "../../../lib/israel-time.ts";
import { priceBookProblem } from "../../../content/price-book.ts";
import { SITE_SECTIONS, siteMessages, type SiteSection } from "../../../lib/site-settings.ts";
import { formId } from "../../../.server/admin-session.ts";
import { startingSettings } from "../../../.server/site-settings/starting.ts";
import { saveDraft } from "../../../.server/site-settings/store.ts";

export const headers = adminHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadScreenAfterPost(context, request);
}

/** A section saved as a draft: checked whole by the same rules a stored version is read with; refused, nothing is saved. */
export function action(args: Route.ActionArgs) {
  return siteChangeAction(args, "save", async (db, form, actor) => {
    const section = form.get("section");
    const revision = form.get("revision") === "0" ? 0 : formId(form, "revision");
    if (!isSection(section) || revision === undefined) return siteRefusal(400, { error: siteMessages.badRequest });
    const checked = checkSection(section, form);
    if (!checked.ok) return siteRefusal(400, { error: checked.message, section, field: checked.field, values: checked.values });
    const saved = await saveDraft(db, section, checked.value, revision, actor);
    if (!saved.ok)
      return siteRefusal(409, {
        error: siteMessages.conflict,
        section,
        values: Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === "string")),
        theirs: saved.current,
      });
    return "saved";
  });
}

const isSection = (value: unknown): value is SiteSection => typeof value === "string" && (SITE_SECTIONS as readonly string[]).includes(value);

/** A section's form checked whole; the prices also by the price book's invariants, which the build holds the installation's to. */
function checkSection(section: SiteSection, form: FormData): SectionCheck<SiteSection> {
  if (section === "business") return checkBusiness(form);
  if (section === "notice") return checkNotice(form);
  if (section === "testimonials") return checkTestimonials(form, startingSettings().testimonials);
  if (section === "terms") return checkTerms(form, israelDateStamp(new Date()));
  const prices = checkPrices(form);
  if (!prices.ok) return prices;
  const problem = priceBookProblem(prices.value);
  if (!problem) return prices;
  const values = Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === "string"));
  return { ok: false, field: problem.field, message: problem.message, values };
}

export default SiteScreen;
