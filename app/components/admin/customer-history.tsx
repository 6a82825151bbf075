import { Link } from "react-router";
import { adminHref, type AdminQuery } from "../../lib/admin-query.ts";
import { formatIsraelDateTime } from "../../lib/israel-time.ts";
import { phoneForDisplay } from "../../lib/phone.ts";
import { leadPlaceLabels, type CustomerHistory as History } from "../../lib/lead-search.ts";

/**
 * The customer's other leads, from the same phone number in whatever format it was typed: when
 * each came, where it is now (its stage, spam, trash) and a link to it. A customer who calls
 * again is seen as one customer, not as a stranger.
 */
export function CustomerHistory({ history, phone, query }: { history: History; phone: string; query: AdminQuery }) {
  return (
    <section aria-labelledby="customer-history-title">
      <h3 id="customer-history-title" className="mt-5 font-bold">
        פניות נוספות מאותו מספר{" "}
        <span dir="ltr" className="whitespace-nowrap font-normal text-muted" data-phone-number>
          {phoneForDisplay(phone)}
        </span>
      </h3>
      {history.leads.length ? (
        <ol className="mt-1 space-y-1 text-sm" data-customer-history>
          {history.leads.map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-baseline gap-x-2">
              <time dateTime={lead.createdAt} dir="ltr" className="text-muted">
                {formatIsraelDateTime(lead.createdAt)}
              </time>
              <Link to={adminHref({ ...query, lead: lead.id })} preventScrollReset className="inline-flex min-h-11 items-center font-semibold underline">
                <bdi>{lead.name}</bdi>
              </Link>
              <span data-lead-place={lead.place} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800">
                {leadPlaceLabels[lead.place]}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-muted">אין פניות נוספות מהמספר הזה</p>
      )}
      {history.more ? (
        <p className="mt-1 text-sm">
          <Link to={adminHref({ q: phone.replace(/\D/g, "") })} className="inline-flex min-h-11 items-center underline">
            כל הפניות מהמספר{" "}
            <span dir="ltr" className="ms-1 whitespace-nowrap">
              {phoneForDisplay(phone)}
            </span>
          </Link>
        </p>
      ) : null}
    </section>
  );
}
