import type { LeadCounts } from "../../lib/admin-leads.ts";

const number = new Intl.NumberFormat("he-IL");

/** The three summary cards (docs/product.md#leads-views-list-and-detail), counted by the database (spam never included). */
export function StatsCards({ counts }: { counts: LeadCounts | undefined }) {
  const cards = [
    { label: "סך הכל לידים", value: counts?.total },
    { label: "לידים היום", value: counts?.today },
    { label: "לידים השבוע", value: counts?.week },
  ];
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-4" aria-label="סיכום לידים">
      {cards.map((card) => (
        <li key={card.label} className="rounded-card border border-gray-200 bg-white p-3 shadow-sm sm:p-5">
          <p className="text-xs text-muted sm:text-sm">{card.label}</p>
          <p className="mt-1 text-2xl font-bold text-brand-800 sm:text-3xl" data-testid={`count-${card.label}`}>
            {card.value === undefined ? "–" : number.format(card.value)}
          </p>
        </li>
      ))}
    </ul>
  );
}
