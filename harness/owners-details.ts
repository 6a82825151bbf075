/**
 * A site whose facts are the owner's own, not the installation's examples: his business details,
 * confirmed testimonials and confirmed terms' figures, published before the server starts. Its status card then has no
 * "site-examples" warning (issue 40), as on a site in use. For tests and benchmarks that assert or
 * measure the card or the leads screen as the owner has it.
 */
import { openDb } from "../app/.server/db/database.ts";
import { exampleSiteConfig } from "../app/lib/business-details.ts";
import { startingPrices } from "../app/lib/price-inputs.ts";
import { settingsFromConfig } from "../app/lib/site-settings.ts";
import { startingTermsFigures } from "../app/lib/terms-figures.ts";

const OWNERS_OWN_DETAILS = {
  phone: "04-999-1234",
  whatsappNumber: "972529991234",
  email: "office@courier-north.co.il",
  address: "רחוב העצמאות 5, חיפה",
  legalName: "שליחויות הצפון בע״מ",
  companyId: "515123453",
} as const;

/** Publishes the owner's own facts into the database at `dataDir` (SQLite), before a server opens it. */
export async function publishOwnersSite(dataDir: string): Promise<void> {
  const settings = settingsFromConfig(
    { ...exampleSiteConfig, ...OWNERS_OWN_DETAILS },
    [{ quote: "השליח הגיע תוך חצי שעה, והמסמכים נמסרו לפני הצהריים.", name: "דנה ל.", place: "חולון", date: "2026-11-01", consent: true }],
    startingPrices,
    { ...startingTermsFigures, confirmedOn: "2026-11-01" },
  );
  const db = await openDb({ dataDir });
  try {
    await db.kysely
      .insertInto("site_versions")
      .values({ document: JSON.stringify(settings), published_at: new Date().toISOString(), user_id: null, user_email: null, restored_from: null })
      .execute();
  } finally {
    await db.close();
  }
}
