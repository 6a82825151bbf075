import type { AdminQuery } from "../../lib/admin-query.ts";
import { reminderMessages } from "../../lib/reminders.ts";
import { LeadList } from "./lead-list.tsx";
import { useReminderFacts } from "./reminder-badge.tsx";

/** The open leads whose reminder is due, at the top of the open view. */
export function DueReminders({ query }: { query: AdminQuery }) {
  const facts = useReminderFacts();
  if (!facts?.due.length) return null;
  return (
    <section
      aria-labelledby="due-reminders"
      className="mb-3 border-t-4 border-amber-400 bg-amber-50/60 pt-2 pb-1 sm:rounded-card sm:border sm:border-amber-300 sm:p-2"
      data-due-reminders
    >
      <h3 id="due-reminders" className="mb-1.5 px-2 text-sm font-bold text-amber-950 sm:px-0">
        {`${reminderMessages.dueHeading} (${facts.due.length})`}
      </h3>
      <LeadList leads={facts.due} query={query} place="due-" />
    </section>
  );
}
