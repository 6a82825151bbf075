import { log } from "../.server/log.ts";
import { data } from "react-router";
import type { Route } from "./+types/not-found.ts";

// The catch-all route: answer a real 404; the root ErrorBoundary draws the 404 page.
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  log("warn", "not found", { path });
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
