import type { DayCount } from "../../lib/admin-leads.ts";

const WIDTH = 600;
const HEIGHT = 140;
const GAP = 4;

const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * Leads per Israeli day as SVG bars. The drawing is hidden from screen readers; they read the
 * same numbers as a table.
 */
export function LeadsChart({ days }: { days: DayCount[] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const barWidth = days.length ? WIDTH / days.length - GAP : 0;
  const caption = `לידים לפי יום ב-${days.length} הימים האחרונים`;
  return (
    <figure className="rounded-card border border-gray-200 bg-white p-4 shadow-sm">
      <figcaption className="mb-2 text-sm font-semibold text-muted">{caption}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 16}`} className="h-40 w-full" aria-hidden="true" focusable="false" direction="ltr">
        {days.map((day, index) => {
          const height = Math.round((day.count / max) * HEIGHT);
          const x = index * (barWidth + GAP);
          return (
            <g key={day.date}>
              <rect x={x} y={HEIGHT - height} width={barWidth} height={Math.max(height, day.count ? 2 : 0)} rx={2} className="fill-brand-500">
                <title>{`${dayLabel(day.date)}: ${day.count}`}</title>
              </rect>
              {index % 5 === days.length % 5 ? (
                <text x={x + barWidth / 2} y={HEIGHT + 13} textAnchor="middle" className="fill-gray-600 text-[10px]">
                  {dayLabel(day.date)}
                </text>
              ) : null}
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-gray-300" />
      </svg>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">תאריך</th>
            <th scope="col">לידים</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{dayLabel(day.date)}</td>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
