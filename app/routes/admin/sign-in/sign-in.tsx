import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/sign-in.ts";
import { loadSignIn, signInAction } from "./password-sign-in.server.ts";
import { clientAddressContext } from "../../../context.ts";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { ADMIN_PAGES } from "../../../lib/paths.ts";
import { announcedChange, usePendingAction } from "../../../components/admin/change-notices.ts";
import { NotAdminNotice } from "../../../components/admin/not-admin-notice.tsx";
import { SignInCard } from "../../../components/admin/sign-in-card.tsx";
import { Spinner } from "../../../components/admin/spinner.tsx";

export const headers = adminHeaders;

/** The sign-in card; `?redirectTo=` names the screen to come back to. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSignIn(context, request);
}

/** The password (the passkey's steps are routes of their own: ../passkey). */
export function action({ request, context }: Route.ActionArgs) {
  return signInAction(context, request, context.get(clientAddressContext));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return announcedChange(serverAction, { signIn: true });
}

export default function SignInScreen() {
  const { notAdmin, passkeysAvailable } = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>();
  const pending = usePendingAction() === ADMIN_PAGES.signIn;
  return (
    <div className="py-4 sm:py-10">
      {notAdmin ? <NotAdminNotice /> : <SignInCard pending={pending} result={result && !result.ok ? result : undefined} passkeys={passkeysAvailable} />}
      {pending ? <Spinner label="בודק התחברות..." /> : null}
    </div>
  );
}
