/** The admin's control styles, in one place. Tap targets are at least 44 x 44 px. */
const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export const inputClass =
  "mt-1 block w-full min-h-11 rounded-lg border border-gray-400 bg-white px-3 py-2 text-base text-ink placeholder:text-gray-500 aria-invalid:border-red-700";

const button = `inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-4 py-2 font-semibold ${focusRing}`;

export const primaryButtonClass = `${button} bg-brand-700 text-white hover:bg-brand-800`;
export const secondaryButtonClass = `${button} border border-gray-400 bg-white text-ink hover:bg-gray-100`;
export const dangerButtonClass = `${button} border border-red-700 bg-white text-red-700 hover:bg-red-50`;

/** A square icon button; its accessible name comes from aria-label (and the title shows it on hover). */
export const iconButtonClass = `inline-flex size-11 shrink-0 items-center justify-center rounded-lg border ${focusRing} disabled:opacity-50`;
