import { useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.sign-in.ts";
import { loadSignIn, signInAction } from "../.server/admin-page.ts";
import { clientAddressContext } from "../context.ts";
import { adminHeaders, type AdminActionResult } from "../lib/admin-page.ts";
import { announcedAction } from "../components/admin/admin-notices.ts";
import { NotAdminNotice } from "../components/admin/not-admin-notice.tsx";
import { SignInCard } from "../components/admin/sign-in-card.tsx";
import { Spinner } from "../components/admin/spinner.tsx";

export const headers = adminHeaders;

/** The sign-in card; `?redirectTo=` names the screen to come back to. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSignIn(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return signInAction(context, request, context.get(clientAddressContext));
}

export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return announcedAction(request, serverAction);
}

export default function SignInScreen() {
  const { notAdmin, passkeysAvailable } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AdminActionResult | undefined;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-in";
  return (
    <div className="py-4 sm:py-10">
      {notAdmin ? <NotAdminNotice /> : <SignInCard pending={pending} result={result && !result.ok ? result : undefined} passkeys={passkeysAvailable} />}
      {pending ? <Spinner label="בודק התחברות..." /> : null}
    </div>
  );
}
