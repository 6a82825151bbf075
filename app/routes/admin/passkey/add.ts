import type { Route } from "./+types/add.ts";
import { passkeyStep, addStep } from "./passkey-steps.server.ts";

/** An addition's answer (JSON): the passkey kept under the name given. */
export function action(args: Route.ActionArgs) {
  return passkeyStep(args, "add", addStep);
}
