import type { Route } from "./+types/admin.push.ts";
import { loadPushState, pushAction } from "../.server/admin-push.ts";
import { clientAddressContext } from "../context.ts";

/** The header's notifications control: this device's Web Push subscription, on or off (JSON). */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadPushState(context, request);
}

export function action({ context, request }: Route.ActionArgs) {
  return pushAction(context, request, context.get(clientAddressContext));
}
