import type { Route } from "./+types/api.admin.leads.export";
import { recordActivity } from "../.server/activity";
import { exportFileName, exportLeadsCsv } from "../.server/admin-leads/export";
import { methodNotAllowed } from "../.server/admin-leads/responses";
import { ADMIN_HEADERS, requireAdmin } from "../.server/auth/guard";
import { clientAddress } from "../.server/auth/sign-in";
import { log } from "../.server/http";
import { getServices } from "../.server/services";

const EXPORT_VIEWS = ["open", "handled", "all"] as const;
type ExportView = (typeof EXPORT_VIEWS)[number];

/**
 * GET /api/admin/leads/export[?view=open|handled]: the view's leads (default: every genuine
 * lead, the trash left out) as a CSV file, streamed from the database. Each finished export is
 * recorded in the activity log with its view and row count.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const { db } = await getServices();
  const asked = new URL(request.url).searchParams.get("view");
  const view: ExportView = EXPORT_VIEWS.includes(asked as ExportView) ? (asked as ExportView) : "all";
  const client = clientAddress(request);
  log("info", "lead export started", { userId: admin.userId, view });
  const csv = exportLeadsCsv(db, { view }, (rows) => {
    void recordActivity(db, { action: "export", userId: admin.userId, userEmail: admin.email, client, details: { rows, view } });
  });
  return new Response(csv, {
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
