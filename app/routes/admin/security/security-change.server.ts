/**
 * The frame every change of the security screen runs in: authorized from the admin layout's
 * context, the form read, the answer said on the screen, a failure logged.
 */
import { data, type RouterContextProvider } from "react-router";
import { clientAddressContext } from "../../../context.ts";
import { adminMessages } from "../../../lib/admin-leads.ts";
import type { ChangeResult } from "../../../lib/security-data.ts";
import { adminForAction, adminVisit, formOf, isRefusal, type SignedInAdmin } from "../../../.server/admin-session.ts";
import { guardMessages } from "../../../.server/auth/guard.ts";
import { hashToken } from "../../../.server/auth/sessions.ts";
import { errorFields, log } from "../../../.server/log.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";

/** The id of the browser's session row (the SHA-256 of its cookie's token): what an enrolment's secret is bound to. */
export function sessionIdOf(context: Readonly<RouterContextProvider>): string {
  const token = adminVisit(context).sessionToken;
  if (!token) throw new Error("a signed-in request without its session cookie");
  return hashToken(token);
}

/** A refusal of one of the security screen's changes, said on the screen (`field`: the input it is about). */
export function refusedChange(status: number, error: string, { field, headers = ADMIN_HEADERS }: { field?: "password" | "code"; headers?: HeadersInit } = {}) {
  return data<ChangeResult>({ ok: false, error, ...(field && { field }) }, { status, headers });
}

export const doneChange = (result: Extract<ChangeResult, { ok: true }>) => data<ChangeResult>(result, { headers: ADMIN_HEADERS });

export interface ChangeArgs {
  context: Readonly<RouterContextProvider>;
  form: FormData;
  admin: SignedInAdmin;
  clientAddress: string;
}

/**
 * One of the security screen's changes (`name` for the log): cross-site posts refused, a
 * signed-in admin (one who must still enrol a second step too: this is where they do it), the
 * form read; a failure of the database answers 503 on the screen.
 */
export async function securityChange<T>(
  { context, request }: { context: Readonly<RouterContextProvider>; request: Request },
  /** What the log calls it. */
  name: string,
  change: (args: ChangeArgs) => Promise<T>,
) {
  const admin = adminForAction(context, request, { enrolled: false });
  if (isRefusal(admin)) return admin;
  const form = await formOf(request);
  if (!form) return refusedChange(400, adminMessages.badRequest);
  try {
    return await change({ context, form, admin, clientAddress: context.get(clientAddressContext) });
  } catch (error) {
    log("error", "admin action failed", { change: name, ...errorFields(error) });
    return refusedChange(503, guardMessages.unavailable, { field: "code" });
  }
}
