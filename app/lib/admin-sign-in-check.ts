/**
 * The sign-in form's fields, checked: in the browser before it posts and on the server. Apart
 * from admin-sign-in.ts, whose words every admin screen draws: the schema library loads with the
 * sign-in screen only (issue 39).
 */
import { z } from "zod";
import { EMAIL_MAX, normalizeEmail, PASSWORD_MAX, PASSWORD_MIN, signInMessages } from "./admin-sign-in.ts";

const signInSchema = z.object({
  email: z
    .string({ error: signInMessages.emailInvalid })
    .trim()
    .max(EMAIL_MAX, { error: signInMessages.emailInvalid, abort: true })
    .pipe(z.email({ error: signInMessages.emailInvalid })),
  password: z
    .string({ error: signInMessages.passwordTooShort })
    .min(PASSWORD_MIN, { error: signInMessages.passwordTooShort, abort: true })
    .max(PASSWORD_MAX, { error: signInMessages.passwordTooLong }),
});

type SignInInput = z.infer<typeof signInSchema>;

export type SignInValidation = { ok: true; value: SignInInput } | { ok: false; field: "email" | "password"; message: string };

/** The first error only, e-mail before password. */
export function validateSignIn(input: unknown): SignInValidation {
  // Not a record of fields at all: it holds no e-mail, the first field the form asks for.
  if (typeof input !== "object" || input === null || Array.isArray(input)) return { ok: false, field: "email", message: signInMessages.emailInvalid };
  const result = signInSchema.safeParse(input);
  if (result.success) return { ok: true, value: { email: normalizeEmail(result.data.email), password: result.data.password } };
  const first = result.error.issues[0]!;
  const field = first.path[0] === "password" ? "password" : "email";
  return { ok: false, field, message: first.message };
}
