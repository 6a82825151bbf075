import type { Route } from "./+types/state.ts";
import { loadPushState } from "./push-subscription.server.ts";

/** The header's notifications control: the key to subscribe with, and whether this device's subscription is on (JSON). */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadPushState(context, request);
}
