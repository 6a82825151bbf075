/*
 * The field for a code from the authenticator app, written once for the sign-in's second step and
 * the settings' turning on: 6 digits, with room for the spaces some apps show (up to 9 characters).
 */

export const totpCodeInput = {
  name: "code",
  type: "text",
  inputMode: "numeric",
  autoComplete: "one-time-code",
  dir: "ltr",
  required: true,
  maxLength: 9,
} as const;

/** Large, centred and spaced out, as the app shows it. */
export const totpCodeClass = "text-base text-center text-xl tracking-[0.3em]";

/** Turning two-step sign-in off takes a code from the app or a recovery code. */
export const anyCodeInput = {
  name: "code",
  type: "text",
  autoComplete: "one-time-code",
  dir: "ltr",
  required: true,
  maxLength: 20,
  autoCapitalize: "none",
  spellCheck: false,
} as const;
