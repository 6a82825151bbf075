/*
 * The admin's looks, in one place, for the shared primitives (components/ui). They stay in this
 * folder because its classes go to admin.css, which visitors never download. Tap targets are at
 * least 44 x 44 px. The controls a lead repeats are short component classes of admin.css.
 */

/** Button and LinkButton variants, each with the admin's one control size (admin.css: .admin-control). */
export const adminButton = {
  primary: "admin-control bg-brand-700 text-white hover:bg-brand-800",
  secondary: "admin-control border border-gray-400 bg-white text-ink hover:bg-gray-100",
  danger: "admin-control border border-red-700 bg-white text-red-700 hover:bg-red-50",
} as const;

/** A submit button greyed out while its form is on its way. */
export const busyClass = "disabled:cursor-not-allowed disabled:opacity-70";

/** A square icon button; its accessible name comes from aria-label (and the title shows it on hover). */
export const iconButtonClass = "admin-icon-button";

/** A button with its words beside its icon (the phone card's call, WhatsApp and more actions); the tone adds the colours. */
export const labelledButtonClass = "admin-labelled-button";

/** The admin's TextField boxes add this to the shared box (the public forms keep the size they inherit). */
export const adminInputClass = "text-base";

/** A field's error message (FieldError). */
export const fieldErrorClass = "text-sm text-red-800";
