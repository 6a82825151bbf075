import { useCallback, useEffect, useRef, useState } from "react";
import {
  adminMessages,
  LEAD_VIEWS,
  SEARCH_MAX,
  viewLabels,
  type AdminLead,
  type LeadsPage,
  type LeadsSummary,
  type LeadView,
} from "../../lib/admin-leads";
import { LeadsChart } from "./leads-chart";
import { LeadsTable } from "./leads-table";
import type { RowActionHandlers } from "./row-actions";
import { Spinner } from "./spinner";
import { StatsCards } from "./stats-cards";
import { notify, preloadToaster } from "../site-toaster";
import { useLeadEvents } from "./use-lead-events";

const API = "/api/admin/leads";
const SEARCH_DELAY_MS = 300;
const number = new Intl.NumberFormat("he-IL");

interface Query {
  view: LeadView;
  q: string;
  page: number;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

async function errorMessage(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === "string" ? body.error : fallback;
  } catch {
    return fallback;
  }
}

const buttonClass =
  "inline-flex items-center justify-center rounded-lg px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** What a signed-in admin sees: cards, chart, views, search, the table, export and sign-out. */
export function AdminDashboard({ signOut }: { signOut: () => void | Promise<void> }) {
  const [query, setQuery] = useState<Query>({ view: "open", q: "", page: 1 });
  const [searchText, setSearchText] = useState("");
  const [list, setList] = useState<LeadsPage>();
  const [summary, setSummary] = useState<LeadsSummary>();
  const [loading, setLoading] = useState(true);
  const latestLoad = useRef(0);
  const loadFailed = useRef(false);
  const queryRef = useRef(query);

  /** A new view, search or page: the spinner shows until its leads arrive. */
  function changeQuery(change: Partial<Query>) {
    loadFailed.current = false; // a failure the admin asked for is always told
    setLoading(true);
    setQuery((current) => ({ ...current, ...change }));
  }

  /** Reloads the list and the summary. Only the newest load's answer is shown. */
  const reload = useCallback(async () => {
    const load = ++latestLoad.current;
    const { view, q, page } = queryRef.current;
    try {
      const params = new URLSearchParams({ view, q, page: String(page) });
      const [nextList, nextSummary] = await Promise.all([getJson<LeadsPage>(`${API}?${params}`), getJson<LeadsSummary>(`${API}/summary`)]);
      if (load !== latestLoad.current) return;
      const lastPage = Math.max(1, Math.ceil(nextList.total / nextList.pageSize));
      if (page > lastPage) {
        // The last lead of the last page went (deleted, handled elsewhere): step back.
        changeQuery({ page: lastPage });
        return;
      }
      setList(nextList);
      setSummary(nextSummary);
      loadFailed.current = false;
    } catch {
      // Live reloads tell an outage once, not at every event.
      if (load === latestLoad.current && !loadFailed.current) notify("error", adminMessages.errorTitle, adminMessages.loadFailed);
      loadFailed.current = true;
    } finally {
      if (load === latestLoad.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    queryRef.current = query;
    void reload();
  }, [query, reload]);

  useLeadEvents(() => void reload());

  // Notices load on first use; here they must work even when the server has just gone away.
  useEffect(preloadToaster, []);

  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === queryRef.current.q) return;
    const timer = setTimeout(() => changeQuery({ q: trimmed, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const patch = async (lead: AdminLead, body: { handled?: boolean; note?: string | null }, failure: string) => {
    try {
      const response = await fetch(`${API}/${lead.id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) {
        notify("error", adminMessages.errorTitle, await errorMessage(response, failure));
        return false;
      }
      await reload();
      return true;
    } catch {
      notify("error", adminMessages.errorTitle, failure);
      return false;
    }
  };

  const handlers: RowActionHandlers = {
    async onToggleHandled(lead) {
      await patch(lead, { handled: !lead.handled_at }, adminMessages.handledFailed);
    },
    async onSaveNote(lead, note) {
      const saved = await patch(lead, { note: note.trim() ? note : null }, adminMessages.noteFailed);
      if (saved) notify("success", adminMessages.noteSaved);
      return saved;
    },
    async onDelete(lead) {
      if (!window.confirm(adminMessages.deleteConfirm)) return;
      try {
        const response = await fetch(`${API}/${lead.id}`, { method: "DELETE" });
        if (!response.ok) throw new Error(String(response.status));
        notify("success", adminMessages.deletedTitle, adminMessages.deletedBody);
        await reload();
      } catch {
        notify("error", adminMessages.errorTitle, adminMessages.deleteFailed);
      }
    },
  };

  const counts = summary?.counts;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const firstShown = list && list.total > 0 ? (list.page - 1) * list.pageSize + 1 : 0;
  const lastShown = list ? firstShown + list.rows.length - (list.rows.length ? 1 : 0) : 0;
  const countOf = (view: LeadView) => (counts ? (view === "all" ? counts.total : counts[view]) : undefined);

  return (
    <section aria-labelledby="admin-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-title" className="text-xl font-bold">
          לידים
        </h2>
        <div className="flex gap-2">
          <a href={`${API}/export`} download className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
            ייצא לאקסל
          </a>
          <button type="button" onClick={() => void signOut()} className={`${buttonClass} border border-gray-400 bg-white hover:bg-gray-100`}>
            התנתק
          </button>
        </div>
      </div>

      <div className="mt-6">
        <StatsCards counts={counts} />
      </div>
      {summary ? (
        <div className="mt-6">
          <LeadsChart days={summary.perDay} />
        </div>
      ) : null}

      <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
        <div role="group" aria-label="תצוגה" className="flex flex-wrap gap-1.5">
          {LEAD_VIEWS.map((view) => {
            const count = countOf(view);
            return (
              <button
                key={view}
                type="button"
                aria-pressed={query.view === view}
                onClick={() => changeQuery({ view, page: 1 })}
                className={`rounded-full border px-3 py-1 text-sm font-medium ${
                  query.view === view ? "border-brand-700 bg-brand-700 text-white" : "border-gray-400 bg-white hover:bg-gray-100"
                }`}
              >
                {viewLabels[view]}
                {count === undefined ? "" : ` (${number.format(count)})`}
              </button>
            );
          })}
        </div>
        <div>
          <label htmlFor="lead-search" className="block text-sm font-medium">
            חיפוש לפי שם או טלפון
          </label>
          <input
            id="lead-search"
            type="search"
            maxLength={SEARCH_MAX}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            className="mt-1 w-64 rounded-lg border border-gray-400 px-3 py-1.5"
          />
        </div>
      </div>

      <div className="mt-4" aria-busy={loading}>
        {loading && !list ? (
          <Spinner label="טוען לידים..." />
        ) : list && list.rows.length > 0 ? (
          <>
            <p className="mb-2 text-sm text-muted" aria-live="polite">
              {`מציג ${number.format(firstShown)}–${number.format(lastShown)} מתוך ${number.format(list.total)} לידים`}
            </p>
            <LeadsTable leads={list.rows} handlers={handlers} />
            {pages > 1 ? (
              <nav aria-label="עמודים" className="mt-3 flex items-center gap-3">
                <button
                  type="button"
                  disabled={list.page <= 1}
                  onClick={() => changeQuery({ page: list.page - 1 })}
                  className={`${buttonClass} border border-gray-400 bg-white py-1 disabled:opacity-50`}
                >
                  הקודם
                </button>
                <span className="text-sm">{`עמוד ${number.format(list.page)} מתוך ${number.format(pages)}`}</span>
                <button
                  type="button"
                  disabled={list.page >= pages}
                  onClick={() => changeQuery({ page: list.page + 1 })}
                  className={`${buttonClass} border border-gray-400 bg-white py-1 disabled:opacity-50`}
                >
                  הבא
                </button>
              </nav>
            ) : null}
          </>
        ) : list ? (
          <p className="py-10 text-center text-muted">{query.q ? adminMessages.noMatches : adminMessages.empty}</p>
        ) : null}
        {loading && list ? <Spinner label="טוען לידים..." /> : null}
      </div>
    </section>
  );
}
