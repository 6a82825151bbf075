import type { Route } from "./+types/api.admin.leads";
import { parseListQuery } from "../lib/admin-leads";
import { listLeads } from "../.server/admin-leads/queries";
import { methodNotAllowed } from "../.server/admin-leads/responses";
import { adminJson, requireAdmin } from "../.server/auth/guard";
import { getServices } from "../.server/services";

/** GET /api/admin/leads?view=open|handled|all|spam&q=&page=: one page of leads and the number matching. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { db } = await getServices();
  const query = parseListQuery(new URL(request.url).searchParams);
  return adminJson(await listLeads(db, { view: query.view, search: query.q, page: query.page }));
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return methodNotAllowed("GET");
}
