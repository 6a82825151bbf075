import { useId, useRef } from "react";
import { LOST_REASONS, lostReasonLabels, WON_VALUE_MAX } from "../../lib/lead-stages.ts";
import type { StageAsk } from "../../lib/stage-taps.ts";
import { adminButton, fieldErrorClass } from "./styles.ts";

/**
 * What "הוזמן" or "לא רלוונטי" asks on the card and in the detail before it is sent (stage-taps.ts):
 * the job's value in a field that takes focus, with its save (blank saves without one), or the
 * reasons as buttons, each saving at once. Its controls belong to the lead's stage form (`form`:
 * the card's row form; none inside the detail's own form), and carry data-stage-save.
 */
export function StageAskPanel({
  ask,
  error,
  form,
  leadName,
  onClose,
}: {
  ask: StageAsk;
  /** What was typed cannot be taken (stage-taps.ts). */
  error?: string | undefined;
  form?: string;
  leadName: string;
  onClose: () => void;
}) {
  const fieldId = useId();
  const save = useRef<HTMLButtonElement>(null);
  if (ask === "won")
    return (
      <div className="stage-ask" data-stage-ask="won">
        <label htmlFor={fieldId} className="basis-full text-sm font-medium">
          {`סכום העבודה בשקלים: ${leadName}`}
        </label>
        <input
          id={fieldId}
          form={form}
          name="value"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={9}
          // The tap on "הוזמן" asked for it: the owner types at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
          aria-invalid={error ? true : undefined}
          placeholder="₪"
          className="min-h-11 w-28 rounded-lg border border-gray-400 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          onKeyDown={(event) => {
            // Enter saves this value (the row's form would otherwise take its first button).
            if (event.key !== "Enter") return;
            event.preventDefault();
            if (save.current) event.currentTarget.form?.requestSubmit(save.current);
          }}
        />
        <button ref={save} form={form} type="submit" name="stage" value="won" data-stage-save="" className={adminButton.primary}>
          שמירה
        </button>
        <button type="button" onClick={onClose} className={adminButton.secondary}>
          ביטול
        </button>
        <span
          id={`${fieldId}-hint`}
          className="basis-full text-xs text-muted"
        >{`מספר שלם עד ${WON_VALUE_MAX.toLocaleString("he-IL")}; ריק: נשמר בלי סכום`}</span>
        {error ? (
          <span id={`${fieldId}-error`} role="alert" className={`basis-full ${fieldErrorClass}`}>
            {error}
          </span>
        ) : null}
      </div>
    );
  return (
    <div className="stage-ask" data-stage-ask="lost" role="group" aria-label={`למה לא רלוונטי: ${leadName}`}>
      <span className="basis-full text-sm font-medium" aria-hidden="true">
        למה לא רלוונטי?
      </span>
      {LOST_REASONS.map((reason, index) => (
        <button
          key={reason}
          form={form}
          type="submit"
          name="reason"
          value={reason}
          data-stage-save=""
          className="lead-chip"
          // The first reason takes focus, so the keyboard and a screen reader land on the question.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={index === 0}
        >
          {lostReasonLabels[reason]}
        </button>
      ))}
      <button form={form} type="submit" name="stage" value="lost" data-stage-save="" className="lead-chip">
        בלי סיבה
      </button>
      <button type="button" onClick={onClose} className="lead-chip">
        ביטול
      </button>
    </div>
  );
}
