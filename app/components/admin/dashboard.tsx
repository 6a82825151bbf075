import { Suspense, useEffect, useRef, type ReactNode } from "react";
import { Await, Form, Link, useLocation, useNavigation, useRevalidator, useSubmit } from "react-router";
import { adminMessages, viewLabels, type LeadCounts, SEARCH_MAX } from "../../lib/admin-leads.ts";
import type { DashboardData } from "../../lib/admin-page.ts";
import { statusNeedsAttention } from "../../lib/status-warnings.ts";
import { activityTabLabel, ADMIN_TABS, adminHref, tabPath, type AdminQuery, type AdminTab } from "../../lib/admin-query.ts";
import { searchLabels } from "../../lib/lead-search.ts";
import { templateMessages } from "../../lib/reply-templates.ts";
import { ADMIN_PAGES, ADMIN_PATH, ADMIN_RESOURCES } from "../../lib/paths.ts";
import { scriptsRunCookie } from "../../lib/scripts-run.ts";
import { setLeadChangeSubmitter } from "./admin-notices.ts";
import { FlashBanner } from "./flash-banner.tsx";
import { ActivityLog } from "./activity-log.tsx";
import { CodeFailureBanner } from "./code-failure-banner.tsx";
import { HandledNoticeBanner } from "./handled-notice-banner.tsx";
import { LeadDetailView } from "./lead-detail.tsx";
import { LeadList } from "./lead-list.tsx";
import { DueReminders } from "./due-reminders.tsx";
import { leadArrived } from "./new-leads-store.ts";
import { NewLeadsPill } from "./new-leads-pill.tsx";
import { Spinner } from "./spinner.tsx";
import { StatsCards } from "./stats-cards.tsx";
import { StatusBadge, StatusCard } from "./status-card.tsx";
import { Button, LinkButton } from "../ui/button.tsx";
import { FieldError, TextField } from "../ui/text-field.tsx";
import { adminButton, adminInputClass, fieldErrorClass } from "./styles.ts";
import { useLeadEvents } from "./use-lead-events.ts";
import { reloadForLiveUpdate } from "./live-reload.ts";

const number = new Intl.NumberFormat("he-IL");

export const SUMMARY_TAB_LABEL = "סיכום";
const SEARCH_DELAY_MS = 300;

type AdminData = DashboardData & { stale?: boolean };

/**
 * A search reads every live view, so moving between them drops it (each tab then shows its view);
 * it follows the owner into the trash and back, whose own search it is.
 */
const carriesSearch = (from: AdminTab, to: AdminTab) => to !== "activity" && from !== "activity" && (from === "trash" || to === "trash");

const tabLabel = (tab: AdminTab) => (tab === "activity" ? activityTabLabel : viewLabels[tab]);
const tabCount = (tab: AdminTab, counts: LeadCounts | undefined) => (!counts || tab === "activity" ? undefined : tab === "all" ? counts.total : counts[tab]);

const exportMessages = { searched: "תוצאות החיפוש" } as const;

/** What the export takes: the screen's view and search; spam, the trash and the log have none of their own, so every lead. */
function exportScope(view: AdminTab, q: string): { href: string; label: string } {
  const params = new URLSearchParams();
  const own = view !== "spam" && view !== "trash" && view !== "activity";
  if (own && view !== "all") params.set("view", view);
  if (own && q) params.set("q", q);
  const search = params.toString();
  return {
    href: `${ADMIN_RESOURCES.export}${search ? `?${search}` : ""}`,
    label: own && q ? exportMessages.searched : own ? viewLabels[view] : viewLabels.all,
  };
}

/** `className` places and shows it (a wrapper: the button's own display would fight `hidden`). It says what it takes. */
function ExportLink({ view, q, className }: { view: AdminTab; q: string; className: string }) {
  const scope = exportScope(view, q);
  return (
    <div className={className}>
      <LinkButton href={scope.href} download variant={adminButton.primary}>
        ייצא לאקסל <span className="font-normal">({scope.label})</span>
      </LinkButton>
    </div>
  );
}

