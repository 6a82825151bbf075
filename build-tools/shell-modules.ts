/**
 * The members of the client's "shell" chunk (vite.config.ts): the furniture every page draws,
 * which app/root.tsx imports, in one file instead of a dozen small ones. Named module by module,
 * not by a pattern of file names, so renaming or removing one stops the build here (and fails
 * build-tools/shell-modules.test.ts) instead of quietly moving it to another chunk.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { normalizePath } from "vite";

export const SHELL_MODULES = [
  "app/components/accessibility-panel.tsx",
  "app/components/breadcrumbs.tsx",
  "app/components/chat-button.tsx",
  "app/components/icons.tsx",
  "app/components/mobile-menu.tsx",
  "app/components/nav-dropdown.tsx",
  "app/components/navigation.ts",
  "app/components/nonce.tsx",
  "app/components/not-found.tsx",
  "app/components/notices.tsx",
  "app/components/route-focus.tsx",
  "app/components/site-footer.tsx",
  "app/components/site-header.tsx",
  // Drawn by most pages (lead form, section layouts): one request less than chunks of their own.
  "app/components/page/section.tsx",
  "app/components/ui/text-field.tsx",
  "app/components/use-site.ts",
  "app/lib/accessibility-head-script.ts",
  "app/lib/accessibility-storage.ts",
  "app/lib/breadcrumb-trail.ts",
  "app/lib/business-details.ts",
  "app/lib/canonical-path.ts",
  "app/lib/phone.ts",
];

/**
 * The shell group's `test`: whether a module id is one of SHELL_MODULES under `root`.
 * Throws, naming them, when listed modules do not exist.
 */
export function isShellModule(root: string, modules: readonly string[] = SHELL_MODULES): (id: string) => boolean {
  const missing = modules.filter((file) => !existsSync(path.resolve(root, file)));
  if (missing.length > 0) {
    throw new Error(`build-tools/shell-modules.ts lists modules that do not exist: ${missing.join(", ")}. Update the list to the modules' new names.`);
  }
  const ids = new Set(modules.map((file) => normalizePath(path.resolve(root, file))));
  return (id) => ids.has(normalizePath(id));
}
