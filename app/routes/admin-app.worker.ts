import { serviceWorkerResponse } from "../.server/admin-app/resources.ts";

/** The admin's service worker: registered by the admin's pages only, for the admin path. */
export function loader() {
  return serviceWorkerResponse();
}
