/**
 * The site as one module, Vite's SSR input (vite.config.ts) built to build/server/index.js, as the
 * `node-custom-server` template builds its `server/app.ts`: React Router's build (every export of
 * `virtual:react-router/server-build`, which pre-rendering reads), the pipeline around it, the
 * configuration, the log and the services' lifecycle. `server.ts` starts it (decision 038).
 */
import type { RequestListener } from "node:http";
import path from "node:path";
import type { RequestHandler } from "express";
import * as build from "virtual:react-router/server-build";
import { serverConfig, siteConfig } from "../app/.server/config.ts";
import { log } from "../app/.server/log.ts";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders, subresourceSecurityHeaders } from "../app/.server/security-headers.ts";
import { createPipeline } from "./pipeline.ts";
import { cookiesOf } from "../app/.server/auth/cookie.ts";
import { getServices, refusesWrites } from "../app/.server/runtime.ts";
import { isPreviewing, onSiteChange, PREVIEW_COOKIE } from "../app/.server/site-settings/published.ts";
import { createPageRenderer } from "./site-pages.ts";
import { loadStaticFiles } from "./static-files.ts";

export * from "virtual:react-router/server-build";
export { serverConfig } from "../app/.server/config.ts";
export { errorFields, log } from "../app/.server/log.ts";
export { closeServices, startServices } from "../app/.server/runtime.ts";
export { runShutdownHooks } from "../app/.server/shutdown-hooks.ts";

export interface SiteOptions {
  /** Production: the client build (build/client), served from memory. */
  clientDir?: string;
  /** Development: Vite's middleware (modules, HMR, the app's source files). */
  devMiddleware?: RequestHandler;
  isShuttingDown(): boolean;
}

/** The request pipeline around this build: production with the client build in memory, development around Vite. */
export function createSite({ clientDir, devMiddleware, isShuttingDown }: SiteOptions): { listener: RequestListener; pages: number } {
  const https = siteConfig().siteUrl.startsWith("https://");
  const baseHeaders = { ...securityHeaders({ https }), "Content-Security-Policy": contentSecurityPolicy([], { https }) };
  let staticFiles;
  if (clientDir !== undefined) {
    const fileOptions = {
      baseHeaders,
      subresourceHeaders: subresourceSecurityHeaders({ https }),
      pageCsp: (html: string) => contentSecurityPolicy(inlineScriptHashes(html), { https }),
    };
    const loaded = loadStaticFiles(path.resolve(clientDir), fileOptions);
    if (loaded.compressedAtStart > 0) {
      log("warn", "files without fresh build-time compression were compressed at start-up (fast level)", { files: loaded.compressedAtStart });
    }
    staticFiles = loaded.files;
    // The owner's published facts are in every pre-built page: a publish draws them all again (decision 066).
    const pages = [...staticFiles].filter(([, file]) => file.identity.headers.includes("text/html; charset=utf-8")).map(([urlPath]) => urlPath);
    const renderPages = createPageRenderer(build, staticFiles, fileOptions);
    onSiteChange(async () => void (await renderPages(pages)));
  }
  const listener = createPipeline({
    build,
    mode: devMiddleware ? "development" : "production",
    staticFiles,
    devMiddleware,
    baseHeaders,
    https,
    trustProxy: serverConfig.trustProxy,
    bodyTimeoutMs: serverConfig.bodyTimeoutMs,
    isShuttingDown,
    refusesWrites,
    metricsToken: serverConfig.metricsToken,
    previewCookie: {
      name: PREVIEW_COOKIE,
      isLive: async (cookieHeader) => isPreviewing((await getServices()).db, cookiesOf(cookieHeader, [PREVIEW_COOKIE])[PREVIEW_COOKIE]),
    },
  });
  const pages = [...(staticFiles?.values() ?? [])].filter((file) => file.identity.headers.includes("text/html; charset=utf-8")).length;
  return { listener, pages };
}
