import { useRevalidator } from "react-router";
import type { SummaryScreenData } from "../../lib/admin-page.ts";
import { AttributionTables } from "./attribution-tables.tsx";
import { ResponseTimesTable } from "./response-times.tsx";
import { AdminTabs, SUMMARY_TAB_LABEL } from "./dashboard.tsx";
import { FiguresTime } from "./figures-time.tsx";
import { LeadsChart } from "./leads-chart.tsx";
import { StatsCards } from "./stats-cards.tsx";
import { StatusCard } from "./status-card.tsx";
import { useLeadEvents } from "./use-lead-events.ts";
import { reloadForLiveUpdate } from "./live-reload.ts";
import { WhatPaysAnswer, WhatPaysTables } from "./what-pays-tables.tsx";

/** The summary screen: the counts, leads per day, where they came from, and the system's status in full. */
export function SummaryScreen({ page }: { page: SummaryScreenData }) {
  const { summary, status } = page;
  const revalidator = useRevalidator();
  // A new or changed lead redraws the counts and the chart, as on the leads screen.
  useLeadEvents(() => void reloadForLiveUpdate(revalidator.revalidate));
  return (
    <section aria-labelledby="admin-title">
      <h1 className="sr-only">מערכת ניהול</h1>
      <h2 id="admin-title" className="text-xl font-bold">
        {SUMMARY_TAB_LABEL}
      </h2>
      {/* The answer first: on a phone the tables are far down the page. */}
      {page.whatPays ? (
        <div className="mt-2">
          <WhatPaysAnswer pays={page.whatPays} />
        </div>
      ) : null}
      <div className="mt-3">
        <StatsCards counts={summary.counts} applicantsApart />
      </div>
      <div className="mt-4">
        <AdminTabs current="summary" counts={summary.counts} />
      </div>
      <ResponseTimesTable figures={page.responseTimes} />
      <div className="mt-4 grid items-start gap-4 xl:grid-cols-2">
        <LeadsChart days={summary.perDay} />
        <AttributionTables summary={summary.attribution} />
      </div>
      <FiguresTime at={summary.recentAt} />
      {page.whatPays ? <WhatPaysTables pays={page.whatPays} /> : null}
      <div className="mt-4">
        <StatusCard status={status} />
      </div>
    </section>
  );
}
