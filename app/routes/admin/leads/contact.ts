/**
 * A tap on call or WhatsApp (docs/decisions/049-first-contact-and-replies.md): the lead's first
 * contact, kept only if it has none, with its activity-log entry. With JavaScript the link opens
 * natively and this is sent beside it (fetch with keepalive): the answer is JSON. Without
 * JavaScript the button is this form (`nojs=1`): the answer is a 303 to the tel: or wa.me address
 * the link would have opened, whether or not this was the first time; a reply chosen in the
 * chooser posts its box's text (`message`, decision 071), which the chat opens with as it is.
 */
import type { Route } from "./+types/contact.ts";
import { contactTap } from "./contact-tap.server.ts";

export const action = (args: Route.ActionArgs): Promise<Response> => contactTap(args);
