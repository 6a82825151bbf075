import type { Route } from "./+types/sign-in-options.ts";
import { passkeyStep, signInOptionsStep } from "./passkey-steps.server.ts";

/** A sign-in's options (JSON): the challenge, this browser's. */
export function action(args: Route.ActionArgs) {
  return passkeyStep(args, "sign-in-options", signInOptionsStep);
}
