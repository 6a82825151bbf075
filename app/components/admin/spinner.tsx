/** A loading spinner with an accessible name (announced politely as a status). */
export function Spinner({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={`flex justify-center py-12 ${className}`}>
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-none" />
    </div>
  );
}
