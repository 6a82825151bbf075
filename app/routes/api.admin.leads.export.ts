import type { Route } from "./+types/api.admin.leads.export";
import { recordActivity } from "../.server/activity";
import { exportFileName, exportLeadsCsv } from "../.server/admin-leads/export";
import { methodNotAllowed } from "../.server/admin-leads/responses";
import { createSlots } from "../.server/admin-leads/slots";
import { ADMIN_HEADERS, guardMessages, requireAdmin } from "../.server/auth/guard";
import { serverConfig } from "../.server/config";
import { clientAddress } from "../.server/auth/sign-in";
import { log } from "../.server/log";
import { getServices } from "../.server/services";

const EXPORT_VIEWS = ["open", "handled", "all"] as const;
const exportSlots = createSlots(1, serverConfig.adminExportsMax);
type ExportView = (typeof EXPORT_VIEWS)[number];

/**
 * GET /api/admin/leads/export[?view=open|handled]: the view's leads (default: every genuine
 * lead, the trash left out) as a CSV file, streamed from the database. Each finished export is
 * recorded in the activity log with its view and row count.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  // One export at a time per admin, a couple in all: each reads the whole table.
  const release = exportSlots.take(String(admin.userId));
  if (!release) {
    log("warn", "request refused", { path: "/api/admin/leads/export", status: 429, reason: "an export is already running" });
    return new Response(guardMessages.exportRunning, {
      status: 429,
      headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" },
    });
  }
  const { db } = await getServices();
  const asked = new URL(request.url).searchParams.get("view");
  const view: ExportView = EXPORT_VIEWS.includes(asked as ExportView) ? (asked as ExportView) : "all";
  const client = clientAddress(request);
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
  return methodNotAllowed("GET");
}
