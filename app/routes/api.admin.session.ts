import type { Route } from "./+types/api.admin.session.ts";
import { handleSessionGet, handleSignIn, handleSignOut } from "../.server/auth/session-endpoint.ts";
import { ADMIN_HEADERS, methodNotAllowed } from "../.server/responses.ts";
import { clientAddressContext } from "../context.ts";

export function loader({ request }: Route.LoaderArgs) {
  return handleSessionGet(request);
}

export function action({ request, context }: Route.ActionArgs) {
  if (request.method === "POST") return handleSignIn(request, context.get(clientAddressContext));
  if (request.method === "DELETE") return handleSignOut(request, context.get(clientAddressContext));
  return methodNotAllowed("GET, POST, DELETE", ADMIN_HEADERS);
}
