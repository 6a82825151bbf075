import type { Route } from "./+types/api.admin.leads.export";
import { exportFileName, exportLeadsCsv } from "../.server/admin-leads/export";
import { methodNotAllowed } from "../.server/admin-leads/responses";
import { ADMIN_HEADERS, requireAdmin } from "../.server/auth/guard";
import { log } from "../.server/http";
import { getServices } from "../.server/services";

/** GET /api/admin/leads/export: every genuine lead as a CSV file, streamed from the database. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const { db } = await getServices();
  log("info", "lead export started", { userId: admin.userId });
  return new Response(exportLeadsCsv(db), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(new Date())}"`,
    },
  });
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return methodNotAllowed("GET");
}
