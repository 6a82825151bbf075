/**
 * The users command: `npm run users -- add|grant|revoke|list|remove|passwd|2fa-reset ...` (see users-cli.ts).
 * Runs the TypeScript sources directly with Node's type stripping.
 */
import { errorMessage } from "../app/lib/error-message.ts";

try {
  const { runUsersCli } = await import("./users-cli.ts");
  process.exitCode = await runUsersCli(process.argv.slice(2));
} catch (error) {
  // A bad environment (the same checks as the server's) stops us before any command runs.
  console.error(errorMessage(error));
  process.exitCode = 1;
}
