import { useLoaderData } from "react-router";
import type { SecondStepData } from "../../../lib/admin-sign-in.ts";
import { ADMIN_PAGES, SIGN_IN_ACTIONS } from "../../../lib/paths.ts";
import type { ChangeResult } from "../../../lib/security-data.ts";
import { usePendingAction } from "../../../components/admin/change-notices.ts";
import { SecondFactorCard } from "../../../components/admin/second-factor-card.tsx";
import { SignInCard } from "../../../components/admin/sign-in-card.tsx";
import { Spinner } from "../../../components/admin/spinner.tsx";

/**
 * The second step's screen, whichever of its routes answered: the code card, with the refusal
 * of the code just sent (`recovery`: it was a recovery code).
 */
export function SecondStepScreen({ result, recovery = false }: { result: ChangeResult | undefined; recovery?: boolean }) {
  const { email } = useLoaderData<SecondStepData>();
  const sending = usePendingAction();
  const pending = sending === ADMIN_PAGES.secondStep ? "code" : sending === SIGN_IN_ACTIONS.recoveryCode ? "recovery-code" : null;
  const signingIn = sending === ADMIN_PAGES.signIn;
  const refused = result && !result.ok ? result : undefined;
  return (
    <div className="py-4 sm:py-10">
      {/* A code refused for the last time (or sent too late) ended the challenge: the password again, saying why. */}
      {refused?.challengeEnded ? (
        <SignInCard pending={signingIn} result={refused} />
      ) : (
        <SecondFactorCard email={email} pending={pending} result={refused} recoveryRefused={recovery && !!refused} />
      )}
      {pending || signingIn ? <Spinner label="בודק התחברות..." /> : null}
    </div>
  );
}
