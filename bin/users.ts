/**
 * The users command: `npm run users -- add|grant|revoke|list|remove|passwd|2fa-reset ...` (see users-cli.ts).
 * Runs the TypeScript sources directly with Node's type stripping; the app's modules import
 * each other without file extensions (as the bundler allows), so a resolve hook adds ".ts".
 */
import { registerHooks } from "node:module";
import { errorMessage } from "../app/lib/error-message.ts";

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith(".") || /\.[cm]?[jt]sx?$/.test(specifier)) throw error;
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
        try {
          return nextResolve(candidate, context);
        } catch {
          // try the next form
        }
      }
      throw error;
    }
  },
});

try {
  const { runUsersCli } = await import("./users-cli.ts");
  process.exitCode = await runUsersCli(process.argv.slice(2));
} catch (error) {
  // A bad environment (the same checks as the server's) stops us before any command runs.
  console.error(errorMessage(error));
  process.exitCode = 1;
}
