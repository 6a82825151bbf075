import { useActionData } from "react-router";
import type { Route } from "./+types/recovery-code.ts";
import { loadSecondStep, signInWithCode } from "./second-step.server.ts";
import { SecondStepScreen } from "./second-step-screen.tsx";
import { clientAddressContext } from "../../../context.ts";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { announcedChange } from "../../../components/admin/change-notices.ts";

export const headers = adminHeaders;

/** Opened (a reload after a refusal): the second step's screen. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSecondStep(context, request);
}

/** A recovery code instead of the app's code: spent once, and the sign-in goes on. */
export function action({ request, context }: Route.ActionArgs) {
  return signInWithCode(context, request, context.get(clientAddressContext), "recovery");
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return announcedChange(serverAction, { signIn: true });
}

export default function RecoveryCode() {
  return <SecondStepScreen result={useActionData<typeof clientAction>()} recovery />;
}
