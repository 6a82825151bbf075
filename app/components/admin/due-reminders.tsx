import type { AdminQuery } from "../../lib/admin-query.ts";
import { reminderMessages } from "../../lib/reminders.ts";
import { LeadList } from "./lead-list.tsx";
import { useReminderFacts } from "./reminder-badge.tsx";

/** The open leads whose reminder is due, at the top of the open view. */
export function DueReminders({ query }: { query: AdminQuery }) {
  const facts = useReminderFacts();
  if (!facts?.due.length) return null;
  return (
    <section aria-labelledby="due-reminders" className="mb-3 rounded-card border border-amber-300 bg-amber-50/60 p-2" data-due-reminders>
      <h3 id="due-reminders" className="mb-1.5 text-sm font-bold text-amber-950">
        {`${reminderMessages.dueHeading} (${facts.due.length})`}
      </h3>
      <LeadList leads={facts.due} query={query} />
    </section>
  );
}