/**
 * The admin's screens as tabs: the lead views (with their counts, when known), the activity log and
 * the summary (the chart and the sources). `current` is the tab shown, or "summary".
 */
export function AdminTabs({ current, counts, q = "" }: { current: AdminTab | "summary"; counts: LeadCounts | undefined; q?: string }) {
  const strip = useRef<HTMLElement>(null);
  // The view shown is in sight on a phone's strip, however far along it is (scrolling moves nothing else).
  useEffect(() => {
    const shown = strip.current?.querySelector<HTMLElement>("[aria-current=page]");
    if (shown && strip.current && strip.current.scrollWidth > strip.current.clientWidth) {
      const box = strip.current.getBoundingClientRect();
      const tab = shown.getBoundingClientRect();
      if (tab.left < box.left || tab.right > box.right) strip.current.scrollLeft += tab.left + tab.width / 2 - (box.left + box.width / 2);
    }
  }, [current]);
  return (
    // A phone keeps the lead views on one line that scrolls sideways on its own, so the leads start
    // higher; the log, the trash, the summary and templates are its bottom bar's (admin-bottom-bar.tsx).
    <nav
      ref={strip}
      aria-label="תצוגה"
      className="-mx-1 flex w-full min-w-0 gap-1.5 overflow-x-auto px-1 pb-1 sm:mx-0 sm:w-auto sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
    >
      {ADMIN_TABS.map((tab) => {
        const count = tabCount(tab, counts);
        const on = current === tab;
        return (
          <Link
            key={tab}
            to={adminHref({ view: tab, q: current !== "summary" && carriesSearch(current, tab) ? q : "" })}
            aria-current={on ? "page" : undefined}
            preventScrollReset
            className={tab === "trash" || tab === "activity" ? "admin-tab max-sm:hidden" : "admin-tab"}
          >
            {tabLabel(tab)}
            {count === undefined ? "" : ` (${number.format(count)})`}
          </Link>
        );
      })}
      <Link to={ADMIN_PAGES.summary} aria-current={current === "summary" ? "page" : undefined} className="admin-tab max-sm:hidden">
        {SUMMARY_TAB_LABEL}
      </Link>
      <Link to={ADMIN_PAGES.templates} className="admin-tab max-sm:hidden lg:hidden">
        {templateMessages.title}
      </Link>
    </nav>
  );
}

/** Each screen's own heading: the views "לידים", the trash and the log their names. */
const screenHeading = (view: AdminTab) => (view === "trash" ? viewLabels.trash : view === "activity" ? activityTabLabel : "לידים");

/** `more`: a search counted only `total` of its matches (the page says "more than"). */
function Pager({ query, page, total, pageSize, more = false }: { query: AdminQuery; page: number; total: number; pageSize: number; more?: boolean }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const step = (to: number, label: string, enabled: boolean) =>
    enabled ? (
      <LinkButton to={adminHref({ ...query, page: to, lead: null })} variant={adminButton.secondary}>
        {label}
      </LinkButton>
    ) : (
      <span aria-disabled="true" className={`${adminButton.secondary} cursor-not-allowed opacity-50`}>
        {label}
      </span>
    );
  return (
    <nav aria-label="עמודים" className="mt-3 flex flex-wrap items-center gap-3">
      {step(page - 1, "הקודם", page > 1)}
      <span className="text-sm">{`עמוד ${number.format(page)} מתוך ${more ? "יותר מ-" : ""}${number.format(pages)}`}</span>
      {step(page + 1, "הבא", page < pages || more)}
    </nav>
  );
}

/** What a search label lists after its colon ("שם, טלפון, ..."). */
const searchedFields = (label: string) => label.slice(label.indexOf(":") + 1).trim();

