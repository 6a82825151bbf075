import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import type { LeadChange } from "../../lib/admin-leads.ts";
import { ADMIN_RESOURCES } from "../../lib/paths.ts";

const EVENTS_URL = ADMIN_RESOURCES.events;
const COALESCE_MS = 150;
const REOPEN_MS = 3000;

/**
 * Calls `onChange` when any lead changes (new, edited, deleted, from anywhere), and on every
 * (re)connection so a page that missed events while disconnected catches up. Bursts are
 * coalesced into one call. The browser's EventSource retries dropped connections; one the
 * server refused (it will not retry those) is reopened here. `onNewLead` hears each lead saved
 * while the page is open (an `insert`, honeypot catches aside), at once, before the page reloads.
 */
export function useLeadEvents(onChange: () => void, onNewLead?: (id: number) => void): void {
  const latest = useRef(onChange);
  const latestNew = useRef(onNewLead);
  useEffect(() => {
    latest.current = onChange;
    latestNew.current = onNewLead;
  });

  // While the owner goes somewhere (a link, a form), a reload waits until the page has arrived:
  // under a stream of new leads each reload restarted the navigation, and a link could take
  // seconds to open. A change heard meanwhile reloads once the navigation is over.
  const navigation = useNavigation();
  const navigating = useRef(false);
  const deferred = useRef(false);
  useEffect(() => {
    navigating.current = navigation.state !== "idle";
    if (navigation.state !== "idle" || !deferred.current) return;
    deferred.current = false;
    latest.current();
  }, [navigation.state]);

  useEffect(() => {
    let source: EventSource | undefined;
    let coalesce: ReturnType<typeof setTimeout> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const changed = () => {
      clearTimeout(coalesce);
      coalesce = setTimeout(() => {
        if (navigating.current) deferred.current = true;
        else latest.current();
      }, COALESCE_MS);
    };
    const open = () => {
      source = new EventSource(EVENTS_URL);
      source.addEventListener("ready", changed);
      source.addEventListener("message", (event: MessageEvent<string>) => {
        const change = parseChange(event.data);
        if (change?.op === "insert" && !change.spam) latestNew.current?.(change.id);
        changed();
      });
      source.addEventListener("error", () => {
        if (stopped || source?.readyState !== EventSource.CLOSED) return;
        clearTimeout(reopen);
        reopen = setTimeout(open, REOPEN_MS);
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(coalesce);
      clearTimeout(reopen);
      source?.close();
    };
  }, []);
}

function parseChange(data: string): LeadChange | undefined {
  try {
    const change = JSON.parse(data) as LeadChange;
    return change.op === "resync" || Number.isSafeInteger(change.id) ? change : undefined;
  } catch {
    return undefined;
  }
}
