import type { DayCount } from "../../lib/admin-leads.ts";

const WIDTH = 600;
const HEIGHT = 140;
const GAP = 4;

const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * Leads per Israeli day as SVG bars, with every fifth date (counted back from today) under them in text of the page's own
 * size (12 px at any width). The drawing is hidden from screen readers; they read the same
 * numbers as a table.
 */
export function LeadsChart({ days }: { days: DayCount[] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const barWidth = days.length ? WIDTH / days.length - GAP : 0;
  const caption = `לידים לפי יום ב-${days.length} הימים האחרונים`;
  return (
    <figure className="rounded-card border border-gray-200 bg-white p-4 shadow-sm">
      <figcaption className="mb-2 text-sm font-semibold text-muted">{caption}</figcaption>
      {/* The bars stretch to the box; the dates are HTML under them, so they keep their size on a phone. */}
      <div dir="ltr" aria-hidden="true">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="h-36 w-full" focusable="false">
          {days.map((day, index) => {
            const height = Math.round((day.count / max) * HEIGHT);
            return (
              <rect
                key={day.date}
                x={index * (barWidth + GAP)}
                y={HEIGHT - height}
                width={barWidth}
                height={Math.max(height, day.count ? 2 : 0)}
                className="fill-brand-500"
              >
                <title>{`${dayLabel(day.date)}: ${day.count}`}</title>
              </rect>
            );
          })}
          <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} vectorEffect="non-scaling-stroke" className="stroke-gray-300" />
        </svg>
        <div className="relative mt-1 h-5">
          {days.map((day, index) => {
            if (index % 5 !== (days.length - 1) % 5) return null; // today always has its date
            const at = ((index * (barWidth + GAP) + barWidth / 2) / WIDTH) * 100;
            // Centred under its bar; the first and last stay inside the box.
            const shift = at < 8 ? "" : at > 92 ? "-translate-x-full" : "-translate-x-1/2";
            return (
              <span key={day.date} data-chart-label className={`absolute top-0 text-xs whitespace-nowrap text-gray-700 ${shift}`} style={{ left: `${at}%` }}>
                {dayLabel(day.date)}
              </span>
            );
          })}
        </div>
      </div>
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
