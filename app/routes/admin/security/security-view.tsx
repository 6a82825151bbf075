import { useLoaderData } from "react-router";
import { passkeyMessages } from "../../../lib/passkeys.ts";
import type { SecurityResults, SecurityScreenData } from "../../../lib/security-data.ts";
import { PasskeysCard, PASSKEYS_ANCHOR } from "../../../components/admin/passkeys-card.tsx";
import { PushDevicesCard } from "../../../components/admin/push-devices-card.tsx";
import { SecuritySection } from "../../../components/admin/security-section.tsx";

const securityScreenTitle = "אבטחה וכניסה";

/**
 * The security screen, whichever of its routes answered: the screen's own, or (a post without
 * JavaScript) the route of the change just made, which passes its answer to the card it belongs
 * to. With JavaScript each change posts through its fetcher and the address stays the screen's.
 */
export function SecurityScreen({ results = {} }: { results?: SecurityResults }) {
  const page = useLoaderData<SecurityScreenData>();
  return (
    <>
      <h1 className="sr-only">{securityScreenTitle}</h1>
      {page.enrolFirst && page.passkeysAvailable ? (
        <p className="mx-auto mb-4 w-full max-w-2xl">
          <a href={`#${PASSKEYS_ANCHOR}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {passkeyMessages.requiredChoice}
          </a>
        </p>
      ) : null}
      {/* A passkey first: on a phone it is the way in that needs nothing typed (issue 42). */}
      <PasskeysCard page={page} removal={results.removePasskey} reverify={results.reverify} />
      <SecuritySection page={page} enabling={results.enableTwoStep} disabling={results.disableTwoStep} />
      <PushDevicesCard page={page} removal={results.removePushDevice} />
    </>
  );
}
