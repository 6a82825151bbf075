import type { Route } from "./+types/admin.passkey.ts";
import { passkeyAction } from "../.server/admin-passkeys.ts";
import { clientAddressContext } from "../context.ts";

/** Passkeys: a sign-in's or an addition's options, then the browser's answer (JSON, POST only). */
export function action({ context, request }: Route.ActionArgs) {
  return passkeyAction(context, request, context.get(clientAddressContext));
}
