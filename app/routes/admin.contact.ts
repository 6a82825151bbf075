import type { Route } from "./+types/admin.contact.ts";
import { contactAction } from "../.server/admin-contact.ts";
import { clientAddressContext } from "../context.ts";

/** A tap on call or WhatsApp: the lead's first contact (JSON beside the link; a 303 to it without JavaScript). */
export function action({ context, request }: Route.ActionArgs) {
  return contactAction(context, request, context.get(clientAddressContext));
}
