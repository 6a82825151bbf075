/**
 * `npm run restore -- <file> [--no-checksum] [--unsigned]`: puts a backup in place of the database (see
 * app/.server/backup/restore-database.ts). Exit code 0 restored, 1 refused or failed, 2 bad usage.
 */
import { parseArgs } from "node:util";
import { errorMessage } from "../app/lib/error-message.ts";

const USAGE = `Usage: npm run restore -- <backup file> [--no-checksum] [--unsigned]

Checks the file (its <file>.sig when BACKUP_SIGNING_KEY is set, its <file>.sha256, its integrity,
and that it holds only the schema the site's migrations create), refuses while a server uses the
database, keeps the current database aside, and restores the backup into DATABASE_URL
(PostgreSQL) or DATA_DIR/courier.sqlite. Stop the server first.
--unsigned restores a backup without a .sig on purpose (one taken before signing was set up).`;

try {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { "no-checksum": { type: "boolean" }, unsigned: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.log(USAGE);
  } else if (positionals.length !== 1) {
    console.error(USAGE);
    process.exitCode = 2;
  } else {
    const { serverConfig } = await import("../app/.server/config.ts");
    const { restoreBackup } = await import("../app/.server/backup/restore-database.ts");
    process.exitCode = await restoreBackup(
      positionals[0]!,
      { databaseUrl: serverConfig.databaseUrl, dataDir: serverConfig.dataDir, backupDir: serverConfig.backupDir, signingKey: serverConfig.backupSigningKey },
      { skipChecksum: values["no-checksum"] === true, allowUnsigned: values.unsigned === true },
      { out: (line) => console.log(line), err: (line) => console.error(line) },
    );
  }
} catch (error) {
  console.error(errorMessage(error));
  process.exitCode = error instanceof TypeError ? 2 : 1;
}
