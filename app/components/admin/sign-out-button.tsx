import { useState, type FormEvent } from "react";
import { ADMIN_PAGES, ADMIN_PATH, SECURITY_ACTIONS } from "../../lib/paths.ts";
import { Button } from "../ui/button.tsx";
import { adminButton, busyClass } from "./styles.ts";

/** However the push service or the server answers, sign-out waits no longer than this for them. */
const PUSH_OFF_WAIT_MS = 3000;

/**
 * This browser's new-lead notifications off before it signs out: the server forgets the
 * subscription and the browser drops it, so a shared device receives no lead after. Nothing
 * found, or nothing answering: sign-out goes ahead (its Clear-Site-Data removes the service
 * worker, and with it the subscription, in the browser).
 */
async function turnOffThisDevicesPush(): Promise<void> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window)) return;
  const registration = await navigator.serviceWorker.getRegistration(ADMIN_PATH);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await fetch(SECURITY_ACTIONS.pushOff, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

/**
 * "התנתק": a plain form post and a full page load (never a client navigation), so the page that
 * held the leads is gone and the answer's Clear-Site-Data reaches the browser; with JavaScript,
 * this device's push goes off first. Without JavaScript the same post signs out.
 */
export function SignOutButton({ className }: { className?: string }) {
  const [leaving, setLeaving] = useState(false);
  async function signOut(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setLeaving(true);
    await Promise.race([turnOffThisDevicesPush().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, PUSH_OFF_WAIT_MS))]);
    form.submit();
  }
  return (
    <form method="post" action={ADMIN_PAGES.signOut} className={className} onSubmit={(event) => void signOut(event)}>
      <Button type="submit" variant={adminButton.secondary} className={busyClass} disabled={leaving}>
        התנתק
      </Button>
    </form>
  );
}
