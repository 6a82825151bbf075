/**
 * The hidden admin page. Here, not in app/content, so the admin bundle carries no content; and
 * imported by the admin's code only, never by a public page's, so it is in no JavaScript a
 * visitor loads (tests/server/http-hardening.test.ts greps the build for it).
 */
export const ADMIN_PATH = "/manage-leads-2024";

/** For the server and tests; public page code imports canonical-path.ts itself. */
export { canonicalPath } from "./canonical-path.ts";
