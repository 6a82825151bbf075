import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { NOT_ADMIN_SIGN_OUT_MS, signInMessages, type SessionState } from "../../lib/admin-sign-in";
import { notify, preloadToaster } from "../site-toaster";

const SESSION_API = "/api/admin/session";

/** checking: asking the server; signed-out: the card; not-admin: told so, signing out; admin: the dashboard. */
export type AdminSessionStatus = "checking" | "signed-out" | "not-admin" | "admin";

export type SignInResult = "signed-in" | "failed";

async function readError(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === "string" ? body.error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The admin page's session, kept by the server: asks who is signed in on arrival, signs in and
 * out through /api/admin/session, and sends a signed-in user without the admin role away
 * (spec 4: a toast, sign-out after 2 seconds, then "/").
 */
export function useAdminSession() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<AdminSessionStatus>("checking");
  const notAdminTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const signOut = useCallback(async () => {
    try {
      const response = await fetch(SESSION_API, { method: "DELETE" });
      if (!response.ok) console.error("Sign-out failed", response.status);
    } catch (error) {
      console.error("Sign-out failed", error);
    }
    setStatus("signed-out");
    navigate("/");
  }, [navigate]);

  const refuseNonAdmin = useCallback(() => {
    setStatus("not-admin");
    notify("error", signInMessages.notAdminTitle, signInMessages.notAdminBody);
    clearTimeout(notAdminTimer.current);
    notAdminTimer.current = setTimeout(() => void signOut(), NOT_ADMIN_SIGN_OUT_MS);
  }, [signOut]);

  const apply = useCallback(
    (state: SessionState) => {
      if (!state.user) setStatus("signed-out");
      else if (state.user.admin) setStatus("admin");
      else refuseNonAdmin();
    },
    [refuseNonAdmin],
  );

  useEffect(() => {
    // Every state of this page may end in a notice: load the toaster now, not on the first one.
    preloadToaster();
    let cancelled = false;
    fetch(SESSION_API, { headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`session check answered ${response.status}`);
        const state = (await response.json()) as SessionState;
        if (!cancelled) apply(state);
      })
      .catch((error: unknown) => {
        // Logged and treated as not signed in (spec 4: a failing check is not an admin).
        console.error("Session check failed", error);
        if (!cancelled) setStatus("signed-out");
      });
    return () => {
      cancelled = true;
    };
  }, [apply]);

  useEffect(() => () => clearTimeout(notAdminTimer.current), []);

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInResult> => {
      let response: Response;
      try {
        response = await fetch(SESSION_API, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ email, password }),
        });
      } catch (error) {
        console.error("Sign-in failed", error);
        notify("error", signInMessages.failedTitle, signInMessages.unavailable);
        return "failed";
      }
      if (response.ok) {
        apply((await response.json()) as SessionState);
        return "signed-in";
      }
      const message = response.status === 401 ? signInMessages.wrongCredentials : ((await readError(response)) ?? signInMessages.unavailable);
      notify("error", signInMessages.failedTitle, message);
      return "failed";
    },
    [apply],
  );

  return { status, signIn, signOut };
}
