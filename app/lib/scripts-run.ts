/**
 * Whether the browser asking for an admin screen runs its scripts: the screen sets this cookie once
 * hydrated. Only then may the counts come after the leads (docs/decisions/063): a browser without
 * JavaScript cannot move streamed parts into place, so it is sent the whole page, as before.
 * A session cookie and no secret: at worst a page comes whole when it could have streamed.
 */
export const SCRIPTS_RUN_COOKIE = "admin_scripts_run";

export const scriptsRunCookie = (path: string) => `${SCRIPTS_RUN_COOKIE}=1; Path=${path}; SameSite=Strict`;

export function scriptsRun(cookieHeader: string | null): boolean {
  return (cookieHeader ?? "").split(";").some((pair) => pair.trim() === `${SCRIPTS_RUN_COOKIE}=1`);
}
