import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { cityPages } from "./content/city-pages/all-cities.ts";
import { infoPages, servicePages } from "./content/pages.ts";
import { ADMIN_PATH } from "./lib/paths.ts";
import { publicRoutes } from "./lib/route-table.ts";

export default [
  // Home, services, info pages, cities and the blog: derived from app/content.
  ...publicRoutes({ servicePages, infoPages, cityPages }),

  // The admin: a layout whose middleware finds the session once, and a screen per child.
  route(ADMIN_PATH.slice(1), "routes/admin/layout.tsx", [
    index("routes/admin/leads/leads.tsx", { id: "admin-leads" }),
    route("trash", "routes/admin/leads/leads.tsx", { id: "admin-trash" }),
    route("activity", "routes/admin/leads/leads.tsx", { id: "admin-activity" }),
    route("summary", "routes/admin/summary/summary.tsx"),
    route("reminders", "routes/admin/reminders/reminders.tsx"),
    route("confirm", "routes/admin/confirm/confirm.tsx"),
    // A lead's changes, each its own action route; the banners' "read".
    route("leads/stage", "routes/admin/leads/stage.tsx"),
    route("leads/note", "routes/admin/leads/note.tsx"),
    route("leads/trash", "routes/admin/leads/trash.tsx"),
    route("leads/restore", "routes/admin/leads/restore.tsx"),
    route("leads/erase", "routes/admin/leads/erase.tsx"),
    route("leads/reminder", "routes/admin/leads/reminder.tsx"),
    route("leads/reminder/clear", "routes/admin/leads/reminder-clear.tsx"),
    route("leads/contact", "routes/admin/leads/contact.ts"),
    route("code-failures/dismiss", "routes/admin/code-failures/dismiss.tsx"),
    route("handled-notice/dismiss", "routes/admin/handled-notice/dismiss.tsx"),
    // Resources the screens link to, guarded by the same middleware: the CSV file and the live event stream.
    route("leads/export", "routes/admin/leads/export.ts"),
    route("events", "routes/admin/events.ts"),

    // Signing in and out: the password on the sign-in screen, the second step's code on its own
    // screen, a recovery code and "back to sign-in" beside it, a passkey's steps (JSON).
    route("sign-in", "routes/admin/sign-in/sign-in.tsx"),
    route("sign-out", "routes/admin/sign-in/sign-out.tsx"),
    route("second-step", "routes/admin/second-step/second-step.tsx"),
    route("second-step/recovery-code", "routes/admin/second-step/recovery-code.tsx"),
    route("second-step/cancel", "routes/admin/second-step/cancel.tsx"),
    route("passkey/sign-in-options", "routes/admin/passkey/sign-in-options.ts"),
    route("passkey/sign-in", "routes/admin/passkey/sign-in.ts"),
    route("passkey/add-options", "routes/admin/passkey/add-options.ts"),
    route("passkey/add", "routes/admin/passkey/add.ts"),

    // The reply templates' screen, and each of its changes.
    route("templates", "routes/admin/templates/templates.tsx"),
    route("templates/add", "routes/admin/templates/add.tsx"),
    route("templates/edit", "routes/admin/templates/edit.tsx"),
    route("templates/delete", "routes/admin/templates/delete.tsx"),

    // The site's facts the owner edits (decision 066), and each of their changes.
    route("site", "routes/admin/site/site.tsx"),
    route("site/save", "routes/admin/site/save.tsx"),
    route("site/publish", "routes/admin/site/publish.tsx"),
    route("site/discard", "routes/admin/site/discard.tsx"),
    route("site/rollback", "routes/admin/site/rollback.tsx"),
    route("site/preview", "routes/admin/site/preview.tsx"),

    // The security screen, and each of its changes answered on it.
    route("security", "routes/admin/security/security.tsx"),
    route("security/two-step/disable", "routes/admin/security/two-step-disable.tsx"),
    route("security/reverify", "routes/admin/security/reverify.tsx"),
    route("security/passkeys/remove", "routes/admin/passkey/remove.tsx"),
    route("security/push-devices/remove", "routes/admin/push/device-remove.tsx"),
    // The header's notifications control (JSON): this device's state, on, off.
    route("push", "routes/admin/push/state.ts"),
    route("push/on", "routes/admin/push/on.ts"),
    route("push/off", "routes/admin/push/off.ts"),
  ]),
  // What makes the admin installable (a web app manifest, a service worker, icons): admin path only.
  route(`${ADMIN_PATH.slice(1)}/manifest.webmanifest`, "routes/admin-app.manifest.ts"),
  route(`${ADMIN_PATH.slice(1)}/sw.js`, "routes/admin-app.worker.ts"),
  route(`${ADMIN_PATH.slice(1)}/icons/:icon`, "routes/admin-app.icon.ts"),

  route("api/leads", "routes/api.leads.ts"),
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("llms.txt", "routes/llms.ts"),

  route("*", "routes/not-found.tsx"),

  // The export's address before it moved under the admin: a redirect there, for one release.
  route("api/admin/leads/export", "routes/api.admin.leads.export.ts"),
] satisfies RouteConfig;
