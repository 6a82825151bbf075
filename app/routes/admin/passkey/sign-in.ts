import type { Route } from "./+types/sign-in.ts";
import { passkeyStep, signInStep } from "./passkey-steps.server.ts";

/** A sign-in's answer (JSON): signed in and where to go next, or refused. */
export function action(args: Route.ActionArgs) {
  return passkeyStep(args, "sign-in", signInStep);
}
