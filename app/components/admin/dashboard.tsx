// Placeholder until the adminleads branch lands its dashboard (cards, table, export): at merge
// their app/components/admin/dashboard.tsx replaces this file. Same props.
export function AdminDashboard({ signOut }: { signOut: () => Promise<void> }) {
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-bold">לידים</h2>
      <button type="button" onClick={() => void signOut()} className="rounded-lg border border-gray-400 px-4 py-2 font-medium hover:bg-surface-alt">
        התנתק
      </button>
    </section>
  );
}
