import { manifestResponse } from "../.server/admin-app/resources.ts";

/** The admin's web app manifest: linked from the admin layout only. */
export function loader() {
  return manifestResponse();
}
