import type { Route } from "./+types/api.leads";
import { handleLeadPost } from "../.server/lead-endpoint";

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  return handleLeadPost(request);
}
