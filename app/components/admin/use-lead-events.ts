import { useEffect, useRef } from "react";

const EVENTS_URL = "/api/admin/events";
const COALESCE_MS = 150;
const REOPEN_MS = 3000;

/**
 * Calls `onChange` when any lead changes (new, edited, deleted, from anywhere), and on every
 * (re)connection so a page that missed events while disconnected catches up. Bursts are
 * coalesced into one call. The browser's EventSource retries dropped connections; one the
 * server refused (it will not retry those) is reopened here.
 */
export function useLeadEvents(onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    let source: EventSource | undefined;
    let coalesce: ReturnType<typeof setTimeout> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const changed = () => {
      clearTimeout(coalesce);
      coalesce = setTimeout(() => latest.current(), COALESCE_MS);
    };
    const open = () => {
      source = new EventSource(EVENTS_URL);
      source.addEventListener("ready", changed);
      source.addEventListener("message", changed);
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