/**
 * A search label whose list of fields a phone shows in the box's placeholder instead of on a
 * second line (so the leads start higher); screen readers hear the whole label everywhere.
 */
function ShortOnAPhone({ text }: { text: string }) {
  const colon = text.indexOf(":");
  return (
    <>
      {text.slice(0, colon)}
      <span className="max-sm:sr-only">{text.slice(colon)}</span>
    </>
  );
}

/** Searches as the owner types (after a pause); a plain GET form, so it works without JavaScript too. */
function SearchForm({ query, error }: { query: AdminQuery; error: string | null }) {
  const label = query.view === "trash" ? searchLabels.trash : query.view === "activity" ? searchLabels.activity : searchLabels.live;
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form
      method="get"
      action={tabPath(query.view)}
      role="search"
      className="flex flex-wrap items-end gap-2"
      onChange={(event) => {
        const form = event.currentTarget;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void submit(form, { replace: true, preventScrollReset: true }), SEARCH_DELAY_MS);
      }}
    >
      {query.view !== "open" && query.view !== "trash" && query.view !== "activity" ? <input type="hidden" name="view" value={query.view} /> : null}
      {/* The error spans the row under the field and its button. */}
      <TextField
        id="lead-search"
        label={<ShortOnAPhone text={label} />}
        labelClassName="block text-sm font-medium max-sm:sr-only"
        placeholder={searchedFields(label)}
        name="q"
        type="search"
        // Its own direction from what is typed: "+972 52..." reads left to right, a name right to
        // left; empty, the Hebrew placeholder and the caret start on the right (dir=auto alone: left).
        dir="auto"
        maxLength={SEARCH_MAX}
        defaultValue={query.q}
        invalid={!!error}
        describedBy={error ? "lead-search-error" : undefined}
        inputClassName={`${adminInputClass} placeholder-shown:[direction:rtl] sm:w-72`}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant={adminButton.secondary}>
        חיפוש
      </Button>
      {error ? (
        <FieldError id="lead-search-error" className={`${fieldErrorClass} w-full`}>
          {error}
        </FieldError>
      ) : null}
    </Form>
  );
}

/**
 * What the counts draw, once they have come (a promise streamed after the leads, docs/decisions/063)
 * or at once. Until then it draws the counts from before the change, the waiting count fresh: the
 * same width, so nothing moves when the new ones arrive.
 */
function WithCounts({ page, children }: { page: AdminData; children: (counts: LeadCounts | undefined) => ReactNode }) {
  if (!(page.counts instanceof Promise)) return children(page.counts);
  const before = page.countsBefore ? { ...page.countsBefore, open: page.waiting } : undefined;
  return (
    <Suspense fallback={children(before)}>
      <Await resolve={page.counts} errorElement={children(undefined)}>
        {(counts) => children(counts)}
      </Await>
    </Suspense>
  );
}

