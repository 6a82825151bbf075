/**
 * The confirmation screen (/manage-leads-2024/confirm?intent=delete&id=5&back=...): without
 * JavaScript a delete or a delete forever asks on a page of its own, and nothing changes until
 * its form comes back (to the dashboard's action, which then returns to the screen and says
 * what it did). With JavaScript the browser's dialog asks instead and this screen is never seen.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { adminMessages } from "../../../lib/admin-leads.ts";
import type { ConfirmScreenData } from "../../../lib/admin-page.ts";
import { ADMIN_PAGES } from "../../../lib/paths.ts";
import { screenToReturnTo } from "../../../.server/flash-cookie.ts";
import { findLead } from "../../../.server/admin-leads/queries.ts";
import { requireAdminScreen } from "../../../.server/admin-session.ts";
import { guardMessages } from "../../../.server/auth/guard.ts";
import { errorFields, log } from "../../../.server/log.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";
import { getServices } from "../../../.server/runtime.ts";

export async function loadConfirm(context: Readonly<RouterContextProvider>, request: Request) {
  const admin = requireAdminScreen(context, request);
  if (admin.enrolFirst) throw redirect(ADMIN_PAGES.security, { headers: ADMIN_HEADERS });
  const params = new URL(request.url).searchParams;
  const intent = params.get("intent");
  const idText = params.get("id") ?? "";
  if ((intent !== "delete" && intent !== "delete-forever") || !/^[1-9]\d{0,15}$/.test(idText) || !Number.isSafeInteger(Number(idText))) {
    throw data(adminMessages.badRequest, { status: 400, headers: ADMIN_HEADERS });
  }
  let lead;
  try {
    const { db } = await getServices();
    lead = await findLead(db, Number(idText));
  } catch (error) {
    log("error", "admin confirm: reading the lead failed", errorFields(error));
    throw data(guardMessages.unavailable, { status: 503, headers: ADMIN_HEADERS });
  }
  if (!lead) throw data(adminMessages.notFound, { status: 404, headers: ADMIN_HEADERS });
  const inTrash = lead.deletedAt !== null;
  const refusal =
    intent === "delete-forever" && !inTrash ? adminMessages.deleteForeverLive : intent === "delete" && inTrash ? adminMessages.alreadyInTrash : null;
  return data<ConfirmScreenData>(
    {
      intent,
      lead: { id: lead.id, name: lead.name },
      question: intent === "delete" ? adminMessages.deleteConfirm : adminMessages.deleteForeverConfirm,
      refusal,
      back: screenToReturnTo(params.get("back")),
    },
    { headers: ADMIN_HEADERS },
  );
}
