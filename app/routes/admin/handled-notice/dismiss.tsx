import { data, redirect } from "react-router";
import type { Route } from "./+types/dismiss.ts";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { ChangeRefused } from "../../../components/admin/change-refused.tsx";
import { screenToReturnTo } from "../../../.server/flash-cookie.ts";
import { adminForAction, formOf, isRefusal } from "../../../.server/admin-session.ts";
import { guardMessages } from "../../../.server/auth/guard.ts";
import { dismissHandledNotice } from "../../../.server/admin-leads/handled-notice-store.ts";
import { errorFields, log } from "../../../.server/log.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";
import { getServices } from "../../../.server/runtime.ts";
import { visitsGoToTheLeads } from "../leads/lead-change.server.ts";

export const headers = adminHeaders;
export const middleware: Route.MiddlewareFunction[] = [visitsGoToTheLeads];

/** The notice about the leads of the old "טופלו" tab, read ("הבנתי"): gone for this admin on every device; back to the screen it was read on. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminForAction(context, request);
  if (isRefusal(admin)) return admin;
  const form = await formOf(request);
  try {
    const { db } = await getServices();
    await dismissHandledNotice(db, admin.userId);
  } catch (error) {
    log("error", "admin action failed", { change: "dismiss-handled-notice", ...errorFields(error) });
    return data({ ok: false, error: guardMessages.unavailable }, { status: 503, headers: ADMIN_HEADERS });
  }
  return redirect(screenToReturnTo(form?.get("back") ?? null), { status: 303, headers: ADMIN_HEADERS });
}

export default ChangeRefused;
