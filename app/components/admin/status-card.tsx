import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ADMIN_PAGES } from "../../lib/paths.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { formatIsraelDateTime } from "../../lib/israel-time.ts";
import { statusCardView, statusMessages, type StatusCardData } from "../../lib/status-warnings.ts";
import { CheckIcon, WarningIcon } from "./admin-icons.tsx";
import { LtrRuns } from "./ltr-runs.tsx";

/**
 * What the owner should know about the server itself: the last backup, new-lead notices waiting
 * or failing (or no channel at all), free disk space. A problem shows in colour and in the owner's
 * words; settings and commands for whoever runs the server are folded under "פרטים טכניים". Drawn from
 * the loader's facts as of `checkedAt`, so the server and the browser draw the same card; it is
 * read again whenever the page revalidates.
 */
export function StatusCard({ status }: { status: StatusCardData }) {
  const checkedAt = new Date(status.checkedAt);
  const view = status.snapshot ? statusCardView(status.snapshot, checkedAt) : null;
  const ok = view?.ok ?? false;
  return (
    <section
      aria-labelledby="system-status-title"
      data-testid="status-card"
      data-status={view ? (ok ? "ok" : "warning") : "unavailable"}
      className={`rounded-card border bg-white p-4 shadow-sm ${ok ? "border-gray-200" : "border-amber-500"}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="system-status-title" className="font-bold">
          {statusMessages.title}
        </h3>
        {view ? (
          <p
            role="status"
            className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${
              ok ? "bg-green-50 text-green-800" : "bg-amber-100 text-amber-950"
            }`}
          >
            {ok ? <CheckIcon className="size-4" /> : <WarningIcon className="size-4" />}
            {view.summary}
          </p>
        ) : null}
      </div>

      {!view ? (
        <p role="status" className="mt-2 text-sm text-amber-950">
          {statusMessages.unavailable}
        </p>
      ) : (
        <>
          {view.note ? (
            <p data-testid="status-note" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm">
              <LtrRuns text={view.note} />
            </p>
          ) : null}
          {view.warnings.length > 0 ? (
            <ul aria-label="אזהרות" className="mt-3 space-y-2">
              {view.warnings.map((warning) => (
                <li
                  key={warning.kind}
                  data-warning={warning.kind}
                  data-urgent={warning.urgent}
                  className="flex gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
                >
                  <WarningIcon className="mt-0.5 size-4 shrink-0" />
                  <span className="min-w-0 break-words">
                    <strong>אזהרה: </strong>
                    {warning.message}
                    {warning.fix ? (
                      <>
                        {" "}
                        <Link to={warning.fix.href} className="font-medium underline underline-offset-2">
                          {warning.fix.label}
                        </Link>
                      </>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <ul className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
            {view.rows.map((row) => (
              <li key={row.label} className="min-w-0">
                <p className="text-xs text-muted sm:text-sm">{row.label}</p>
                <p className={`mt-0.5 break-words text-sm ${row.problem ? "font-semibold text-red-800" : ""}`}>
                  {row.problem ? <span className="sr-only">דורש תשומת לב: </span> : null}
                  {row.value}
                </p>
              </li>
            ))}
          </ul>
          <details className="mt-3 text-sm">
            <summary className="inline-flex min-h-11 cursor-pointer items-center text-brand-700 underline">פרטים טכניים לאיש התמיכה</summary>
            <ul className="mt-1 list-disc space-y-1 ps-5 text-muted">
              {view.technical.map((line) => (
                <li key={line} className="break-words">
                  <LtrRuns text={line} />
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
      <p className="mt-3 text-xs text-muted">
        {"נבדק ב-"}
        <time dateTime={status.checkedAt} dir="ltr">
          {formatIsraelDateTime(checkedAt)}
        </time>
      </p>
    </section>
  );
}

/**
 * The status as one line above the leads while nothing needs the owner now: a badge (green, or
 * amber for something worth knowing) that opens the whole card in place. What must be acted on
 * now is not folded: the screen draws the full card instead (statusNeedsAttention). The folded
 * card is drawn when first opened, not sent in the leads screen's HTML (3-5 KB); without
 * JavaScript the badge opens on a link to the summary screen, which shows the card.
 */
export function StatusBadge({ status }: { status: StatusCardData }) {
  const view = status.snapshot ? statusCardView(status.snapshot, new Date(status.checkedAt)) : null;
  const ok = view?.ok ?? false;
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  const badge = useRef<HTMLDetailsElement>(null);
  // Opened before the scripts took over: draw it now.
  useEffect(() => void (badge.current?.open && setOpened(true)), []);
  return (
    <details
      ref={badge}
      data-testid="status-badge"
      data-status={view ? (ok ? "ok" : "warning") : "unavailable"}
      className="group"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary
        className={`inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-semibold ${
          ok ? "border-green-200 bg-green-50 text-green-800" : "border-amber-400 bg-amber-50 text-amber-950"
        }`}
      >
        {ok ? <CheckIcon className="size-4" /> : <WarningIcon className="size-4" />}
        {/* A small phone keeps the badge on the heading's line: "מצב המערכת" is read out there, not shown. */}
        <span className="max-[379px]:sr-only">{`${statusMessages.title}: `}</span>
        {view?.summary ?? statusMessages.attention}
      </summary>
      <div className="mt-2">
        {opened ? (
          <StatusCard status={status} />
        ) : hydrated ? null : (
          <Link to={ADMIN_PAGES.summary} className="text-sm font-medium underline underline-offset-2">
            {statusMessages.onSummary}
          </Link>
        )}
      </div>
    </details>
  );
}
