import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { e2eDataDir } from "../../playwright.config";

export interface StoredLead {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  from_location: string | null;
  to_location: string | null;
  source: string;
  page_path: string | null;
  is_spam: number;
}

/** Reads the test server's own SQLite file: what really got stored. */
export function findLeadsByName(name: string): StoredLead[] {
  const db = new DatabaseSync(path.join(e2eDataDir, "courier.sqlite"), { readOnly: true });
  try {
    return db.prepare("SELECT * FROM leads WHERE name = ? ORDER BY id").all(name) as unknown as StoredLead[];
  } finally {
    db.close();
  }
}
