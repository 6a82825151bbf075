import type { Route } from "./+types/api.admin.leads.export.ts";
import { recordActivity } from "../.server/activity.ts";
import { exportFileName, exportLeadsCsv } from "../.server/admin-leads/export.ts";
import { createSlots } from "../.server/admin-leads/concurrency-limit.ts";
import { guardMessages, requireAdmin } from "../.server/auth/guard.ts";
import { serverConfig } from "../.server/config.ts";
import { log } from "../.server/log.ts";
import { ADMIN_HEADERS, adminTooBusy, methodNotAllowed } from "../.server/responses.ts";
import { getServices } from "../.server/runtime.ts";
import { clientAddressContext } from "../context.ts";

const EXPORT_VIEWS = ["open", "handled", "all", "applicants"] as const;
/** Past this an export's slot is given back even if its end was never seen (a 1,000,000-lead export takes about a minute). */
const EXPORT_MAX_MS = 30 * 60_000;
const exportSlots = createSlots(1, serverConfig.adminExportsMax, EXPORT_MAX_MS);
type ExportView = (typeof EXPORT_VIEWS)[number];

/**
 * GET /api/admin/leads/export[?view=open|handled|applicants]: the view's leads (default: every genuine
 * lead, the trash left out) as a CSV file, streamed from the database. Each finished export is
 * recorded in the activity log with its view and row count. HEAD is answered with the headers
 * alone: React Router would run the export, drop its body and never end it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  if (request.method === "HEAD") return new Response(null, { headers: exportHeaders() });
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
  // The client went away (or the answer is over): the slot is free, however the stream ended.
  request.signal.addEventListener("abort", release, { once: true });
  const client = context.get(clientAddressContext);
  log("info", "lead export started", { userId: admin.userId, view });
  const csv = exportLeadsCsv(db, { view }, (rows) => {
    release();
    void recordActivity(db, { action: "export", userId: admin.userId, userEmail: admin.email, client, details: { rows, view } });
  });
  return new Response(csv, { headers: exportHeaders() });
}

const exportHeaders = () => ({
  ...ADMIN_HEADERS,
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${exportFileName(new Date())}"`,
});

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return methodNotAllowed("GET", ADMIN_HEADERS);
}
