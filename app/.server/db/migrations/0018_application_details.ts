import { type Kysely, type Migration } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0018_application_details, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(_engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // A job application's own answers (the join-team form): the vehicle the applicant works with
      // (a key of app/lib/vehicles.ts) and the area they ask to work in. Null on a customer's lead
      // and on every application sent before these were asked.
      await db.schema.alterTable("leads").addColumn("vehicle", "text").execute();
      await db.schema.alterTable("leads").addColumn("work_area", "text").execute();
    },
  };
}
