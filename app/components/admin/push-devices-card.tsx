import { useId } from "react";
import { Form } from "react-router";
import type { AdminActionResult, SecurityScreenData } from "../../lib/admin-page.ts";
import { formatIsraelDateTime } from "../../lib/israel-time.ts";
import { SECURITY_HREF } from "../../lib/two-factor.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { pushDeviceMessages } from "../../lib/web-push.ts";
import { Button } from "../ui/button.tsx";
import { AlertWithoutScript } from "./forms.tsx";
import { adminButton, busyClass } from "./styles.ts";

const time = (iso: string) => (
  <time dateTime={iso} dir="ltr">
    {formatIsraelDateTime(iso)}
  </time>
);

/** "מכשירים עם התראות" on the security screen: the admin's push devices (name, added, last sent, this one), each removable. */
export function PushDevicesCard({ page, result, removing }: { page: SecurityScreenData; result?: AdminActionResult; removing: boolean }) {
  const id = useId();
  const hydrated = useHydrated();
  const removed = result?.ok && result.intent === "remove-push-device" ? result.message : undefined;
  const refusal = result && !result.ok && result.intent === "remove-push-device" ? result.error : undefined;
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
            <li key={device.id} className="p-3" data-push-device>
              <p className="font-semibold [overflow-wrap:anywhere]">
                <bdi>{device.deviceName}</bdi>
                {device.current ? (
                  <span className="ms-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">
                    {pushDeviceMessages.thisDevice}
                  </span>
                ) : null}
              </p>
              <p className="mt-1 text-sm text-muted">
                {pushDeviceMessages.added} {time(device.createdAt)} ·{" "}
                {device.lastSentAt ? (
                  <>
                    {pushDeviceMessages.lastSent} {time(device.lastSentAt)}
                  </>
                ) : (
                  pushDeviceMessages.neverSent
                )}
              </p>
              <details className="mt-2">
                <summary className={`${adminButton.danger} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
                  {pushDeviceMessages.remove}
                  <span className="sr-only"> {device.deviceName}</span>
                </summary>
                <Form method="post" action={SECURITY_HREF} className="mt-2 space-y-2" aria-busy={removing}>
                  <input type="hidden" name="intent" value="remove-push-device" />
                  <input type="hidden" name="id" value={device.id} />
                  <p>{pushDeviceMessages.removeQuestion(device.deviceName)}</p>
                  <Button type="submit" disabled={removing} variant={adminButton.danger} className={busyClass}>
                    {pushDeviceMessages.removeConfirm}
                  </Button>
                </Form>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
