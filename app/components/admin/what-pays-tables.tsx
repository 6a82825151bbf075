/**
 * "מה מכניס" on the summary (docs/decisions/050): per campaign or platform and per landing page,
 * in the owner's words, over 30 or 90 days (a link: the period is in the URL). A table from 768 px;
 * below, one card per row with the same figures as labelled lines, so a phone never scrolls
 * sideways. A campaign shows the platforms it ran on under its name.
 */
import { Link } from "react-router";
import { ADMIN_PAGES } from "../../lib/paths.ts";
import { FiguresTime } from "./figures-time.tsx";
import {
  WHAT_PAYS_PERIODS,
  conversionRate,
  formatShekels,
  formatWait,
  partLine,
  whatPaysAnswer,
  whatPaysWords as words,
  type WhatPays,
  type WhatPaysRow,
} from "../../lib/what-pays.ts";

const number = new Intl.NumberFormat("he-IL");

const figures = (row: WhatPaysRow) =>
  [
    [words.columns.leads, number.format(row.leads)],
    [words.columns.won, number.format(row.won)],
    [words.columns.value, formatShekels(row.wonValue)],
    [words.columns.rate, conversionRate(row.won, row.leads)],
    [words.columns.firstContact, formatWait(row.medianFirstContact)],
  ] as const;

/** The row's name: a campaign with its word before it and its platforms under it. */
function RowName({ row }: { row: WhatPaysRow }) {
  return (
    <>
      <span className="[overflow-wrap:anywhere]">
        {row.campaign ? <span className="text-muted">{`${words.campaign} `}</span> : null}
        <bdi>{row.label}</bdi>
      </span>
      {row.platforms?.length ? (
        <ul className="mt-0.5 text-xs font-normal text-muted" aria-label={`${words.platforms} ${row.label}`} data-platforms>
          {row.platforms.map((part) => (
            <li key={part.label}>{partLine(part)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function PaysTable({ caption, heading, rows, days }: { caption: string; heading: string; rows: WhatPaysRow[]; days: number }) {
  return (
    <div className="min-w-0">
      <table className="hidden w-full table-fixed text-start text-sm md:table">
        <caption className="mb-1 text-start font-semibold text-muted">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200">
            <th scope="col" className="py-1 text-start font-semibold">
              {heading}
            </th>
            {figures(rows[0] ?? { label: "", leads: 0, won: 0, wonValue: 0, medianFirstContact: null, contacted: 0 }).map(([label]) => (
              <th key={label} scope="col" className="w-[12%] py-1 text-end font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length ? (
            rows.map((row) => (
              <tr key={row.label} className="border-b border-gray-100">
                <th scope="row" className="py-1 text-start align-top font-normal">
                  <RowName row={row} />
                </th>
                {figures(row).map(([label, value]) => (
                  <td key={label} className="py-1 text-end align-top whitespace-nowrap">
                    {value}
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={6} className="py-1 text-muted">
                {words.empty(days)}
              </td>
            </tr>
          )}
        </tbody>
      </table>

      <div className="md:hidden">
        <h4 className="mb-1 font-semibold text-muted">{caption}</h4>
        {rows.length ? (
          <ul className="space-y-2" aria-label={caption}>
            {rows.map((row) => (
              <li key={row.label} className="rounded-lg border border-gray-200 p-2 text-sm">
                <div className="font-semibold">
                  <RowName row={row} />
                </div>
                <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
                  {figures(row).map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt className="text-muted">{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{words.empty(days)}</p>
        )}
      </div>
    </div>
  );
}

export function WhatPaysTables({ pays }: { pays: WhatPays }) {
  return (
    <section aria-labelledby="what-pays" className="mt-4 rounded-card border border-gray-200 bg-white p-4 shadow-sm" data-what-pays>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="what-pays" className="text-lg font-bold">
          {`${words.heading}, ${words.period(pays.days)}`}
        </h3>
        <nav aria-label="תקופה" className="flex gap-1.5">
          {WHAT_PAYS_PERIODS.map((days) => (
            <Link
              key={days}
              to={days === 30 ? ADMIN_PAGES.summary : `${ADMIN_PAGES.summary}?days=${days}`}
              preventScrollReset
              aria-current={pays.days === days ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-medium ${
                pays.days === days ? "border-brand-700 bg-brand-700 text-white" : "border-gray-400 bg-white hover:bg-gray-100"
              }`}
            >
              {words.period(days)}
            </Link>
          ))}
        </nav>
      </div>
      <p className="mt-1 text-sm text-muted">{words.note}</p>
      <div className="mt-3 grid items-start gap-4">
        <PaysTable caption={words.bySource} heading={words.columns.label} rows={pays.bySource} days={pays.days} />
        <PaysTable caption={words.byLandingPage} heading={words.columns.page} rows={pays.byLandingPage} days={pays.days} />
      </div>
      <p className="mt-2 text-sm text-muted" data-median-note>
        {words.median}
      </p>
      <FiguresTime at={pays.computedAt} />
    </section>
  );
}

/** The answer first, at the top of the summary: what paid most in the period, and what "most" means. */
export function WhatPaysAnswer({ pays }: { pays: WhatPays }) {
  const answer = whatPaysAnswer(pays);
  return (
    <div className="rounded-card border border-brand-200 bg-brand-50 p-3 shadow-sm" data-what-pays-answer>
      <p className="font-bold [overflow-wrap:anywhere]">{answer.headline}</p>
      {answer.detail ? <p className="text-sm [overflow-wrap:anywhere]">{answer.detail}</p> : null}
      <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-muted">
        {answer.basis ? <span>{answer.basis}</span> : null}
        <a href="#what-pays" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          {words.toTables}
        </a>
      </p>
    </div>
  );
}
