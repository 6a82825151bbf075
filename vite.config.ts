import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { lowerPreloadPriorityInBuild } from "./build-tools/low-priority-preloads.ts";
import { isShellModule, LEAD_MODULES, PRICE_BOOK_MODULES } from "./build-tools/shell-modules.ts";
import { precompressDirectory } from "./server/compression.ts";
import { trimFirstFlightInBuild } from "./build-tools/first-flight.ts";

/**
 * A step run on the client build's files once the whole build, pre-rendering included, is done.
 * Steps run in the order of the plugin list; `run` returns the line to log.
 */
function afterClientBuild(name: string, run: (outDir: string) => string): Plugin {
  let outDir = "";
  return {
    name,
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir);
    },
    buildApp: {
      order: "post",
      async handler() {
        this.info?.(run(outDir));
      },
    },
  };
}

/** After pre-rendering, module preloads at low priority: the first paint waits for HTML and CSS only. */
const lowPriorityModulePreloads = afterClientBuild("low-priority-module-preloads", (outDir) => {
  const pages = lowerPreloadPriorityInBuild(outDir);
  return `module preloads at low priority in ${pages} pre-rendered pages`;
});

/** After pre-rendering, a lighter first flight: article bodies sent once, a compact route manifest (decision 026). */
const firstFlight = afterClientBuild("first-flight", (outDir) => {
  const pages = trimFirstFlightInBuild(outDir);
  return `first flight trimmed in ${pages} pre-rendered pages`;
});

/** Compression done once (server/compression.ts); last, so it compresses the files as every other step left them. */
const precompressClientBuild = afterClientBuild("precompress-client-build", (outDir) => {
  const { files, bytes, brotliBytes } = precompressDirectory(outDir);
  return `compressed ${files} files once: ${bytes} bytes, ${brotliBytes} with brotli`;
});

/**
 * Pre-rendering asks the preview server for each page with a 10-second limit React Router does
 * not let us set, and the first request pays for importing the server build (about 1 s here, 7 s
 * on a machine under load: the build failed on "/_.data"). Importing it while the preview server
 * starts puts that cost outside any request; React Router's handler then gets the cached module.
 */
const serverBuildLoadedBeforePrerender: Plugin = {
  name: "server-build-loaded-before-prerender",
  async configurePreviewServer(server) {
    const entry = path.resolve(server.config.root, server.config.environments.ssr?.build.outDir ?? "build/server", "index.js");
    await import(pathToFileURL(entry).href);
  },
};

const appRoot = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serverBuildLoadedBeforePrerender, lowPriorityModulePreloads, firstFlight, precompressClientBuild],
  build: {
    // Inlined assets would need a looser CSP (data: images); keep every asset a file.
    assetsInlineLimit: 0,
  },
  environments: {
    // The server build's entry is the whole site: React Router's build and the request pipeline
    // around it (server/app.ts, decision 038), built to build/server/index.js.
    ssr: {
      // Resolved like the app's own modules: in development React Router's adapter then uses the
      // same copy of react-router as the routes (its RouterContextProvider is theirs).
      resolve: { noExternal: ["@react-router/express"] },
      build: {
        rolldownOptions: {
          input: "./server/app.ts",
          output: {
            // The environment's check (app/.server/config.ts) in a file of its own, build/server/environment.js,
            // which index.js imports: server.ts loads it first, so a bad value stops the process at once,
            // before the rest of the build loads, and it is still one module in the process.
            codeSplitting: { groups: [{ name: "environment", test: /app[\\/]\.server[\\/]config\.ts$/ }] },
            chunkFileNames: (chunk) => (chunk.name === "environment" ? "environment.js" : "assets/[name]-[hash].js"),
          },
        },
      },
    },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM and React Router in one file: every page needs all of them, and one
                // request carries fewer headers and compresses better than six.
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|rolldown[\\/]runtime/ },
                // The furniture every page draws (root.tsx imports it all): one file instead of a dozen small
                // ones. Its members are listed by module in build-tools/shell-modules.ts.
                { name: "shell", test: isShellModule(appRoot) },
                // What a page with a lead form draws around it, and the price book: one request each (issue 39).
                { name: "lead", test: isShellModule(appRoot, LEAD_MODULES) },
                { name: "price-book", test: isShellModule(appRoot, PRICE_BOOK_MODULES) },
              ],
            },
          },
        },
      },
    },
  },
});
