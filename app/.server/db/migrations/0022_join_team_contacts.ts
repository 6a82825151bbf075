import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0022_join_team_contacts, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(_engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Before the join-team page had a form of its own (0010), it had the contact form under
      // "רוצים להצטרף? השאירו פרטים": what it sent was a job application, stored as a customer's
      // contact (issue 43's upgrade test). Those become applications, with the applicant stage
      // nearest the stage the owner gave them, as 0020 mapped the applications of its day.
      await sql`UPDATE leads SET source = 'join_team', applicant_stage = CASE stage
          WHEN 'won' THEN 'hired'
          WHEN 'lost' THEN 'not_suitable'
          WHEN 'new' THEN 'new'
          ELSE 'called' END
        WHERE source = 'contact_form' AND page_path IN ('/join-team', '/join-team/')`.execute(db);
    },
  };
}
