import { useEffect, useRef, useState } from "react";
import { newLeadsAbove, newLeadsAboveText, newLeadsAnnouncement, SEEN_AFTER_MS, SEEN_RATIO, type LeadBox } from "../../lib/new-leads.ts";
import { leadsSeen, onLeadArrival, useUnseenLeads } from "./new-leads-store.ts";

const ANNOUNCE_UNNAMED_AFTER_MS = 5000;

const leadElements = () => [...document.querySelectorAll<HTMLElement>("[data-lead-id]")];
const leadIdOf = (element: Element) => Number(element.getAttribute("data-lead-id"));
const drawn = (element: HTMLElement) => element.getClientRects().length > 0;

/** A row or card that stays in view for a moment, with the tab in front, has been seen. */
function useSeenWhenInView(unseen: ReadonlySet<number>, listVersion: unknown) {
  useEffect(() => {
    if (unseen.size === 0 || typeof IntersectionObserver === "undefined") return;
    const timers = new Map<Element, ReturnType<typeof setTimeout>>();
    const stopTimer = (element: Element) => {
      clearTimeout(timers.get(element));
      timers.delete(element);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= SEEN_RATIO && document.visibilityState === "visible") {
            if (!timers.has(entry.target))
              timers.set(
                entry.target,
                setTimeout(() => leadsSeen([leadIdOf(entry.target)]), SEEN_AFTER_MS),
              );
          } else stopTimer(entry.target);
        }
      },
      { threshold: [0, SEEN_RATIO] },
    );
    const watch = () => {
      for (const element of leadElements()) if (unseen.has(leadIdOf(element))) observer.observe(element);
    };
    // A hidden tab sees nothing; coming back, whatever is in view starts its moment again.
    const onVisibility = () => {
      for (const element of [...timers.keys()]) stopTimer(element);
      observer.disconnect();
      if (document.visibilityState === "visible") watch();
    };
    watch();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      observer.disconnect();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [unseen, listVersion]);
}

/** The unseen leads wholly above the screen, newest first, kept current as the owner scrolls. */
function useUnseenAbove(unseen: ReadonlySet<number>, listVersion: unknown): number[] {
  const [above, setAbove] = useState<number[]>([]);
  const none = unseen.size === 0;
  useEffect(() => {
    // Nothing unseen, nothing to measure: fifty rows' boxes on each scroll cost a phone's frame.
    if (none) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const boxes: LeadBox[] = leadElements().map((element) => {
        const { top, bottom, height } = element.getBoundingClientRect();
        return { id: leadIdOf(element), top, bottom, height };
      });
      const next = newLeadsAbove(boxes, (id) => unseen.has(id));
      setAbove((current) => (current.join() === next.join() ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // After the browser has laid the new rows out (and kept the screen's content still for them).
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [unseen, listVersion, none]);
  return none ? [] : above;
}

/**
 * Says politely who arrived: by name as soon as the list shows them (the page reloads its data on
 * each arrival); a lead this view does not show (another view, a search) without a name, after a
 * few seconds.
 */
function useArrivalAnnouncement(leads: readonly { id: number; name: string }[]): string {
  const [message, setMessage] = useState("");
  const latestLeads = useRef(leads);
  const announceShown = useRef<() => void>(() => {});

  useEffect(() => {
    const waiting = new Set<number>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const announceUnshown = () => {
      timer = undefined;
      if (waiting.size > 0) setMessage(newLeadsAnnouncement(waiting.size, []));
      waiting.clear();
    };
    announceShown.current = () => {
      const shown = latestLeads.current.filter((lead) => waiting.has(lead.id));
      if (shown.length === 0) return;
      setMessage(
        newLeadsAnnouncement(
          shown.length,
          shown.map((lead) => lead.name),
        ),
      );
      for (const lead of shown) waiting.delete(lead.id);
    };
    const stop = onLeadArrival((id) => {
      waiting.add(id);
      timer ??= setTimeout(announceUnshown, ANNOUNCE_UNNAMED_AFTER_MS);
      announceShown.current();
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    latestLeads.current = leads;
    announceShown.current();
  }, [leads]);
  return message;
}

/**
 * Everything the open tab says about leads that arrived while it was open, beside the "חדש" marks
 * on the rows (NewLeadMark): which were seen, a pill when some are above the owner's scroll
 * position (pressing it brings the newest into view and moves focus to it), and a polite
 * announcement for screen readers. `leads`: the rows the list shows; `openLead`: the detail open.
 */
export function NewLeadsPill({ leads, openLead }: { leads: readonly { id: number; name: string }[]; openLead: number | null }) {
  const unseen = useUnseenLeads();
  useSeenWhenInView(unseen, leads);
  const above = useUnseenAbove(unseen, leads);
  const announcement = useArrivalAnnouncement(leads);

  useEffect(() => {
    if (openLead !== null && unseen.has(openLead)) leadsSeen([openLead]);
  }, [openLead, unseen]);

  const bringNewest = () => {
    const target = leadElements().find((element) => leadIdOf(element) === above[0] && drawn(element));
    if (!target) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ block: "center", behavior: smooth ? "smooth" : "auto" });
    (target.querySelector<HTMLElement>("a[href], button") ?? target).focus({ preventScroll: true });
  };

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {above.length > 0 ? (
        <button
          type="button"
          onClick={bringNewest}
          className="fixed inset-x-0 top-3 z-40 mx-auto flex min-h-11 w-fit items-center gap-2 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <span aria-hidden="true">↑</span>
          {newLeadsAboveText(above.length)}
        </button>
      ) : null}
    </>
  );
}
