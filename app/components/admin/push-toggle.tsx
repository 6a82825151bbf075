import { useEffect, useState } from "react";
import { ADMIN_APP, ADMIN_PAGES, ADMIN_PATH, SECURITY_ACTIONS } from "../../lib/paths.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { pushMessages } from "../../lib/web-push.ts";
import { notify } from "../notices.tsx";
import { Button } from "../ui/button.tsx";
import { adminButton, busyClass } from "./styles.ts";

type PushState = "checking" | "on" | "off" | "busy";

/** A refusal worth telling the owner in our words; anything else the browser throws reads as `failed`. */
class PushError extends Error {}

const pushSupported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** The admin's service worker, for the admin path only (its pages are the only ones that call this). */
export function registerAdminWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(ADMIN_APP.serviceWorker, { scope: ADMIN_PATH }).catch(() => undefined);
}

async function postPush(to: string, body: unknown): Promise<{ ok: boolean; message?: string; error?: string }> {
  const response = await fetch(to, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const answer = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
  return { ok: response.ok, ...answer };
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

async function turnOn(): Promise<string> {
  // Asked first, inside the tap: Safari allows the question only in answer to a gesture.
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushError(pushMessages.denied);
  const state = await fetch(ADMIN_PAGES.push);
  if (!state.ok) throw new PushError(pushMessages.failed);
  const { publicKey } = (await state.json()) as { publicKey: string };
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  const answer = await postPush(SECURITY_ACTIONS.pushOn, { subscription: subscription.toJSON() });
  if (!answer.ok) throw new PushError(answer.error ?? pushMessages.failed);
  return answer.message ?? pushMessages.on;
}

async function turnOff(): Promise<string> {
  const subscription = await currentSubscription();
  if (subscription) {
    const answer = await postPush(SECURITY_ACTIONS.pushOff, { endpoint: subscription.endpoint });
    if (!answer.ok) throw new PushError(answer.error ?? pushMessages.failed);
    await subscription.unsubscribe();
  }
  return pushMessages.off;
}

/** The header's control: new-lead notifications on this device, on or off. */
export function PushToggle() {
  const hydrated = useHydrated();
  const [state, setState] = useState<PushState>("checking");

  useEffect(() => {
    let live = true;
    void (async () => {
      if (!pushSupported()) return "off";
      const subscription = await currentSubscription();
      if (!subscription) return "off";
      const answer = await fetch(`${ADMIN_PAGES.push}?${new URLSearchParams({ endpoint: subscription.endpoint })}`);
      const { subscribed } = (await answer.json()) as { subscribed?: boolean };
      return subscribed ? "on" : "off";
    })()
      .catch(() => "off" as const)
      .then((found) => live && setState(found));
    return () => void (live = false);
  }, []);

  const on = state === "on";
  async function toggle() {
    if (!pushSupported()) return notify("error", pushMessages.unsupported);
    setState("busy");
    try {
      notify("success", await (on ? turnOff() : turnOn()));
      setState(on ? "off" : "on");
    } catch (error) {
      notify("error", error instanceof PushError ? error.message : pushMessages.failed);
      setState(on ? "on" : "off");
    }
  }
  return (
    <Button
      type="button"
      variant={adminButton.secondary}
      // Before hydration (and without JavaScript) it holds its place unseen, so the header does not move when it appears.
      className={`whitespace-nowrap ${busyClass} ${hydrated ? "" : "invisible"}`}
      aria-pressed={on}
      disabled={!hydrated || state === "checking" || state === "busy"}
      onClick={() => void toggle()}
      data-push-state={state}
    >
      {on ? pushMessages.turnOff : pushMessages.turnOn}
    </Button>
  );
}
