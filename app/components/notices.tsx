import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";

/**
 * Notices as toasts, right to left: one at a time (a new one replaces the one shown), 4 seconds
 * each unless told otherwise, and gone after that time even if tapped or hovered meanwhile: a
 * notice never stays over what the owner works on (issue 42). Public pages show them at the top;
 * the admin at the bottom, above its phone bar (`setNoticePlacement`).
 *
 * The toast library is not part of the page's first load: nothing is shown before the first
 * notice, so the toaster and the library load on the first `notify` (or earlier, on `preloadToaster`,
 * which the lead form calls when it gets focus). The notice is shown once the toaster's live region
 * is in the page, so screen readers announce it.
 */
export type NoticeKind = "success" | "error";

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
let library: Promise<typeof import("sonner")> | undefined;

const loadLibrary = () => (library ??= import("sonner"));

function mountToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Starts loading the toaster, so the first notice appears without delay. */
export function preloadToaster(): void {
  void loadLibrary();
  mountToaster();
}

export interface NoticeOptions {
  /** How long it stays, ms (default 4000). */
  duration?: number;
  /** One button in the notice, e.g. undo. */
  action?: { label: string; onClick(): void };
}

const NOTICE_MS = 4000;

/**
 * Shows a notice in place of the one shown; the toaster mounts on first use. Its own timer takes it
 * away: the library's pauses while a pointer is over it, and a tap on a phone leaves the pointer
 * there until the next tap elsewhere. A mouse resting on it still holds it.
 */
export function notify(kind: NoticeKind, title: string, description?: ReactNode, { duration = NOTICE_MS, action }: NoticeOptions = {}): void {
  mountToaster();
  void Promise.all([loadLibrary(), mounted]).then(([{ toast }]) => {
    const replaced = shownIds;
    const id = toast[kind](title, { description, action, duration: Infinity });
    shownIds = [id];
    // The toaster draws a new toast on a timer and takes one away on an animation frame, which a
    // busy phone can run first: a notice replaced before it was drawn would then stay. Dismissing
    // on a timer queued after its drawing makes sure it is there to go.
    setTimeout(() => replaced.forEach((old) => toast.dismiss(old)));
    const leave = () => (mouseOver ? setTimeout(leave, NOTICE_RECHECK_MS) : toast.dismiss(id));
    setTimeout(leave, duration);
  });
}

/** The notice on screen (or on its way there), which the next one replaces. */
let shownIds: Array<string | number> = [];

/** A mouse resting on a notice holds it (it is being read); a finger's tap does not. */
let mouseOver = false;
const NOTICE_RECHECK_MS = 1000;

function watchTheMouse(container: HTMLElement) {
  container.addEventListener("pointerenter", (event) => void (mouseOver = event.pointerType === "mouse"));
  container.addEventListener("pointerleave", () => void (mouseOver = false));
}

type NoticePlacement = "top" | "bottom";
let placement: NoticePlacement = "top";

/** Where the notices appear: the admin's are at the bottom, clear of the open lead's name, stages and close. */
export function setNoticePlacement(next: NoticePlacement): void {
  if (placement === next) return;
  placement = next;
  for (const listener of listeners) listener();
}

const Toaster = lazy(() => import("./toaster.tsx"));

let toastHost: HTMLDivElement | undefined;

/** The element the toasts are drawn in; made once, then only moved (so no toast is lost on a move). */
function toastContainer(): HTMLDivElement {
  if (!toastHost) {
    toastHost = document.createElement("div");
    watchTheMouse(toastHost);
    document.body.append(toastHost);
  }
  return toastHost;
}

/**
 * Draws the toasts inside an open modal dialog (null: back on the page). A modal dialog sits in
 * the top layer and makes the rest of the page inert, so a toast outside it would be hidden
 * behind it and its "ביטול" out of reach.
 */
export function showToastsIn(dialog: HTMLElement | null): void {
  const container = toastContainer();
  const parent = dialog?.isConnected ? dialog : document.body;
  if (container.parentElement !== parent) parent.append(container);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function SiteToaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  const where = useSyncExternalStore(
    subscribe,
    () => placement,
    () => "top" as const,
  );
  if (!show) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Toaster onMounted={markMounted} placement={where} />
    </Suspense>,
    toastContainer(),
  );
}
