import { useEffect, useSyncExternalStore } from "react";
import { countedTitle } from "../../lib/tab-title.ts";

/**
 * The leads that arrived while this admin tab was open and that the owner has not seen yet. Kept
 * in memory for the tab's life: it outlives a revalidation and a move between the admin's
 * screens, not a reload (a reload shows the list as it is, nothing new since).
 */
let unseen: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();
const arrivalListeners = new Set<(id: number) => void>();

function publish(next: ReadonlySet<number>) {
  unseen = next;
  for (const listener of listeners) listener();
}

/** A lead was saved (the event stream's `insert`). */
export function leadArrived(id: number): void {
  if (unseen.has(id)) return;
  publish(new Set([...unseen, id]));
  for (const listener of arrivalListeners) listener(id);
}

/** The owner has seen these leads (their row in view for a moment, or their detail opened). */
export function leadsSeen(ids: Iterable<number>): void {
  const next = new Set(unseen);
  for (const id of ids) next.delete(id);
  if (next.size !== unseen.size) publish(next);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Called once per lead that arrives (the sound); returns the way to stop. */
export function onLeadArrival(listener: (id: number) => void): () => void {
  arrivalListeners.add(listener);
  return () => void arrivalListeners.delete(listener);
}

const none: ReadonlySet<number> = new Set();

export function useUnseenLeads(): ReadonlySet<number> {
  return useSyncExternalStore(
    subscribe,
    () => unseen,
    () => none,
  );
}

/**
 * The tab's title and the installed app's badge say how many leads are unseen, the moment one
 * arrives or is seen, and again after every screen's render (a new screen's title comes without
 * the number). In the admin's layout.
 */
export function useUnseenCountInTitle(): void {
  const count = useUnseenLeads().size;
  useEffect(() => {
    const counted = countedTitle(document.title, count);
    if (document.title !== counted) document.title = counted;
  });
  useEffect(() => {
    const badge = navigator as Navigator & { setAppBadge?: (n: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
    void (count > 0 ? badge.setAppBadge?.(count) : badge.clearAppBadge?.())?.catch(() => undefined);
  }, [count]);
}
