/**
 * Imported first by every command in bin/: the commands run the TypeScript sources directly with
 * Node's type stripping, and the app's modules import each other without file extensions (as the
 * bundler allows), so this resolve hook adds ".ts" (or "/index.ts") where Node finds nothing.
 */
import { registerHooks } from "node:module";

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
