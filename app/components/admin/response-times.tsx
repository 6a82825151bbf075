import { formatCourierMinutes, type ResponseTimes } from "../../lib/first-contact.ts";

const number = new Intl.NumberFormat("he-IL");
const duration = (minutes: number | null) => (minutes === null ? "-" : formatCourierMinutes(minutes));

/**
 * How long leads waited for their first call or WhatsApp from the admin, this Israeli week and
 * last, counting only the courier hours: the median, the 90th percentile, and how many are still waiting.
 */
export function ResponseTimesTable({ figures }: { figures: { thisWeek: ResponseTimes; lastWeek: ResponseTimes } }) {
  const rows = [
    ["השבוע", figures.thisWeek],
    ["שבוע שעבר", figures.lastWeek],
  ] as const;
  return (
    <section aria-labelledby="response-times-title" className="mt-4 rounded-card border border-gray-200 bg-white p-4 shadow-sm" data-response-times>
      <h3 id="response-times-title" className="font-semibold">
        זמן עד יצירת קשר ראשונה
      </h3>
      <p className="text-sm text-muted">בשעות הפעילות של השליחים בלבד, ללידים שהגיעו באותו שבוע</p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[20rem] text-start text-sm">
          <thead>
            <tr className="border-b border-gray-200">
              <th scope="col" className="py-1 text-start font-semibold">
                <span className="sr-only">שבוע</span>
              </th>
              <th scope="col" className="py-1 text-start font-semibold">
                חציון
              </th>
              <th scope="col" className="py-1 text-start font-semibold">
                90% נענו תוך
              </th>
              <th scope="col" className="py-1 text-start font-semibold">
                נענו
              </th>
              <th scope="col" className="py-1 text-start font-semibold">
                ממתינים
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, week]) => (
              <tr key={label} className="border-b border-gray-100">
                <th scope="row" className="py-1 text-start font-semibold">
                  {label}
                </th>
                <td className="py-1">{duration(week.median)}</td>
                <td className="py-1">{duration(week.p90)}</td>
                <td className="py-1">{number.format(week.contacted)}</td>
                <td className="py-1">{number.format(week.waiting)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
