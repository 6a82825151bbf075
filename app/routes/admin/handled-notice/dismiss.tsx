import type { Route } from "./+types/dismiss.ts";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { ChangeRefused } from "../../../components/admin/change-refused.tsx";
import { dismissHandledNotice } from "../../../.server/admin-leads/handled-notice-store.ts";
import { noticeDismissalAction, visitsGoToTheLeads } from "../leads/lead-change.server.ts";

export const headers = adminHeaders;
export const middleware: Route.MiddlewareFunction[] = [visitsGoToTheLeads];

/** The notice about the leads of the old "טופלו" tab, read ("הבנתי"): gone for this admin on every device; back to the screen it was read on. */
export const action = noticeDismissalAction("dismiss-handled-notice", dismissHandledNotice);

export default ChangeRefused;
