import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { LeadCore } from "../../lib/admin-leads.ts";
import { isLeadStage, stageLabels, stagesFor, type LeadStage } from "../../lib/lead-stages.ts";
import { stageFields, stageTap, type StageAsk } from "../../lib/stage-taps.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { LEAD_CHANGES } from "../../lib/paths.ts";
import { StageAskPanel } from "./stage-ask.tsx";

/**
 * The lead's stages as one-tap buttons (an application's own), its own one pressed
 * (docs/decisions/048-lead-stages.md). One form for all, each chip a submit button carrying its
 * stage (name="stage"), posted to the stage's action route: with JavaScript through a fetcher (the
 * toast then offers the undo), "הוזמן" and "לא רלוונטי" first asking for the value or the reason in
 * place (stage-taps.ts); without it as a plain post that returns to this screen with the flash
 * banner and its undo.
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
  const formId = useId();
  const [asking, setAsking] = useState<{ ask: StageAsk; error?: string } | null>(null);
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
  const current: LeadStage = isLeadStage(pending) ? pending : lead.stage;
  return (
    <fetcher.Form
      id={formId}
      method="post"
      action={LEAD_CHANGES.stage}
      role="group"
      aria-label={`שלב: ${lead.name}`}
      data-lead-stages={lead.id}
      className="flex flex-wrap gap-1.5"
      onSubmit={(event) => {
        const submitter = event.nativeEvent.submitter;
        if (!(submitter instanceof HTMLButtonElement)) return;
        const form = event.currentTarget;
        const typed = form.elements.namedItem("value");
        const tap = stageTap(
          { name: submitter.name, value: submitter.value, save: submitter.dataset.stageSave !== undefined },
          asking?.ask ?? null,
          typed instanceof HTMLInputElement ? typed.value : null,
        );
        if (!tap) return;
        event.preventDefault();
        if ("ask" in tap) {
          // Already won or lost: the value or the reason is the detail's own form, under the chips.
          if (tap.ask === lead.stage) return;
          setAsking(tap.ask ? { ask: tap.ask, ...(tap.error && { error: tap.error }) } : null);
          return;
        }
        setAsking(null);
        tapped.current = form.querySelector<HTMLButtonElement>(`button[name="stage"][value="${tap.send.stage}"]:not([data-stage-save])`) ?? submitter;
        onTap?.();
        void fetcher.submit(stageFields(new FormData(form), tap.send), { method: "post", action: LEAD_CHANGES.stage });
      }}
    >
      <input type="hidden" name="id" value={lead.id} />
      <input type="hidden" name="back" value={back} />
      {hydrated ? null : <input type="hidden" name="nojs" value="1" />}
      {stagesFor(lead).map((stage) => (
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
      {asking ? <StageAskPanel ask={asking.ask} error={asking.error} leadName={lead.name} onClose={() => setAsking(null)} /> : null}
    </fetcher.Form>
  );
}
