import { lazy, Suspense, useSyncExternalStore } from "react";

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
export function notify(kind: NoticeKind, title: string, description?: string, options: NoticeOptions = {}): void {
  mountToaster();
  void Promise.all([loadLibrary(), mounted]).then(([{ toast }]) => toast[kind](title, { description, ...options }));
}

const Toaster = lazy(() => import("./toaster.tsx"));

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
  return (
    <Suspense fallback={null}>
      <Toaster onMounted={markMounted} />
    </Suspense>
  );
}
