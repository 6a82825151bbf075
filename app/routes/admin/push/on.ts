import type { Route } from "./+types/on.ts";
import { switchPush, turnPushOn } from "./push-subscription.server.ts";

/** This device's notifications on: its subscription kept (JSON). */
export function action(args: Route.ActionArgs) {
  return switchPush(args, turnPushOn);
}
