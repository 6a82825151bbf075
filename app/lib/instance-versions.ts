/**
 * Which version of the site a PostgreSQL connection comes from, by its application_name:
 * "courier-site <newest migration it knows>", or plain "courier-site" from releases before
 * 2026-11-29, older than any that names one. Migration names sort in the order they run.
 */
export function migrationOfInstance(applicationName: string): string | undefined {
  if (applicationName === "courier-site") return "";
  return applicationName.startsWith("courier-site ") ? applicationName.slice("courier-site ".length) : undefined;
}

/** A connection of a version that knows fewer migrations than `newest`. */
export function isOlderInstance(applicationName: string, newest: string): boolean {
  const theirs = migrationOfInstance(applicationName);
  return theirs !== undefined && theirs < newest;
}

/** A connection of a version that knows migrations past `newest`. */
export function isNewerInstance(applicationName: string, newest: string): boolean {
  const theirs = migrationOfInstance(applicationName);
  return theirs !== undefined && theirs > newest;
}
