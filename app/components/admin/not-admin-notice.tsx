import { useEffect } from "react";
import { useSubmit } from "react-router";
import { NOT_ADMIN_SIGN_OUT_MS, signInMessages } from "../../lib/admin-sign-in.ts";
import { ADMIN_PAGES } from "../../lib/paths.ts";
import { notify } from "../notices.tsx";
import { SignInCard } from "./sign-in-card.tsx";
import { SignOutButton } from "./sign-out-button.tsx";

/**
 * A signed-in user without the admin role: told so, then signed out after 2 seconds and sent
 * to "/". Without JavaScript the same words and a sign-out button.
 */
export function NotAdminNotice() {
  const submit = useSubmit();
  useEffect(() => {
    notify("error", signInMessages.notAdminTitle, signInMessages.notAdminBody);
    const timer = setTimeout(() => void submit(new FormData(), { method: "post", action: ADMIN_PAGES.signOut }), NOT_ADMIN_SIGN_OUT_MS);
    return () => clearTimeout(timer);
  }, [submit]);

  return (
    <>
      <SignInCard disabled />
      <noscript>
        <div className="mx-auto mt-4 max-w-md text-center">
          <p>
            {signInMessages.notAdminTitle}: {signInMessages.notAdminBody}
          </p>
          <SignOutButton className="mt-3" />
        </div>
      </noscript>
    </>
  );
}
