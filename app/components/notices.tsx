import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";

/**
 * Notices as toasts, right to left: 3 visible, 4 seconds each (docs/product.md#r12-toasts).
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

/** Shows a notice; the toaster mounts on first use. */
export function notify(kind: NoticeKind, title: string, description?: ReactNode, options: NoticeOptions = {}): void {
  mountToaster();
  void Promise.all([loadLibrary(), mounted]).then(([{ toast }]) => toast[kind](title, { description, ...options }));
}

const Toaster = lazy(() => import("./toaster.tsx"));

let toastHost: HTMLDivElement | undefined;

/** The element the toasts are drawn in; made once, then only moved (so no toast is lost on a move). */
function toastContainer(): HTMLDivElement {
  if (!toastHost) {
    toastHost = document.createElement("div");
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
  if (!show) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Toaster onMounted={markMounted} />
    </Suspense>,
    toastContainer(),
  );
}
