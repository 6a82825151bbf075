import type { Route } from "./+types/dismiss.ts";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { ChangeRefused } from "../../../components/admin/change-refused.tsx";
import { dismissCodeFailures } from "../../../.server/auth/code-failure-notices.ts";
import { noticeDismissalAction, visitsGoToTheLeads } from "../leads/lead-change.server.ts";

export const headers = adminHeaders;
export const middleware: Route.MiddlewareFunction[] = [visitsGoToTheLeads];

/** The banner about failed codes, read ("הבנתי"): it stays away until a code fails again; back to the screen it was read on. */
export const action = noticeDismissalAction("dismiss-code-failures", dismissCodeFailures);

export default ChangeRefused;
