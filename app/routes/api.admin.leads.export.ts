import type { Route } from "./+types/api.admin.leads.export.ts";
import { recordActivity } from "../.server/activity.ts";
import { exportFileName, exportLeadsCsv } from "../.server/admin-leads/export.ts";
import { createSlots } from "../.server/admin-leads/slots.ts";
import { guardMessages, requireAdmin } from "../.server/auth/guard.ts";
import { serverConfig } from "../.server/config.ts";
import { log } from "../.server/log.ts";
import { ADMIN_HEADERS, adminTooBusy, methodNotAllowed } from "../.server/responses.ts";
import { getServices } from "../.server/services.ts";
import { clientAddressContext } from "../context.ts";

const EXPORT_VIEWS = ["open", "handled", "all"] as const;
const exportSlots = createSlots(1, serverConfig.adminExportsMax);
type ExportView = (typeof EXPORT_VIEWS)[number];

/**
 * GET /api/admin/leads/export[?view=open|handled]: the view's leads (default: every genuine
 * lead, the trash left out) as a CSV file, streamed from the database. Each finished export is
 * recorded in the activity log with its view and row count.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  // One export at a time per admin, a couple in all: each reads the whole table.
  const release = exportSlots.take(String(admin.userId));
  if (!release)
    return adminTooBusy({
      path: "/api/admin/leads/export",
      reason: "an export is already running",
      message: guardMessages.exportRunning,
      retryAfterSeconds: 5,
    });
  const { db } = await getServices();
  const asked = new URL(request.url).searchParams.get("view");
  const view: ExportView = EXPORT_VIEWS.includes(asked as ExportView) ? (asked as ExportView) : "all";
  const client = context.get(clientAddressContext);
  log("info", "lead export started", { userId: admin.userId, view });
  const csv = exportLeadsCsv(db, { view }, (rows) => {
    release();
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
  return methodNotAllowed("GET", ADMIN_HEADERS);
}
