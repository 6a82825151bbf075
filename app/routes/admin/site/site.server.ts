/**
 * The site area on the server (docs/decisions/066): what its screen loads, and the frame each of its
 * changes (save, publish, discard, rollback, preview) runs in: authorized from the admin layout's
 * context, the change made with its log entry, and the answer: a 303 back to the screen, which says
 * what was done, or the refusal, drawn on the screen beside its form.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { clientAddressContext } from "../../../context.ts";
import { adminMessages } from "../../../lib/admin-leads.ts";
import { ADMIN_PAGES } from "../../../lib/paths.ts";
import {
  describeChanges,
  type SectionDraft,
  type SiteChangeDone,
  type SiteSection,
  type SiteSettings,
  type SiteVersionSummary,
} from "../../../lib/site-settings.ts";
import { adminForAction, adminVisit, formOf, isRefusal, requireAdminScreen } from "../../../.server/admin-session.ts";
import { guardMessages } from "../../../.server/auth/guard.ts";
import type { Db } from "../../../.server/db/database.ts";
import { errorFields, log } from "../../../.server/log.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";
import { getServices } from "../../../.server/runtime.ts";
import { isPreviewing, publishedSettings, publishedVersionId } from "../../../.server/site-settings/published.ts";
import { listVersions, readDrafts, withDrafts, type SiteActor } from "../../../.server/site-settings/store.ts";

export interface SiteScreenData {
  published: SiteSettings;
  versionId: number;
  drafts: Partial<Record<SiteSection, SectionDraft>>;
  /** What publishing the drafts would change, in the owner's words. */
  draftChanges: string[];
  versions: SiteVersionSummary[];
  previewing: boolean;
  done: SiteChangeDone | null;
}

/** A change refused: said beside the section's form (or at the top), with what was typed. */
export interface SiteRefusal {
  ok: false;
  error: string;
  section?: SiteSection;
  field?: string;
  values?: Record<string, string>;
  /** A save made over another admin's: what that admin saved, shown beside the form. */
  theirs?: SectionDraft | null;
}

const DONE = new Set<string>(["saved", "published", "rolled-back", "discarded", "preview-on", "preview-off"] satisfies SiteChangeDone[]);

export async function loadSiteScreen(context: Readonly<RouterContextProvider>, request: Request) {
  const admin = requireAdminScreen(context, request);
  if (admin.enrolFirst) throw redirect(ADMIN_PAGES.security, { headers: ADMIN_HEADERS });
  const done = new URL(request.url).searchParams.get("done");
  try {
    const { db } = await getServices();
    const published = publishedSettings();
    const drafts = await readDrafts(db);
    return data<SiteScreenData>(
      {
        published,
        versionId: publishedVersionId(),
        drafts: Object.fromEntries(drafts.map((draft) => [draft.section, draft])),
        draftChanges: describeChanges(published, withDrafts(published, drafts)),
        versions: await listVersions(db),
        previewing: await isPreviewing(db, adminVisit(context).previewToken),
        done: done && DONE.has(done) ? (done as SiteChangeDone) : null,
      },
      { headers: ADMIN_HEADERS },
    );
  } catch (error) {
    log("error", "admin page: loading the site area failed", errorFields(error));
    throw data(adminMessages.loadFailed, { status: 503, headers: ADMIN_HEADERS });
  }
}

/** A change's own address opened by itself goes to the screen; after a refused post without JavaScript, it draws the screen with the refusal. */
export function loadScreenAfterPost(context: Readonly<RouterContextProvider>, request: Request) {
  if (!adminVisit(context).submission) throw redirect(ADMIN_PAGES.site, { headers: ADMIN_HEADERS });
  return loadSiteScreen(context, request);
}

export function siteRefusal(status: number, refusal: Omit<SiteRefusal, "ok">) {
  return data<SiteRefusal>({ ok: false, ...refusal }, { status, headers: ADMIN_HEADERS });
}

type Outcome = SiteChangeDone | ReturnType<typeof siteRefusal> | Response;
/** A change: the database, the form, who made it, and the browser's preview cookie (the preview's own change reads it). */
export type SiteChange = (db: Db, form: FormData, actor: SiteActor, previewToken: string | undefined) => Promise<Outcome>;

interface SiteChangeArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** One change to the site's facts: refused visits and forms are said on the screen; done, back to it saying so. */
export async function siteChangeAction({ request, context }: SiteChangeArgs, change: string, run: SiteChange) {
  const admin = adminForAction(context, request);
  if (isRefusal(admin)) return admin;
  const form = await formOf(request);
  if (!form) return siteRefusal(400, { error: adminMessages.badRequest });
  let outcome: Outcome;
  try {
    const { db } = await getServices();
    outcome = await run(
      db,
      form,
      { userId: admin.userId, userEmail: admin.email, client: context.get(clientAddressContext) },
      adminVisit(context).previewToken,
    );
  } catch (error) {
    log("error", "admin action failed", { change: `site-${change}`, ...errorFields(error) });
    return siteRefusal(503, { error: guardMessages.unavailable });
  }
  if (outcome instanceof Response) return outcome;
  if (typeof outcome !== "string") return outcome;
  log("info", "site settings changed", { change, userId: admin.userId });
  return redirect(`${ADMIN_PAGES.site}?done=${outcome}`, { status: 303, headers: ADMIN_HEADERS });
}
