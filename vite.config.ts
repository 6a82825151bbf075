import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { lowerPreloadPriorityInBuild } from "./scripts/low-priority-preloads.ts";
import { precompressClientBuild } from "./server/compression.ts";

/** After pre-rendering, module preloads at low priority: the first paint waits for HTML and CSS only. */
function lowPriorityModulePreloads(): Plugin {
  let outDir = "";
  return {
    name: "low-priority-module-preloads",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir);
    },
    buildApp: {
      order: "post",
      async handler() {
        const pages = lowerPreloadPriorityInBuild(outDir);
        this.info?.(`module preloads at low priority in ${pages} pre-rendered pages`);
      },
    },
  };
}

const SHELL_MODULES =
  /[\\/]app[\\/](components[\\/](accessibility-panel|breadcrumbs|chat-button|route-focus|site-footer|site-header|site-toaster|not-found|mobile-menu|nav-dropdown|site-nav|site|icons|nonce)|lib[\\/](breadcrumbs|paths|site-config|phone|accessibility-settings))\.tsx?$/;

export default defineConfig({
  // precompressClientBuild last: it compresses the files as every other step left them.
  plugins: [tailwindcss(), reactRouter(), lowPriorityModulePreloads(), precompressClientBuild()],
  build: {
    // Inlined assets would need a looser CSP (data: images); keep every asset a file.
    assetsInlineLimit: 0,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM and React Router in one file: every page needs all of them, and one
                // request carries fewer headers and compresses better than six.
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|rolldown[\\/]runtime/ },
                // The furniture every page draws (root.tsx imports it all): one file instead of a dozen small ones.
                { name: "shell", test: SHELL_MODULES },
              ],
            },
          },
        },
      },
    },
  },
});
