/**
 * "תזכורת לחזור" on a lead (docs/decisions/050-reminders-notes-what-pays.md): three presets, a
 * time on the Israeli clock, and "ביטול התזכורת"; posted to the reminder route. Without
 * JavaScript a plain form post that returns to this screen with a flash.
 */
import { useId } from "react";
import { useFetcher, useLocation } from "react-router";
import type { LeadCore } from "../../lib/admin-leads.ts";
import { withPrefix } from "../../lib/admin-words.ts";
import { formatIsraelDateTime } from "../../lib/israel-time.ts";
import { LEAD_CHANGES } from "../../lib/paths.ts";
import { REMINDER_MAX_DAYS, REMINDER_PRESETS, israelLocalValue, presetLabel, reminderDue, reminderMessages } from "../../lib/reminders.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button } from "../ui/button.tsx";
import { useReminderFacts } from "./reminder-badge.tsx";
import { adminButton, adminInputClass, labelledButtonClass } from "./styles.ts";

/** The form: presets, a typed time, and clearing; `compact` in a card's "פעולות נוספות". */
export function ReminderForm({ lead, compact = false }: { lead: LeadCore; compact?: boolean }) {
  const facts = useReminderFacts();
  const fetcher = useFetcher<{ ok: boolean; error?: string }>({ key: `lead-${lead.id}-reminder` });
  const hydrated = useHydrated();
  const location = useLocation();
  const fieldId = useId();
  const statusId = useId();
  const now = facts ? new Date(facts.now) : new Date();
  const remindAt = facts?.byLead[lead.id] ?? null;
  const busy = fetcher.state !== "idle";
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const button = compact ? `${labelledButtonClass} lead-menu-item tone-plain` : adminButton.secondary;
  const hidden = (
    <>
      <input type="hidden" name="id" value={lead.id} />
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      {hydrated ? null : <input type="hidden" name="nojs" value="1" />}
    </>
  );
  return (
    <div className={compact ? "flex flex-col gap-1.5" : "mt-1"} data-reminder-form={lead.id}>
      <p id={statusId} className="text-sm" aria-live="polite">
        {remindAt ? (
          <>
            {reminderDue(remindAt, now) ? "הגיע זמן התזכורת: " : "תזכורת ל-"}
            <time dateTime={remindAt} dir="ltr">
              {formatIsraelDateTime(remindAt)}
            </time>
          </>
        ) : (
          reminderMessages.none
        )}
      </p>
      <fetcher.Form method="post" action={LEAD_CHANGES.reminder} className={compact ? "flex flex-col gap-1.5" : "flex flex-wrap gap-2"}>
        {hidden}
        {REMINDER_PRESETS.map((preset) => (
          <Button
            key={preset}
            type="submit"
            name="preset"
            value={preset}
            disabled={busy}
            size={button}
            variant=""
            aria-label={`${reminderMessages.heading} ${withPrefix("ל", lead.name)}: ${presetLabel(preset, now)}`}
          >
            {presetLabel(preset, now)}
          </Button>
        ))}
      </fetcher.Form>
      <fetcher.Form method="post" action={LEAD_CHANGES.reminder} className={compact ? "flex flex-col gap-1.5" : "mt-2 flex flex-wrap items-end gap-2"}>
        {hidden}
        <div className="min-w-0">
          <label htmlFor={fieldId} className="block text-sm font-medium">
            {reminderMessages.custom}
          </label>
          <input
            id={fieldId}
            name="at"
            type="datetime-local"
            required
            min={israelLocalValue(now)}
            max={israelLocalValue(new Date(now.getTime() + REMINDER_MAX_DAYS * 86_400_000))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            className={`${adminInputClass} min-h-11 w-full max-w-full rounded-lg border border-gray-400 bg-white px-2`}
          />
        </div>
        <Button type="submit" disabled={busy} size={button} variant="">
          {reminderMessages.setCustom}
        </Button>
      </fetcher.Form>
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {remindAt ? (
        <fetcher.Form method="post" action={LEAD_CHANGES.clearReminder} className={compact ? "contents" : "mt-2"}>
          {hidden}
          <Button type="submit" disabled={busy} size={button} variant={compact ? "" : adminButton.danger}>
            {reminderMessages.clear}
          </Button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}
