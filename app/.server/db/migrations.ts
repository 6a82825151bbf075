import type { Migration, MigrationProvider } from "kysely";
import type { Engine } from "./engine.ts";
import { migration as leads } from "./migrations/0001_leads.ts";
import { migration as auth } from "./migrations/0002_auth.ts";
import { migration as leadHandling } from "./migrations/0003_lead_handling.ts";
import { migration as leadPathHardening } from "./migrations/0004_lead_path_hardening.ts";
import { migration as adminWorkplace } from "./migrations/0005_admin_workplace.ts";
import { migration as adminSummary } from "./migrations/0006_admin_summary.ts";
import { migration as backups } from "./migrations/0007_backups.ts";
import { migration as twoFactor } from "./migrations/0008_two_factor.ts";
import { migration as secondStepBudget } from "./migrations/0009_second_step_budget.ts";
import { migration as applicantsView } from "./migrations/0010_applicants_view.ts";
import { migration as webPush } from "./migrations/0011_web_push.ts";
import { migration as leadChangeSpam } from "./migrations/0012_lead_change_spam.ts";
import { migration as customerSearch } from "./migrations/0013_customer_search.ts";
import { migration as followUp } from "./migrations/0014_follow_up.ts";
import { migration as passkeys } from "./migrations/0015_passkeys.ts";
import { migration as waysIn } from "./migrations/0016_ways_in.ts";
import { migration as siteSettings } from "./migrations/0017_site_settings.ts";
import { migration as applicationDetails } from "./migrations/0018_application_details.ts";
import { migration as searchAsTyped } from "./migrations/0019_search_as_typed.ts";
import { migration as applicantStages } from "./migrations/0020_applicant_stages.ts";
import { migration as handledNotice } from "./migrations/0021_handled_notice.ts";
import { migration as joinTeamContacts } from "./migrations/0022_join_team_contacts.ts";
import { migration as firstContactUnrecorded } from "./migrations/0023_first_contact_unrecorded.ts";
import { migration as sourcesWithoutApplications } from "./migrations/0024_sources_without_applications.ts";

export type { Engine } from "./engine.ts";

/**
 * The versioned migrations, in code so they ship inside the server build: one file each in
 * migrations/, named as Kysely's Migrator records it in `kysely_migration` (it runs them in name
 * order). A shipped migration never changes: a database that ran it keeps what it made, so a change
 * goes in a new file with the next number (migrations.test.ts holds each file's SHA-256 and fails
 * when one changes). See docs/decisions/039-migrations-one-file-each.md.
 */
const MIGRATIONS: Record<string, (engine: Engine) => Migration> = {
  "0001_leads": leads,
  "0002_auth": auth,
  "0003_lead_handling": leadHandling,
  "0004_lead_path_hardening": leadPathHardening,
  "0005_admin_workplace": adminWorkplace,
  "0006_admin_summary": adminSummary,
  "0007_backups": backups,
  "0008_two_factor": twoFactor,
  "0009_second_step_budget": secondStepBudget,
  "0010_applicants_view": applicantsView,
  "0011_web_push": webPush,
  "0012_lead_change_spam": leadChangeSpam,
  "0013_customer_search": customerSearch,
  "0014_follow_up": followUp,
  "0015_passkeys": passkeys,
  "0016_ways_in": waysIn,
  "0017_site_settings": siteSettings,
  "0018_application_details": applicationDetails,
  "0019_search_as_typed": searchAsTyped,
  "0020_applicant_stages": applicantStages,
  "0021_handled_notice": handledNotice,
  "0022_join_team_contacts": joinTeamContacts,
  "0023_first_contact_unrecorded": firstContactUnrecorded,
  "0024_sources_without_applications": sourcesWithoutApplications,
};

/** The migrations this version of the site has, in the order they run (both engines have the same). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

/** The last migration this version of the site has: what a database it leaves behind is at. */
export const NEWEST_MIGRATION = MIGRATION_NAMES.at(-1)!;

/**
 * The application_name of every PostgreSQL connection a running server holds: it names the newest
 * migration the server knows, so a starting instance sees which ones are older (app/.server/upgrade.ts)
 * and `npm run restore` sees that one is running.
 */
export const SERVER_APPLICATION_NAME = `courier-site ${NEWEST_MIGRATION}`;

/** The migrations for `engine`, by name: what Kysely's Migrator runs (app/.server/db/database.ts, the restore's schema checks). */
export function migrationProvider(engine: Engine): MigrationProvider {
  return { getMigrations: async () => Object.fromEntries(Object.entries(MIGRATIONS).map(([name, migration]) => [name, migration(engine)])) };
}
