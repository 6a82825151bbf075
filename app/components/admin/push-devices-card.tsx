import { useId } from "react";
import { SECURITY_ACTIONS } from "../../lib/paths.ts";
import type { ChangeResult, SecurityScreenData } from "../../lib/security-data.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { pushDeviceMessages } from "../../lib/web-push.ts";
import { useChange } from "./change-notices.ts";
import { AlertWithoutScript } from "./forms.tsx";
import { RemovableItem, type RemovableWords } from "./removable-item.tsx";

const pushDeviceWords: RemovableWords = { ...pushDeviceMessages, last: pushDeviceMessages.lastSent, never: pushDeviceMessages.neverSent };

/** "מכשירים עם התראות" on the security screen: the admin's push devices (name, added, last sent, this one), each removable. */
export function PushDevicesCard({ page, removal }: { page: SecurityScreenData; removal?: ChangeResult }) {
  const id = useId();
  const hydrated = useHydrated();
  const { result, pending: removing } = useChange(SECURITY_ACTIONS.removePushDevice, removal);
  const removed = result?.ok ? result.message : undefined;
  const refusal = result && !result.ok ? result.error : undefined;
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto mt-6 w-full max-w-2xl rounded-card border border-gray-200 bg-white p-4 shadow-sm sm:p-8">
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-800">
        {pushDeviceMessages.title}
      </h2>
      <p className="mt-2">{pushDeviceMessages.intro}</p>
      {removed && !hydrated ? (
        <p role="status" className="mt-3 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
          {removed}
        </p>
      ) : null}
      <AlertWithoutScript message={refusal} className="mt-3" />
      {page.pushDevices.length === 0 ? (
        <p className="mt-4 text-muted">{pushDeviceMessages.none}</p>
      ) : (
        <ul aria-label={pushDeviceMessages.listLabel} className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200">
          {page.pushDevices.map((device) => (
            <RemovableItem
              key={device.id}
              id={device.id}
              name={device.deviceName}
              createdAt={device.createdAt}
              lastAt={device.lastSentAt}
              action={SECURITY_ACTIONS.removePushDevice}
              words={pushDeviceWords}
              removing={removing}
              data-push-device
              badge={
                device.current ? (
                  <span className="ms-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">
                    {pushDeviceMessages.thisDevice}
                  </span>
                ) : null
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
