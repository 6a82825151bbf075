import { formatResponseMinutes, type ResponseTimes } from "../../lib/first-contact.ts";
import { whatPaysWords } from "../../lib/what-pays.ts";
import { FiguresTime } from "./figures-time.tsx";

const number = new Intl.NumberFormat("he-IL");
const duration = (minutes: number | null) => (minutes === null ? "-" : formatResponseMinutes(minutes));

function Week({ id, label, week }: { id: string; label: string; week: ResponseTimes }) {
  const rows = [
    ["חציון", duration(week.median)],
    ["9 מכל 10 נענו תוך", duration(week.p90)],
    ["נענו", number.format(week.contacted)],
    ["ממתינים ללא מענה", number.format(week.waiting)],
  ] as const;
  return (
    <div data-week={id} className="rounded-lg border border-gray-200 p-3">
      <h4 className="font-semibold">{label}</h4>
      <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd data-figure={term}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * How long leads waited for their first call or WhatsApp from the admin, this Israeli week and
 * last, counting only the courier hours: the median, the 90th percentile, and how many are still waiting.
 */
export function ResponseTimesTable({ figures }: { figures: { thisWeek: ResponseTimes; lastWeek: ResponseTimes; computedAt: string } }) {
  return (
    <section aria-labelledby="response-times-title" className="mt-4 rounded-card border border-gray-200 bg-white p-4 shadow-sm" data-response-times>
      <h3 id="response-times-title" className="font-semibold">
        זמן עד יצירת קשר ראשונה
      </h3>
      <p className="text-sm text-muted">בשעות הפעילות של השליחים בלבד, ללידים שהגיעו באותו שבוע</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <Week id="this" label="השבוע" week={figures.thisWeek} />
        <Week id="last" label="שבוע שעבר" week={figures.lastWeek} />
      </div>
      <p className="mt-2 text-sm text-muted">{whatPaysWords.median}</p>
      <FiguresTime at={figures.computedAt} />
    </section>
  );
}
