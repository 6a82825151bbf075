import { Link } from "react-router";
import type { ActivityPage } from "../../lib/admin-leads.ts";
import { adminHref } from "../../lib/admin-query.ts";
import { activityLeadName } from "../../lib/admin-words.ts";
import { ActivityLine } from "./lead-detail.tsx";

/**
 * The activity tab: every admin action (or those its search found), newest first, naming the lead
 * by its customer; who did it and from where only when more than one admin can act (with one, it
 * is always the owner).
 */
export function ActivityLog({ activity, searched }: { activity: ActivityPage; searched: boolean }) {
  const withWho = activity.severalAdmins;
  if (activity.rows.length === 0) return <p className="py-10 text-center text-muted">{searched ? "לא נמצאו פעולות תואמות ביומן" : "אין פעילות רשומה"}</p>;
  return (
    <ol className="divide-y divide-gray-200 rounded-card border border-gray-200 bg-white shadow-sm" aria-label="יומן פעילות">
      {activity.rows.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2 text-sm">
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <ActivityLine entry={entry} withWho={withWho} />
          </span>
          {entry.leadId && entry.leadName !== null ? (
            <Link to={adminHref({ view: "all", lead: entry.leadId })} className="inline-flex min-h-11 items-center text-brand-700 underline">
              <bdi>{entry.leadName}</bdi>
            </Link>
          ) : entry.leadId ? (
            <span className="text-muted">{activityLeadName(entry)}</span>
          ) : null}
          {withWho && entry.client && entry.client !== "cli" ? (
            <span className="text-xs text-muted" dir="ltr">
              {entry.client}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
