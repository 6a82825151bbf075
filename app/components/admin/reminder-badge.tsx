/** The badge a lead wears when its reminder is due, in words ("תזכורת · 16:00"), not colour alone (docs/decisions/050). */
import { useLoaderData } from "react-router";
import type { DashboardData } from "../../lib/admin-page.ts";
import type { ReminderFacts } from "../../lib/follow-up.ts";
import { reminderBadge, reminderDue } from "../../lib/reminders.ts";

/** The leads screen's reminder facts (the dashboard route's data); none elsewhere. */
export function useReminderFacts(): ReminderFacts | null {
  const data = useLoaderData() as Partial<DashboardData> | undefined;
  return data?.reminders ?? null;
}

/** The badge of a lead whose reminder is due at or before `now` ("תזכורת · 16:00"); null when none is. */
export function dueReminderBadge(facts: ReminderFacts | null, leadId: number): string | null {
  const remindAt = facts?.byLead[leadId] ?? null;
  if (!facts || !remindAt || !reminderDue(remindAt, new Date(facts.now))) return null;
  return reminderBadge(remindAt, new Date(facts.now));
}

/** "תזכורת · 16:00" beside a lead whose reminder is due. */
export function ReminderBadge({ text }: { text: string }) {
  return (
    <span
      data-reminder-due
      className="inline-flex shrink-0 items-center rounded-full border border-amber-700 bg-amber-50 px-2 py-0.5 text-xs font-bold text-amber-950"
    >
      {text}
    </span>
  );
}
