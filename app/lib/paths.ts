/**
 * The hidden admin page. Here, not in app/content, so the admin bundle carries no content; and
 * imported by the admin's code only, never by a public page's, so it is in no JavaScript a
 * visitor loads (tests/server/http-hardening.test.ts greps the build for it).
 */
export const ADMIN_PATH = "/manage-leads-2024";

/** The admin's screens below its layout route (app/routes.ts); the leads are the layout's index. */
export const ADMIN_PAGES = {
  signIn: `${ADMIN_PATH}/sign-in`,
  secondStep: `${ADMIN_PATH}/second-step`,
  signOut: `${ADMIN_PATH}/sign-out`,
  trash: `${ADMIN_PATH}/trash`,
  activity: `${ADMIN_PATH}/activity`,
  /** The chart of leads per day and the sources, off the leads' first screen. */
  summary: `${ADMIN_PATH}/summary`,
  /** The open leads' reminders: overdue, today's, the next ones. */
  reminders: `${ADMIN_PATH}/reminders`,
  security: `${ADMIN_PATH}/security`,
  push: `${ADMIN_PATH}/push`,
  /** A delete or a delete forever asked on a page of its own (without JavaScript). */
  confirm: `${ADMIN_PATH}/confirm`,
  /** The banner about failed codes, read: its own action route. */
  dismissCodeFailures: `${ADMIN_PATH}/code-failures/dismiss`,
  /** The notice about the leads of the old "טופלו" tab, read: its own action route. */
  dismissHandledNotice: `${ADMIN_PATH}/handled-notice/dismiss`,
  /** The owner's WhatsApp reply templates. */
  templates: `${ADMIN_PATH}/templates`,
  /** The site's facts the owner edits: business details, a notice; drafts, preview, publish, history. */
  site: `${ADMIN_PATH}/site`,
} as const;

/**
 * The sign-in's own changes besides the password (which posts to the sign-in screen): they need
 * no session, so nginx keeps them in its sign-in zone (deploy/nginx-courier.conf). The passkey
 * steps answer JSON (docs/decisions/052): a sign-in's options and answer, an addition's options and answer.
 */
export const SIGN_IN_ACTIONS = {
  /** The second step's TOTP code posts to the second-step screen itself; a recovery code and "back to sign-in" post here. */
  recoveryCode: `${ADMIN_PAGES.secondStep}/recovery-code`,
  cancel: `${ADMIN_PAGES.secondStep}/cancel`,
  passkeySignInOptions: `${ADMIN_PATH}/passkey/sign-in-options`,
  passkeySignIn: `${ADMIN_PATH}/passkey/sign-in`,
  passkeyAddOptions: `${ADMIN_PATH}/passkey/add-options`,
  passkeyAdd: `${ADMIN_PATH}/passkey/add`,
} as const;

/** The security screen's changes and the header's notifications switch: one action route each, a signed-in admin's. */
export const SECURITY_ACTIONS = {
  /** The security screen's own action: the recovery codes are its answer, shown at /security. */
  enableTwoStep: ADMIN_PAGES.security,
  disableTwoStep: `${ADMIN_PAGES.security}/two-step/disable`,
  /** The password typed again before a passkey or a push device is added (app/lib/reverify.ts). */
  reverify: `${ADMIN_PAGES.security}/reverify`,
  removePasskey: `${ADMIN_PAGES.security}/passkeys/remove`,
  removePushDevice: `${ADMIN_PAGES.security}/push-devices/remove`,
  /** This device's notifications (JSON): on with its subscription, off by its endpoint. */
  pushOn: `${ADMIN_PAGES.push}/on`,
  pushOff: `${ADMIN_PAGES.push}/off`,
} as const;

/** A lead's changes: each its own action route under the admin layout (app/routes/admin/leads/). */
export const LEAD_CHANGES = {
  stage: `${ADMIN_PATH}/leads/stage`,
  note: `${ADMIN_PATH}/leads/note`,
  /** To the trash (its undo: restore). */
  trash: `${ADMIN_PATH}/leads/trash`,
  restore: `${ADMIN_PATH}/leads/restore`,
  /** Deleted forever, from the trash only. */
  erase: `${ADMIN_PATH}/leads/erase`,
  /** "תזכורת לחזור" set (docs/decisions/050), and cleared. */
  reminder: `${ADMIN_PATH}/leads/reminder`,
  clearReminder: `${ADMIN_PATH}/leads/reminder/clear`,
  /** Where a tap on call or WhatsApp records the lead's first contact (docs/decisions/049). */
  contact: `${ADMIN_PATH}/leads/contact`,
} as const;

/** The reply templates' changes: each its own action route under the admin layout (app/routes/admin/templates/). */
export const TEMPLATE_CHANGES = {
  add: `${ADMIN_PAGES.templates}/add`,
  edit: `${ADMIN_PAGES.templates}/edit`,
  delete: `${ADMIN_PAGES.templates}/delete`,
} as const;

/** The site area's changes: each its own action route under the admin layout (app/routes/admin/site/). */
export const SITE_CHANGES = {
  save: `${ADMIN_PATH}/site/save`,
  publish: `${ADMIN_PATH}/site/publish`,
  discard: `${ADMIN_PATH}/site/discard`,
  rollback: `${ADMIN_PATH}/site/rollback`,
  preview: `${ADMIN_PATH}/site/preview`,
} as const;

/** Resources under the admin layout (guarded by its middleware): the leads as a CSV file, and the live event stream. */
export const ADMIN_RESOURCES = {
  export: `${ADMIN_PATH}/leads/export`,
  events: `${ADMIN_PATH}/events`,
} as const;

/** The admin as an installable app (app/.server/admin-app): its manifest and service worker. */
export const ADMIN_APP = {
  manifest: `${ADMIN_PATH}/manifest.webmanifest`,
  serviceWorker: `${ADMIN_PATH}/sw.js`,
  icon: `${ADMIN_PATH}/icons/192.png`,
} as const;

/** For the server and tests; public page code imports canonical-path.ts itself. */
export { canonicalPath } from "./canonical-path.ts";