/** What a signed-in admin sees first: the counts and the status in a line, the views, search, the leads or the log, export. */
export function AdminDashboard({ page }: { page: AdminData }) {
  const { query, list, activity, detail, detailMissing } = page;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const location = useLocation();
  const submit = useSubmit();

  // Any change to any lead, from anywhere, reloads what this page shows.
  useLeadEvents(() => void reloadForLiveUpdate(revalidator.revalidate), leadArrived);

  // This browser runs the screen's scripts: its next documents may stream the counts after the leads.
  useEffect(() => void (document.cookie = scriptsRunCookie(ADMIN_PATH)), []);

  // A toast's undo sends its change to its action route, like any other.
  useEffect(() => {
    setLeadChangeSubmitter((undo) => void submit(undo.fields, { method: "post", action: undo.action, navigate: false }));
    return () => setLeadChangeSubmitter(undefined);
  }, [submit]);

  const attention = statusNeedsAttention(page.status);
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const rows = list?.rows ?? [];
  const firstShown = list && list.total > 0 ? (list.page - 1) * list.pageSize + 1 : 0;
  const lastShown = list ? firstShown + rows.length - (rows.length ? 1 : 0) : 0;

  return (
    <section aria-labelledby="admin-title">
      <h1 className="sr-only">מערכת ניהול</h1>
      {/* The status badge beside the heading; on a phone the export waits below the list, so the leads start in the upper half. */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h2 id="admin-title" className="text-xl font-bold">
            {screenHeading(query.view)}
          </h2>
          {attention ? null : <StatusBadge status={page.status} />}
        </div>
        <ExportLink view={query.view} q={query.q} className="hidden sm:block" />
      </div>
      {page.codeFailures ? <CodeFailureBanner notice={page.codeFailures} /> : null}
      <FlashBanner flash={page.flash} />
      {page.stale ? (
        <p role="status" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          {adminMessages.stale}
        </p>
      ) : null}

      {/* The leads come first: one line of counts above them; the chart and the sources are on the summary screen. */}
      {/* A phone has them on its summary screen (the bottom bar), so the newest lead starts near the top. */}
      <div className="mt-2 max-sm:hidden">
        <WithCounts page={page}>{(counts) => <StatsCards counts={counts} />}</WithCounts>
      </div>
      {attention ? (
        <div className="mt-3">
          <StatusCard status={page.status} />
        </div>
      ) : null}
      <div className="flex flex-col">
        {/* First to read; a phone shows it above the bottom bar, so the newest lead keeps its place in the top 300 px. */}
        {page.handledNotice ? <HandledNoticeBanner count={page.handledNotice} /> : null}
        <div className="mt-3 flex flex-wrap items-end justify-between gap-x-3 gap-y-2">
          <WithCounts page={page}>{(counts) => <AdminTabs current={query.view} counts={counts} q={query.q} />}</WithCounts>
          <SearchForm query={query} error={page.searchError} />
        </div>

        <div className="mt-3" aria-busy={loading}>
          {activity ? (
            <>
              <ActivityLog activity={activity} searched={query.q.trim() !== ""} />
              <Pager query={query} page={activity.page} total={activity.total} pageSize={activity.pageSize} />
            </>
          ) : list && rows.length > 0 ? (
            <>
              {/* A phone has the count on the view's tab: the line is read out, and shown only for a search or the trash. */}
              <p className={`mb-1.5 text-sm text-muted ${query.q || query.view === "trash" ? "" : "max-sm:sr-only"}`} aria-live="polite">
                {`מציג ${number.format(firstShown)}–${number.format(lastShown)} מתוך ${list.moreThanTotal ? "יותר מ-" : ""}${number.format(list.total)} לידים`}
                {query.q && query.view !== "trash" ? " בכל התצוגות (מלבד סל המחזור)" : ""}
                {query.view === "trash" ? " · לידים בסל המחזור נמחקים לצמיתות אחרי 30 יום" : ""}
              </p>
              <DueReminders query={query} />
              <LeadList leads={rows} query={query} />
              <Pager query={query} page={list.page} total={list.total} pageSize={list.pageSize} more={list.moreThanTotal} />
            </>
          ) : (
            <p className="py-10 text-center text-muted">{query.q ? adminMessages.noMatches : query.view === "trash" ? "סל המחזור ריק" : adminMessages.empty}</p>
          )}
          {loading ? <Spinner label="טוען לידים..." /> : null}
        </div>
        <ExportLink view={query.view} q={query.q} className="mt-4 max-sm:order-2 sm:hidden" />
        {/* Room after the list for the phone's notice above the bottom bar, so it covers nothing at the end. */}
        {page.handledNotice ? <div aria-hidden className="h-24 max-sm:order-3 sm:hidden" /> : null}
      </div>

      <NewLeadsPill leads={rows} openLead={query.lead} />
      {detail || detailMissing ? <LeadDetailView key={query.lead} detail={detail} query={query} /> : null}
    </section>
  );
}
