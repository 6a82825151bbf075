import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import type { AdminLead } from "../../lib/admin-leads.ts";
import { LEAD_STAGES, stageLabels, type LeadStage } from "../../lib/lead-stages.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { LEAD_CHANGES } from "../../lib/paths.ts";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** A stage chip: 44 px high, the current one filled (and aria-pressed); narrower in the table's column. */
const chipClass = (current: boolean, compact: boolean) =>
  `inline-flex min-h-11 shrink-0 items-center justify-center rounded-full border font-semibold whitespace-nowrap ${compact ? "min-w-11 px-2 text-[0.8125rem]" : "px-3 text-sm"} ${focusRing} disabled:opacity-60 ${
    current ? "border-brand-700 bg-brand-700 text-white" : "border-gray-400 bg-white text-ink hover:bg-gray-100"
  }`;

/**
 * The five stages as one-tap buttons, the lead's own one pressed (docs/decisions/048-lead-stages.md).
 * One form per stage, posted to the stage's action route: with JavaScript through a
 * fetcher (the toast then offers the undo), without it as a plain post that returns to this screen
 * with the flash banner and its undo. On a phone card the row scrolls sideways inside the card.
 */
export function StageButtons({
  lead,
  scroll = false,
  compact = false,
  onTap,
}: {
  lead: AdminLead;
  scroll?: boolean;
  compact?: boolean;
  /** A change is on its way (the list notes that the lead's row may go). */
  onTap?: () => void;
}) {
  const fetcher = useFetcher({ key: `lead-${lead.id}-stage` });
  const hydrated = useHydrated();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  // The chips are disabled while a change is on its way, which drops focus to the page's top:
  // where the lead stays (search results, the "all" view) focus goes back to the chip tapped.
  const tapped = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const chip = tapped.current;
    if (fetcher.state !== "idle" || !chip) return;
    tapped.current = null;
    if (chip.isConnected && (!document.activeElement || document.activeElement === document.body)) chip.focus();
  }, [fetcher.state]);
  // Shown at once: the stage on its way is the one pressed.
  const pending = fetcher.formData?.get("stage");
  const current: LeadStage = typeof pending === "string" && (LEAD_STAGES as readonly string[]).includes(pending) ? (pending as LeadStage) : lead.stage;
  return (
    <div
      role="group"
      aria-label={`שלב: ${lead.name}`}
      data-lead-stages={lead.id}
      className={scroll ? "-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-0.5 [scrollbar-width:thin]" : `flex flex-wrap ${compact ? "gap-1" : "gap-1.5"}`}
    >
      {LEAD_STAGES.map((stage) => {
        const on = current === stage;
        return (
          <fetcher.Form
            key={stage}
            method="post"
            action={LEAD_CHANGES.stage}
            className="contents"
            onSubmit={(event) => {
              tapped.current = event.currentTarget.querySelector("button");
              onTap?.();
            }}
          >
            <input type="hidden" name="id" value={lead.id} />
            <input type="hidden" name="stage" value={stage} />
            <input type="hidden" name="back" value={back} />
            {hydrated ? null : <input type="hidden" name="nojs" value="1" />}
            {/* Pressing the current stage again changes nothing: it stays pressed, and says so. */}
            <button
              type="submit"
              aria-pressed={on}
              aria-label={`${stageLabels[stage]}: ${lead.name}`}
              disabled={fetcher.state !== "idle"}
              className={chipClass(on, compact)}
            >
              {stageLabels[stage]}
            </button>
          </fetcher.Form>
        );
      })}
    </div>
  );
}
