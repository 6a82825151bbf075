import { useEffect, useId, useRef } from "react";
import { useFetcher, useLoaderData, useLocation } from "react-router";
import type { AdminLead } from "../../lib/admin-leads.ts";
import type { LeadChangeResult } from "../../lib/lead-change-result.ts";
import type { DashboardData } from "../../lib/admin-page.ts";
import { LEAD_CHANGES } from "../../lib/paths.ts";
import { formatIsraelDateTime } from "../../lib/israel-time.ts";
import { formatWonValue, LOST_REASONS, lostReasonLabels, stageLabels, WON_VALUE_MAX } from "../../lib/lead-stages.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button } from "../ui/button.tsx";
import { adminButton, fieldErrorClass } from "./styles.ts";

/** The detail's stage section: a notice's "add the value" or "choose a reason" opens the lead here. */
export const STAGE_ANCHOR = "stage";

const inputClass =
  "min-h-11 w-36 rounded-lg border border-gray-400 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * A won lead's value or a lost lead's reason, in the lead's detail: a plain form (to the stage's
 * action route, the same stage with its value or reason), so it works without JavaScript too.
 */
function StageFieldForm({
  lead,
  withSave = true,
  children,
}: {
  lead: AdminLead;
  /** The reasons are each a submit button of their own: no separate save. */
  withSave?: boolean;
  children: (error: string | null, sending: boolean) => React.ReactNode;
}) {
  const fetcher = useFetcher<LeadChangeResult>({ key: `lead-${lead.id}-stage-detail` });
  const hydrated = useHydrated();
  const location = useLocation();
  // With JavaScript the fetcher's answer; without it the screen's flash, after the route sent the browser back.
  const answer = fetcher.data;
  const { flash } = useLoaderData<DashboardData>();
  const refusedHere = flash?.refusal?.leadId === lead.id ? flash.refusal.message : null;
  const error = fetcher.state === "idle" && answer && !answer.ok ? answer.error : fetcher.state === "idle" && !answer ? refusedHere : null;
  return (
    <fetcher.Form method="post" action={LEAD_CHANGES.stage} className="mt-2 flex flex-wrap items-end gap-2">
      <input type="hidden" name="id" value={lead.id} />
      <input type="hidden" name="stage" value={lead.stage} />
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      {hydrated ? null : <input type="hidden" name="nojs" value="1" />}
      {children(error, fetcher.state !== "idle")}
      {withSave ? (
        <Button type="submit" disabled={fetcher.state !== "idle"} variant={adminButton.primary}>
          שמירה
        </Button>
      ) : null}
    </fetcher.Form>
  );
}

/** Where the lead's follow-up stands: its stage, since when it is closed, a won job's value, a lost lead's reason. */
export function StageDetails({ lead }: { lead: AdminLead }) {
  const valueId = useId();
  const reasonId = useId();
  const live = lead.deletedAt === null;
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // Opened from a notice's "add the value" / "choose a reason": the field ready, in view.
  useEffect(() => {
    if (hash !== `#${STAGE_ANCHOR}`) return;
    // After the dialog opens as a modal (its effect runs after this one and focuses its first control).
    const frame = requestAnimationFrame(() => {
      const field = section.current?.querySelector<HTMLElement>("input[name=value], [name=reason]");
      field?.scrollIntoView({ block: "center" });
      field?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, lead.id]);
  return (
    <section aria-labelledby={`${valueId}-title`} id={STAGE_ANCHOR} ref={section}>
      <h3 id={`${valueId}-title`} className="mt-5 font-bold">
        שלב
      </h3>
      <p className="mt-1 text-sm" data-lead-stage={lead.stage}>
        <strong>{stageLabels[lead.stage]}</strong>
        {lead.handledAt ? (
          <>
            {" · נסגר ב-"}
            <time dateTime={lead.handledAt} dir="ltr">
              {formatIsraelDateTime(lead.handledAt)}
            </time>
          </>
        ) : null}
        {lead.stage === "won" && lead.wonValue !== null ? <span data-won-value>{` · ${formatWonValue(lead.wonValue)}`}</span> : null}
        {lead.stage === "lost" && lead.lostReason ? <span data-lost-reason>{` · ${lostReasonLabels[lead.lostReason]}`}</span> : null}
      </p>
      {live && lead.stage === "won" ? (
        <StageFieldForm lead={lead} key={`won-${lead.wonValue ?? ""}`}>
          {(error) => (
            <div className="flex flex-col gap-1">
              <label htmlFor={valueId} className="text-sm font-medium">
                סכום העבודה בשקלים (לא חובה)
              </label>
              <input
                id={valueId}
                name="value"
                inputMode="numeric"
                autoComplete="off"
                dir="ltr"
                maxLength={9}
                defaultValue={lead.wonValue ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${valueId}-error` : `${valueId}-hint`}
                className={inputClass}
              />
              <span id={`${valueId}-hint`} className="text-xs text-muted">{`מספר שלם, עד ${WON_VALUE_MAX.toLocaleString("he-IL")}`}</span>
              {error ? (
                <span id={`${valueId}-error`} role="alert" className={fieldErrorClass}>
                  {error}
                </span>
              ) : null}
            </div>
          )}
        </StageFieldForm>
      ) : null}
      {live && lead.stage === "lost" ? (
        // Each reason is its own button: one tap chooses and saves it (the owner's third tap from the card).
        <StageFieldForm lead={lead} withSave={false} key={`lost-${lead.lostReason ?? ""}`}>
          {(error, sending) => (
            <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${reasonId}-error` : undefined}>
              <legend className="text-sm font-medium">למה לא רלוונטי (לא חובה)</legend>
              <div className="mt-1 flex flex-wrap gap-1.5">
                {LOST_REASONS.map((reason) => (
                  <button
                    key={reason}
                    type="submit"
                    name="reason"
                    value={reason}
                    disabled={sending}
                    aria-pressed={lead.lostReason === reason}
                    className="lead-chip"
                  >
                    {lostReasonLabels[reason]}
                  </button>
                ))}
              </div>
              {error ? (
                <span id={`${reasonId}-error`} role="alert" className={fieldErrorClass}>
                  {error}
                </span>
              ) : null}
            </fieldset>
          )}
        </StageFieldForm>
      ) : null}
    </section>
  );
}
