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
  // Every page records where the visit began and builds its meta tags: a request of their own
  // cost each page about 1 KB of response headers for 0.7-0.8 KB of code (issue 39).
  "app/components/attribution-recorder.tsx",
  "app/lib/attribution.ts",
  "app/lib/seo.ts",
  "app/components/page/page-header.tsx",
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
 * The "lead" chunk: the contact section and its lead form, and the call and chat buttons and text
 * blocks drawn beside them. Apart, they were three to five requests of 0.2-2.7 KB each on a page.
 */
export const LEAD_MODULES = [
  "app/components/contact-section.tsx",
  "app/components/lead-form.tsx",
  "app/components/page/contact-buttons.tsx",
  // The service and city pages' text blocks: every page that draws them draws a lead form too.
  "app/components/page/content-blocks.tsx",
  "app/lib/lead-fields.ts",
  "app/lib/lead-message.ts",
  "app/lib/webmcp.ts",
];

/**
 * The "price-book" chunk: the offer's rates and package sizes the calculator and the city pages
 * price with, and the calculator's estimate and cities, which the agents' price tool (loaded on
 * use) shares with the home page: without them here they were a chunk of their own on `/`.
 */
export const PRICE_BOOK_MODULES = [
  "app/content/price-book.ts",
  "app/content/package-sizes.ts",
  "app/lib/price-inputs.ts",
  "app/lib/delivery-estimate.ts",
  "app/content/cities.ts",
];

/**
 * A group's `test`: whether a module id is one of `modules` (SHELL_MODULES unless given) under `root`.
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
