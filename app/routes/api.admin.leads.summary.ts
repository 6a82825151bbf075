import type { Route } from "./+types/api.admin.leads.summary";
import type { LeadsSummary } from "../lib/admin-leads";
import { countLeads, leadsPerDay } from "../.server/admin-leads/queries";
import { methodNotAllowed } from "../.server/admin-leads/responses";
import { adminJson, requireAdmin } from "../.server/auth/guard";
import { getServices } from "../.server/services";

/** GET /api/admin/leads/summary: the cards, the view counts and leads per Israeli day (30 days). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { db } = await getServices();
  const now = new Date();
  const [counts, perDay] = await Promise.all([countLeads(db, now), leadsPerDay(db, now)]);
  return adminJson({ counts, perDay } satisfies LeadsSummary);
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return methodNotAllowed("GET");
}
