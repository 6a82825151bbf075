import type { Selectable } from "kysely";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import type { LeadsTable } from "../../app/.server/db/schema.ts";
import { e2eDataDir } from "../../playwright.config.ts";

export type StoredLead = Selectable<LeadsTable>;

/** Reads the test server's own SQLite file: what really got stored. */
export function findLeadsByName(name: string): StoredLead[] {
  const db = new DatabaseSync(path.join(e2eDataDir, "courier.sqlite"), { readOnly: true, timeout: 5000 });
  try {
    return db.prepare("SELECT * FROM leads WHERE name = ? ORDER BY id").all(name) as unknown as StoredLead[];
  } finally {
    db.close();
  }
}
