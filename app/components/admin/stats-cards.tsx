import type { LeadCounts } from "../../lib/admin-leads.ts";

const number = new Intl.NumberFormat("he-IL");

/**
 * The three counts (docs/product.md#leads-views-list-and-detail), counted by the database (spam
 * never included), as one compact line above the leads: the leads, not the counters, fill the first screen.
 * They count customers; the summary screen counts job applications apart, last (issue 42; on the
 * leads screen their view's tab says how many, and the line stays one line on a phone).
 */
export function StatsCards({ counts, applicantsApart = false }: { counts: LeadCounts | undefined; applicantsApart?: boolean }) {
  const cards = [
    { label: "סך הכל לידים", value: counts?.total },
    { label: "לידים היום", value: counts?.today },
    { label: "לידים השבוע", value: counts?.week },
    ...(applicantsApart ? [{ label: "מועמדים לעבודה", value: counts?.applicants, apart: true }] : []),
  ];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="סיכום לידים">
      {cards.map((card) => (
        <li key={card.label} className={card.apart ? "border-s border-gray-300 ps-4 text-muted" : "text-muted"}>
          {`${card.label}: `}
          <strong className="font-bold text-brand-800" data-testid={`count-${card.label}`}>
            {card.value === undefined ? "–" : number.format(card.value)}
          </strong>
        </li>
      ))}
    </ul>
  );
}
