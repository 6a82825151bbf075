import { useActionData } from "react-router";
import type { Route } from "./+types/second-step.ts";
import { loadSecondStep, signInWithCode } from "./second-step.server.ts";
import { SecondStepScreen } from "./second-step-screen.tsx";
import { clientAddressContext } from "../../../context.ts";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { announcedChange } from "../../../components/admin/change-notices.ts";

export const headers = adminHeaders;

/** The sign-in's second step: the code from the app, or a recovery code, for the browser's open challenge. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSecondStep(context, request);
}

/** The 6-digit code from the app (a recovery code and "back to sign-in" are routes of their own beside this one). */
export function action({ request, context }: Route.ActionArgs) {
  return signInWithCode(context, request, context.get(clientAddressContext), "totp");
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return announcedChange(serverAction, { signIn: true });
}

export default function SecondStep() {
  return <SecondStepScreen result={useActionData<typeof clientAction>()} />;
}
