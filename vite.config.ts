import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { lowerPreloadPriorityInBuild } from "./scripts/low-priority-preloads.ts";

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), lowPriorityModulePreloads()],
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
              // React, React DOM and React Router in one file: every page needs all of them, and one
              // request carries fewer headers and compresses better than six.
              groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ }],
            },
          },
        },
      },
    },
  },
});
