import type { Route } from "./+types/api.admin.leads.$id";
import { adminMessages, validateLeadPatch } from "../lib/admin-leads";
import { leadChanged } from "../.server/admin-leads/hub";
import { deleteLead, findLead, setHandled, setNote } from "../.server/admin-leads/queries";
import { methodNotAllowed, parseLeadId } from "../.server/admin-leads/responses";
import { ADMIN_HEADERS, adminJson, requireAdmin, requireSameOrigin } from "../.server/auth/guard";
import { log } from "../.server/http";
import { getServices } from "../.server/services";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return methodNotAllowed("PATCH, DELETE");
}

/** PATCH {handled?, note?} or DELETE /api/admin/leads/:id. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  requireSameOrigin(request);
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed("PATCH, DELETE");

  const id = parseLeadId(params.id);
  if (id === undefined) return adminJson({ error: adminMessages.notFound }, { status: 404 });
  const { db } = await getServices();

  if (request.method === "DELETE") {
    if (!(await deleteLead(db, id))) return adminJson({ error: adminMessages.notFound }, { status: 404 });
    log("info", "lead deleted", { leadId: id, userId: admin.userId });
    leadChanged(db, { op: "delete", id });
    return new Response(null, { status: 204, headers: ADMIN_HEADERS });
  }

  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("application/json")) {
    return adminJson({ error: adminMessages.badRequest }, { status: 415 });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return adminJson({ error: adminMessages.badRequest }, { status: 400 });
  }
  const result = validateLeadPatch(body);
  if (!result.ok) return adminJson({ error: result.message }, { status: 400 });

  const { handled, note } = result.patch;
  let found = true;
  if (handled !== undefined) found = await setHandled(db, id, handled);
  if (found && note !== undefined) found = await setNote(db, id, note?.trim() ? note : null);
  if (!found) return adminJson({ error: adminMessages.notFound }, { status: 404 });
  log("info", "lead updated", { leadId: id, userId: admin.userId, handled, note: note !== undefined });
  leadChanged(db, { op: "update", id });
  return adminJson(await findLead(db, id));
}
