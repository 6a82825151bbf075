/**
 * What makes the admin an installable app: its web app manifest, its service worker and its
 * icons, each served under the admin path only (public pages neither link nor load them). They
 * hold no lead data and need no session: the browser fetches the manifest without cookies. Every
 * answer is no-store and noindex (server/private-surface.ts: the admin path).
 */
import { ADMIN_PATH } from "../../lib/paths.ts";
import { adminWebAppManifest } from "../../lib/web-push.ts";
import { siteConfig } from "../config.ts";
import { ADMIN_HEADERS } from "../responses.ts";
import icon192 from "./icons/192.png?inline";
import icon512 from "./icons/512.png?inline";
import iconMaskable from "./icons/maskable-512.png?inline";
// eslint-disable-next-line no-restricted-syntax -- the worker's source as text, served as it is (a plain script, not a module of ours)
import serviceWorker from "./service-worker.js?raw";

export function manifestResponse(): Response {
  return new Response(JSON.stringify(adminWebAppManifest(siteConfig().brandName, ADMIN_PATH)), {
    headers: { ...ADMIN_HEADERS, "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}

/** The worker, allowed to control the admin path itself (not only what lies below /manage-leads-2024/). */
export function serviceWorkerResponse(): Response {
  return new Response(serviceWorker, {
    headers: { ...ADMIN_HEADERS, "Content-Type": "text/javascript; charset=utf-8", "Service-Worker-Allowed": ADMIN_PATH },
  });
}

const dataUrlBytes = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
const ICONS: Record<string, Buffer> = {
  "192.png": dataUrlBytes(icon192),
  "512.png": dataUrlBytes(icon512),
  "maskable-512.png": dataUrlBytes(iconMaskable),
};

export function iconResponse(name: string | undefined): Response {
  const bytes = name === undefined ? undefined : ICONS[name];
  if (!bytes) return new Response("Not Found\n", { status: 404, headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(bytes), { headers: { ...ADMIN_HEADERS, "Content-Type": "image/png" } });
}
