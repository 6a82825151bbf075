import { useActionData } from "react-router";
import type { Route } from "./+types/cancel.ts";
import { cancelSignIn, loadSecondStep } from "./second-step.server.ts";
import { SecondStepScreen } from "./second-step-screen.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { announcedChange } from "../../../components/admin/change-notices.ts";

export const headers = adminHeaders;

/** Opened: the second step's screen (or the password's, once the challenge is gone). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSecondStep(context, request);
}

/** "Back to sign-in": the challenge ends, and the password again. */
export function action({ request, context }: Route.ActionArgs) {
  return cancelSignIn(context, request);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return announcedChange(serverAction, { signIn: true });
}

export default function CancelSignIn() {
  return <SecondStepScreen result={useActionData<typeof clientAction>()} />;
}
