import type { Route } from "./+types/api.leads.ts";
import { handleLeadPost } from "../.server/lead-endpoint.ts";
import { methodNotAllowed } from "../.server/responses.ts";
import { clientAddressContext } from "../context.ts";

export function loader() {
  return methodNotAllowed("POST");
}

export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  return handleLeadPost(request, context.get(clientAddressContext));
}
