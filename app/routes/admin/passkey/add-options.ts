import type { Route } from "./+types/add-options.ts";
import { passkeyStep, addOptionsStep } from "./passkey-steps.server.ts";

/** An addition's options (JSON), for a signed-in admin who typed the password lately. */
export function action(args: Route.ActionArgs) {
  return passkeyStep(args, "add-options", addOptionsStep);
}
