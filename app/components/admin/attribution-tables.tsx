import type { AttributionSummary } from "../../lib/admin-leads.ts";

const number = new Intl.NumberFormat("he-IL");

function CountTable({ caption, heading, rows }: { caption: string; heading: string; rows: AttributionSummary["bySource"] }) {
  return (
    <table className="w-full table-fixed text-start text-sm">
      <caption className="mb-1 text-start font-semibold text-muted">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-200">
          <th scope="col" className="py-1 text-start font-semibold">
            {heading}
          </th>
          <th scope="col" className="w-16 py-1 text-end font-semibold">
            לידים
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length ? (
          rows.map((row) => (
            <tr key={row.label} className="border-b border-gray-100">
              <td className="py-1 [overflow-wrap:anywhere]" dir="auto">
                {row.label}
              </td>
              <td className="py-1 text-end">{number.format(row.count)}</td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={2} className="py-1 text-muted">
              אין לידים ב-30 הימים האחרונים
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** Which campaigns, platforms and landing pages brought leads in the last 30 days, in the owner's words (source-words.ts). */
export function AttributionTables({ summary }: { summary: AttributionSummary }) {
  return (
    <div className="grid items-start gap-4 rounded-card border border-gray-200 bg-white p-4 shadow-sm md:grid-cols-2">
      <CountTable caption="לידים לפי מקור, 30 ימים" heading="קמפיין או מקור" rows={summary.bySource} />
      <CountTable caption="לידים לפי עמוד נחיתה, 30 ימים" heading="עמוד" rows={summary.byLandingPage} />
    </div>
  );
}
