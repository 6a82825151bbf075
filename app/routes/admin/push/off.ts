import type { Route } from "./+types/off.ts";
import { switchPush, turnPushOff } from "./push-subscription.server.ts";

/** This device's notifications off: its subscription forgotten (JSON). */
export function action(args: Route.ActionArgs) {
  return switchPush(args, turnPushOff);
}
