import { Link } from "react-router";
import { adminHref, type AdminQuery } from "../../lib/admin-query.ts";
import { ADMIN_PAGES } from "../../lib/paths.ts";
import { reminderBadge, reminderMessages } from "../../lib/reminders.ts";
import { ClockIcon } from "./admin-icons.tsx";
import { ReminderBadge, useReminderFacts } from "./reminder-badge.tsx";

/** A laptop shows this many due reminders above the leads, a phone one; the rest are a tap away on the reminders screen. */
const SHOWN = 3;

/** "ועוד 2": the reminders screen has them all. */
function MoreDue({ count, className }: { count: number; className: string }) {
  return (
    <Link to={ADMIN_PAGES.reminders} className={`inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline ${className}`}>
      {`ועוד ${count}`}
      <span className="sr-only">{count === 1 ? " תזכורת שהגיע זמנה" : " תזכורות שהגיע זמנן"}</span>
    </Link>
  );
}

/**
 * The open leads whose reminder is due, at the top of the open view: one compact line each (the
 * lead's name and when; a tap opens the lead, where every action is), so the newest lead's card
 * still starts near the top of a phone's screen (issue 42).
 */
export function DueReminders({ query }: { query: AdminQuery }) {
  const facts = useReminderFacts();
  if (!facts?.due.length) return null;
  const now = new Date(facts.now);
  return (
    <section aria-labelledby="due-reminders" className="mb-2 rounded-lg border border-amber-300 bg-amber-50/60 px-2" data-due-reminders>
      <h3 id="due-reminders" className="sr-only">
        {`${reminderMessages.dueHeading} (${facts.due.length})`}
      </h3>
      <ul className="divide-y divide-amber-200">
        {facts.due.slice(0, SHOWN).map((lead, index) => (
          // A phone shows the first line only, with the count of the rest on it.
          <li key={lead.id} data-lead-id={lead.id} className={index > 0 ? "flex items-center max-sm:hidden" : "flex items-center"}>
            <Link to={adminHref({ ...query, lead: lead.id })} preventScrollReset className="flex min-h-11 min-w-0 flex-1 items-center gap-2 text-sm">
              <ClockIcon className="size-4 shrink-0 text-amber-900" />
              <span className="min-w-0 truncate font-semibold">{lead.name}</span>
              {facts.byLead[lead.id] ? <ReminderBadge text={reminderBadge(facts.byLead[lead.id]!, now)} /> : null}
            </Link>
            {index === 0 && facts.due.length > 1 ? <MoreDue count={facts.due.length - 1} className="shrink-0 sm:hidden" /> : null}
          </li>
        ))}
      </ul>
      {facts.due.length > SHOWN ? <MoreDue count={facts.due.length - SHOWN} className="max-sm:hidden" /> : null}
    </section>
  );
}
