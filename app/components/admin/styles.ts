/*
 * The admin's looks, in one place, for the shared primitives (components/ui). They stay in this
 * folder because its classes go to admin.css, which visitors never download. Tap targets are at
 * least 44 x 44 px.
 */
const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

const control = `inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-4 py-2 font-semibold ${focusRing}`;

/** Button and LinkButton variants, each with the admin's one control size. */
export const adminButton = {
  primary: `${control} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${control} border border-gray-400 bg-white text-ink hover:bg-gray-100`,
  danger: `${control} border border-red-700 bg-white text-red-700 hover:bg-red-50`,
} as const;

/** A submit button greyed out while its form is on its way. */
export const busyClass = "disabled:cursor-not-allowed disabled:opacity-70";

/** A square icon button; its accessible name comes from aria-label (and the title shows it on hover). */
export const iconButtonClass = `inline-flex size-11 shrink-0 items-center justify-center rounded-lg border ${focusRing} disabled:opacity-50`;

/** A button with its words beside its icon (the phone card's call, WhatsApp and more actions); the tone adds the colours. */
export const labelledButtonClass = `inline-flex min-h-11 items-center justify-center gap-1 rounded-lg border bg-white px-2.5 text-sm font-semibold whitespace-nowrap ${focusRing} disabled:opacity-50`;

/** The admin's TextField boxes add this to the shared box (the public forms keep the size they inherit). */
export const adminInputClass = "text-base";

/** A field's error message (FieldError). */
export const fieldErrorClass = "text-sm text-red-800";
