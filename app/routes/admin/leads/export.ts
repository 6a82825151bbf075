import type { Route } from "./+types/export.ts";
import { recordActivity } from "../../../.server/activity.ts";
import { exportFileName, exportLeadsCsv, isExportView, type ExportView } from "../../../.server/admin-leads/export.ts";
import { createSlots } from "../../../.server/admin-leads/concurrency-limit.ts";
import { requireAdminResource } from "../../../.server/admin-session.ts";
import { guardMessages } from "../../../.server/auth/guard.ts";
import { ADMIN_RESOURCES } from "../../../lib/paths.ts";
import { serverConfig } from "../../../.server/config.ts";
import { log } from "../../../.server/log.ts";
import { ADMIN_HEADERS, adminTooBusy, methodNotAllowed } from "../../../.server/responses.ts";
import { parseAdminQuery, searchProblem } from "../../../lib/admin-query-parse.ts";
import { getServices } from "../../../.server/runtime.ts";
import { clientAddressContext } from "../../../context.ts";

/** Past this an export's slot is given back even if its end was never seen (a 1,000,000-lead export takes about a minute). */
const EXPORT_MAX_MS = 30 * 60_000;
const exportSlots = createSlots(1, serverConfig.adminExportsMax, EXPORT_MAX_MS);

/**
 * GET <admin>/leads/export[?view=<a lead view>][&q=<search>]: what the admin's screen shows, as
 * a CSV file streamed from the database: the view's genuine leads (default: every genuine lead;
 * spam and the trash are never exported), or with a search, its genuine matches in every live view,
 * as the screen lists them. Each finished export is recorded in the activity log with its view,
 * whether it was searched (never the words) and its row count. HEAD is answered with the headers
 * alone: React Router would run the export, drop its body and never end it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdminResource(context);
  if (request.method === "HEAD") return new Response(null, { headers: exportHeaders() });
  // One export at a time per admin, a couple in all: each reads the whole table.
  const release = exportSlots.take(String(admin.userId));
  if (!release)
    return adminTooBusy({
      path: ADMIN_RESOURCES.export,
      reason: "an export is already running",
      message: guardMessages.exportRunning,
      retryAfterSeconds: 5,
    });
  const params = new URL(request.url).searchParams;
  const badSearch = searchProblem(params);
  if (badSearch) {
    release();
    return new Response(badSearch, { status: 400, headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
  }
  const { db } = await getServices();
  const asked = params.get("view") ?? "all";
  const view: ExportView = isExportView(asked) ? asked : "all";
  const search = parseAdminQuery(params).q;
  // The client went away (or the answer is over): the slot is free, however the stream ended.
  request.signal.addEventListener("abort", release, { once: true });
  const client = context.get(clientAddressContext);
  log("info", "lead export started", { userId: admin.userId, view, searched: !!search });
  const csv = exportLeadsCsv(db, { view, search }, (rows) => {
    release();
    const details: Record<string, string | number | boolean> = search ? { rows, view, searched: true } : { rows, view };
    void recordActivity(db, { action: "export", userId: admin.userId, userEmail: admin.email, client, details });
  });
  return new Response(csv, { headers: exportHeaders() });
}

const exportHeaders = () => ({
  ...ADMIN_HEADERS,
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${exportFileName(new Date())}"`,
});

export function action({ context }: Route.ActionArgs) {
  requireAdminResource(context);
  return methodNotAllowed("GET", ADMIN_HEADERS);
}
