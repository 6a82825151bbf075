import type { LeadCounts } from "../../lib/admin-leads";

const number = new Intl.NumberFormat("he-IL");

/** The three summary cards of the spec, counted by the database (spam never included). */
export function StatsCards({ counts }: { counts: LeadCounts | undefined }) {
  const cards = [
    { label: "סך הכל לידים", value: counts?.total },
    { label: "לידים היום", value: counts?.today },
    { label: "לידים השבוע", value: counts?.week },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="סיכום לידים">
      {cards.map((card) => (
        <li key={card.label} className="rounded-card border border-gray-200 bg-white p-5 shadow-sm">
          <p className="text-sm text-muted">{card.label}</p>
          <p className="mt-1 text-3xl font-bold text-brand-800" data-testid={`count-${card.label}`}>
            {card.value === undefined ? "–" : number.format(card.value)}
          </p>
        </li>
      ))}
    </ul>
  );
}
