import type { Route } from "./+types/admin-app.icon.ts";
import { iconResponse } from "../.server/admin-app/resources.ts";

/** The admin app's icons (the manifest's and the notifications'). */
export function loader({ params }: Route.LoaderArgs) {
  return iconResponse(params.icon);
}
