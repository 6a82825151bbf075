/**
 * Whether the browser asking for an admin screen runs its scripts: the screen sets this cookie once
 * hydrated. Only then may the counts come after the leads (docs/decisions/063): a browser without
 * JavaScript cannot move streamed parts into place, so it is sent the whole page, as before.
 * A session cookie and no secret: at worst a page comes whole when it could have streamed.
 */
export const SCRIPTS_RUN_COOKIE = "admin_scripts_run";

export const scriptsRunCookie = (path: string) => `${SCRIPTS_RUN_COOKIE}=1; Path=${path}; SameSite=Strict`;

/** Whether the cookie's value (read by the server's one Cookie parser, app/.server/auth/cookie.ts) says the scripts ran. */
export const scriptsRun = (cookieValue: string | undefined): boolean => cookieValue === "1";
