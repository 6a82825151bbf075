import type { Route } from "./+types/api.admin.session";
import { handleSessionGet, handleSignIn, handleSignOut } from "../.server/auth/session-endpoint";
import { adminJson } from "../.server/auth/guard";

export function loader({ request }: Route.LoaderArgs) {
  return handleSessionGet(request);
}

export function action({ request }: Route.ActionArgs) {
  if (request.method === "POST") return handleSignIn(request);
  if (request.method === "DELETE") return handleSignOut(request);
  return adminJson({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "GET, POST, DELETE" } });
}
