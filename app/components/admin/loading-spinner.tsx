/** A spinner that screen readers announce as loading. */
export function LoadingSpinner({ label = "טוען..." }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-10">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-none" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
