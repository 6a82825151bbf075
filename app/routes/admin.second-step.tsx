import { useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.second-step.ts";
import { loadSecondStep, secondStepAction } from "../.server/admin-security.ts";
import { clientAddressContext } from "../context.ts";
import { adminHeaders, type AdminActionResult } from "../lib/admin-page.ts";
import { announcedAction } from "../components/admin/admin-notices.ts";
import { SecondFactorCard } from "../components/admin/second-factor-card.tsx";
import { SignInCard } from "../components/admin/sign-in-card.tsx";
import { Spinner } from "../components/admin/spinner.tsx";

export const headers = adminHeaders;

/** The sign-in's second step: the code from the app, or a recovery code, for the browser's open challenge. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSecondStep(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return secondStepAction(context, request, context.get(clientAddressContext));
}

export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return announcedAction(request, serverAction);
}

export default function SecondStepScreen() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AdminActionResult | undefined;
  const navigation = useNavigation();
  const intent = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined;
  const pending = intent === "second-factor" || intent === "recovery-code" ? intent : null;
  const refused = result && !result.ok ? result : undefined;
  return (
    <div className="py-4 sm:py-10">
      {/* A code refused for the last time (or sent too late) ended the challenge: the password again, saying why. */}
      {refused?.challengeEnded ? (
        <SignInCard pending={intent === "sign-in"} result={refused} />
      ) : (
        <SecondFactorCard email={email} pending={pending} result={refused} />
      )}
      {pending || intent === "sign-in" ? <Spinner label="בודק התחברות..." /> : null}
    </div>
  );
}
