/**
 * The reminders screen (issue 42): the open leads' reminders in three groups, overdue, later
 * today, after today; each its lead's name (opening the lead on the leads screen, as a due
 * reminder does), when in the owner's words (Israeli clock), the route and the lead's latest note.
 * Regrouped each minute on the reminders' clock, and reloaded when a lead changes anywhere.
 */
import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { adminHref } from "../../lib/admin-query.ts";
import { groupReminders, reminderWhen, remindersScreenMessages as words, type OpenReminder, type RemindersScreenData } from "../../lib/reminders.ts";
import { reloadForLiveUpdate } from "./live-reload.ts";
import { useLeadEvents } from "./use-lead-events.ts";

/** The reminders' clock (the server's, which a test may move), moving on with this device's each minute. */
function useRemindersClock(serverNow: string): Date {
  const server = new Date(serverNow).getTime();
  // Time passed since this server "now" arrived; a reload's new "now" starts again from none.
  const [tick, setTick] = useState({ server, elapsed: 0 });
  useEffect(() => {
    const loaded = Date.now();
    const timer = setInterval(() => setTick({ server, elapsed: Date.now() - loaded }), 60_000);
    return () => clearInterval(timer);
  }, [server]);
  return new Date(server + (tick.server === server ? tick.elapsed : 0));
}

type GroupKey = "overdue" | "today" | "next";

const GROUPS: ReadonlyArray<{ key: GroupKey; title: string; none: string; tone: string }> = [
  { key: "overdue", title: words.overdue, none: words.noneOverdue, tone: "border-amber-400 bg-amber-50/60" },
  { key: "today", title: words.today, none: words.noneToday, tone: "border-brand-200 bg-brand-50/40" },
  { key: "next", title: words.next, none: words.noneNext, tone: "border-gray-200 bg-white" },
];

function ReminderItem({ reminder, now }: { reminder: OpenReminder; now: Date }) {
  const route = reminder.fromLocation && reminder.toLocation ? { from: reminder.fromLocation, to: reminder.toLocation } : null;
  return (
    <li className="min-w-0 border-t border-gray-200 py-2 first:border-t-0" data-reminder-item={reminder.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <Link
          to={adminHref({ lead: reminder.id })}
          className="inline-flex min-h-11 min-w-0 items-center font-semibold text-brand-800 underline underline-offset-2 [overflow-wrap:anywhere]"
        >
          {reminder.name}
        </Link>
        <time dateTime={reminder.remindAt} className="text-sm font-medium" data-reminder-when>
          {reminderWhen(reminder.remindAt, now)}
        </time>
      </div>
      {route ? (
        <p className="text-sm text-muted">
          <bdi>{route.from}</bdi> ← <bdi>{route.to}</bdi>
        </p>
      ) : null}
      {reminder.latestNote ? (
        <p className="mt-0.5 line-clamp-2 text-sm [overflow-wrap:anywhere]" data-reminder-note>
          <span className="text-muted">{`${words.note}: `}</span>
          <bdi>{reminder.latestNote}</bdi>
        </p>
      ) : null}
    </li>
  );
}

export function RemindersScreen({ page }: { page: RemindersScreenData }) {
  const revalidator = useRevalidator();
  // A reminder set, cleared or a lead closed anywhere redraws the screen.
  useLeadEvents(() => void reloadForLiveUpdate(revalidator.revalidate));
  const now = useRemindersClock(page.now);
  const groups = groupReminders(page.reminders, now);
  return (
    <section aria-labelledby="admin-title" className="mx-auto max-w-2xl">
      <h1 className="sr-only">מערכת ניהול</h1>
      <h2 id="admin-title" className="text-xl font-bold">
        {words.title}
      </h2>
      {page.reminders.length === 0 ? (
        <p className="mt-3 rounded-card border border-gray-200 bg-white p-4 text-sm shadow-sm" data-reminders-empty>
          {words.empty}
        </p>
      ) : (
        <>
          {GROUPS.map((group) => (
            <section
              key={group.key}
              aria-labelledby={`reminders-${group.key}`}
              className={`mt-3 rounded-card border p-3 shadow-sm ${group.tone}`}
              data-reminders-group={group.key}
            >
              <h3 id={`reminders-${group.key}`} className="font-bold">
                {`${group.title} (${groups[group.key].length})`}
              </h3>
              {groups[group.key].length ? (
                <ul className="mt-1">
                  {groups[group.key].map((reminder) => (
                    <ReminderItem key={reminder.id} reminder={reminder} now={now} />
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-sm text-muted">{group.none}</p>
              )}
            </section>
          ))}
          {page.limited ? <p className="mt-3 text-sm text-muted">{words.more(page.reminders.length)}</p> : null}
        </>
      )}
    </section>
  );
}
