import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import type { LeadCore } from "../../lib/admin-leads.ts";
import { LEAD_STAGES, stageLabels, type LeadStage } from "../../lib/lead-stages.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { LEAD_CHANGES } from "../../lib/paths.ts";

/**
 * The five stages as one-tap buttons, the lead's own one pressed (docs/decisions/048-lead-stages.md).
 * One form for the five, each chip a submit button carrying its stage (name="stage"), posted to
 * the stage's action route: with JavaScript through a
 * fetcher (the toast then offers the undo), without it as a plain post that returns to this screen
 * with the flash banner and its undo.
 */
export function StageButtons({
  lead,
  onTap,
}: {
  lead: LeadCore;
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
    <fetcher.Form
      method="post"
      action={LEAD_CHANGES.stage}
      role="group"
      aria-label={`שלב: ${lead.name}`}
      data-lead-stages={lead.id}
      className="flex flex-wrap gap-1.5"
      onSubmit={(event) => {
        const chip = event.nativeEvent.submitter;
        tapped.current = chip instanceof HTMLButtonElement ? chip : null;
        onTap?.();
      }}
    >
      <input type="hidden" name="id" value={lead.id} />
      <input type="hidden" name="back" value={back} />
      {hydrated ? null : <input type="hidden" name="nojs" value="1" />}
      {LEAD_STAGES.map((stage) => (
        // Pressing the current stage again changes nothing: it stays pressed, and says so.
        <button
          key={stage}
          type="submit"
          name="stage"
          value={stage}
          aria-pressed={current === stage}
          aria-label={`${stageLabels[stage]}: ${lead.name}`}
          disabled={fetcher.state !== "idle"}
          className="lead-chip"
        >
          {stageLabels[stage]}
        </button>
      ))}
    </fetcher.Form>
  );
}
