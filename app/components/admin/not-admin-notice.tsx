import { useEffect } from "react";
import { Form, useSubmit } from "react-router";
import { NOT_ADMIN_SIGN_OUT_MS, signInMessages } from "../../lib/admin-sign-in";
import { ADMIN_PATH } from "../../lib/paths";
import { notify } from "../site-toaster";
import { SignInCard } from "./sign-in-card";
import { secondaryButtonClass } from "./styles";

/**
 * A signed-in user without the admin role: told so, then signed out after 2 seconds and sent
 * to "/". Without JavaScript the same words and a sign-out button.
 */
export function NotAdminNotice() {
  const submit = useSubmit();
  useEffect(() => {
    notify("error", signInMessages.notAdminTitle, signInMessages.notAdminBody);
    const timer = setTimeout(() => void submit({ intent: "sign-out" }, { method: "post", action: ADMIN_PATH }), NOT_ADMIN_SIGN_OUT_MS);
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
          <Form method="post" action={ADMIN_PATH} className="mt-3">
            <input type="hidden" name="intent" value="sign-out" />
            <button type="submit" className={secondaryButtonClass}>
              התנתק
            </button>
          </Form>
        </div>
      </noscript>
    </>
  );
}
