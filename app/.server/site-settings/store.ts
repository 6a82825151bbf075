/**
 * The site's facts in the database (migration 0017, docs/decisions/066): published versions, kept
 * whole and never changed; drafts, a row per section; previews, a row per browser. Each change and
 * its activity-log entry are one transaction.
 */
import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import { priceBookProblem } from "../../content/price-book.ts";
import { parseStoredSettings } from "../../lib/site-settings-check.ts";
import { describeChanges, SITE_SECTIONS, type SectionDraft, type SiteSection, type SiteSettings, type SiteVersionSummary } from "../../lib/site-settings.ts";
import { logActivity } from "../activity.ts";
import { ADMIN_ROLE } from "../auth/accounts.ts";
import { inTransaction, type Db } from "../db/database.ts";
import { startingSettings } from "./starting.ts";

/** A stored version read back by the rules a save passes today, the price book's invariants too: one they refuse is never served. */
function readVersion(document: string, starting: SiteSettings): SiteSettings | null {
  const settings = parseStoredSettings(document, starting);
  return settings && !priceBookProblem(settings.prices) ? settings : null;
}

export interface SiteActor {
  userId: number;
  userEmail: string;
  client: string;
}

export interface PublishedVersion {
  id: number;
  publishedAt: Date;
  settings: SiteSettings;
}

/** The newest published version the code can read (an unreadable one, never expected, is passed over). */
export async function latestVersion(db: Db): Promise<PublishedVersion | null> {
  const rows = await db.kysely.selectFrom("site_versions").select(["id", "document", "published_at"]).orderBy("id", "desc").limit(5).execute();
  for (const row of rows) {
    const settings = readVersion(row.document, startingSettings());
    if (settings) return { id: Number(row.id), publishedAt: new Date(row.published_at), settings };
  }
  return null;
}

/** The newest version's id, or 0: what each instance polls to notice a publish made elsewhere. */
export async function latestVersionId(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom("site_versions")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The newest versions, each with what it changed against the one before it; the first (the starting values) changed nothing. */
export async function listVersions(db: Db, limit = 20): Promise<SiteVersionSummary[]> {
  const rows = await db.kysely
    .selectFrom("site_versions")
    .select(["id", "document", "published_at", "user_email", "restored_from"])
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();
  const starting = startingSettings();
  const parsed = rows.map((row) => ({ row, settings: readVersion(row.document, starting) }));
  return parsed.slice(0, limit).map(({ row, settings }, i) => {
    const before = i + 1 < parsed.length ? parsed[i + 1]!.settings : null;
    return {
      id: Number(row.id),
      publishedAt: new Date(row.published_at).toISOString(),
      publishedBy: row.user_email,
      restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
      changes: settings && before ? describeChanges(before, settings) : [],
    };
  });
}

export async function readDrafts(db: Db): Promise<SectionDraft[]> {
  const rows = await db.kysely.selectFrom("site_drafts").selectAll().execute();
  return rows
    .filter((row) => (SITE_SECTIONS as readonly string[]).includes(row.section))
    .map((row) => ({
      section: row.section as SiteSection,
      value: JSON.parse(row.value) as SiteSettings[SiteSection],
      revision: Number(row.revision),
      updatedAt: new Date(row.updated_at).toISOString(),
      updatedBy: row.user_email,
    }));
}

/** The published settings with every saved draft section over them: what the preview shows and a publish makes live. */
export function withDrafts(published: SiteSettings, drafts: readonly SectionDraft[]): SiteSettings {
  const merged: SiteSettings = { ...published };
  for (const draft of drafts) (merged as unknown as Record<string, unknown>)[draft.section] = draft.value;
  return merged;
}

export type DraftSave<S extends SiteSection> = { ok: true; revision: number } | { ok: false; current: SectionDraft<S> | null };

/**
 * Saves a section's draft over the revision the form was drawn with (0: no draft then). Another
 * admin's save in between (or a publish, which clears the drafts) refuses it, with what is there now.
 */
export async function saveDraft<S extends SiteSection>(
  db: Db,
  section: S,
  value: SiteSettings[S],
  baseRevision: number,
  actor: SiteActor,
  now = new Date(),
): Promise<DraftSave<S>> {
  return inTransaction(db, async (trx) => {
    if (trx.engine === "postgres") await sql`LOCK TABLE site_drafts IN SHARE ROW EXCLUSIVE MODE`.execute(trx.kysely);
    const row = await trx.kysely.selectFrom("site_drafts").selectAll().where("section", "=", section).executeTakeFirst();
    const revision = row ? Number(row.revision) : 0;
    if (revision !== baseRevision) {
      const current = row
        ? { section, value: JSON.parse(row.value) as SiteSettings[S], revision, updatedAt: new Date(row.updated_at).toISOString(), updatedBy: row.user_email }
        : null;
      return { ok: false, current };
    }
    const values = { value: JSON.stringify(value), revision: revision + 1, updated_at: now.toISOString(), user_email: actor.userEmail };
    if (row) await trx.kysely.updateTable("site_drafts").set(values).where("section", "=", section).execute();
    else
      await trx.kysely
        .insertInto("site_drafts")
        .values({ section, ...values })
        .execute();
    await logActivity(trx, { ...actor, action: "site_draft", details: { field: section }, now });
    return { ok: true, revision: revision + 1 };
  });
}

export async function discardDrafts(db: Db, actor: SiteActor): Promise<number> {
  return inTransaction(db, async (trx) => {
    const result = await trx.kysely.deleteFrom("site_drafts").executeTakeFirst();
    const count = Number(result.numDeletedRows);
    if (count > 0) await logActivity(trx, { ...actor, action: "site_discard", details: { count } });
    return count;
  });
}

async function insertVersion(db: Db, settings: SiteSettings, actor: SiteActor | null, restoredFrom: number | null, now: Date): Promise<number> {
  const inserted = await db.kysely
    .insertInto("site_versions")
    .values({
      document: JSON.stringify(settings),
      published_at: now.toISOString(),
      user_id: actor?.userId ?? null,
      user_email: actor?.userEmail ?? null,
      restored_from: restoredFrom,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Every draft over the live version, published as a new one; null when there is no draft. */
export async function publishDrafts(db: Db, actor: SiteActor, now = new Date()): Promise<number | null> {
  return inTransaction(db, async (trx) => {
    if (trx.engine === "postgres") await sql`LOCK TABLE site_drafts, site_versions IN SHARE ROW EXCLUSIVE MODE`.execute(trx.kysely);
    const drafts = await readDrafts(trx);
    if (drafts.length === 0) return null;
    let live = (await latestVersion(trx))?.settings;
    if (!live) {
      // The first publish keeps the starting values (the environment's) as a version of their own, one tap away.
      live = startingSettings();
      await insertVersion(trx, live, null, null, now);
    }
    const id = await insertVersion(trx, withDrafts(live, drafts), actor, null, now);
    await trx.kysely.deleteFrom("site_drafts").execute();
    await logActivity(trx, { ...actor, action: "site_publish", details: { count: drafts.length }, now });
    return id;
  });
}

/** An earlier version published again, as a new version that names it; null when there is no such version. */
export async function rollBackTo(db: Db, versionId: number, actor: SiteActor, now = new Date()): Promise<number | null> {
  return inTransaction(db, async (trx) => {
    const row = await trx.kysely.selectFrom("site_versions").select("document").where("id", "=", versionId).executeTakeFirst();
    const settings = row && readVersion(row.document, startingSettings());
    if (!settings) return null;
    const id = await insertVersion(trx, settings, actor, versionId, now);
    await logActivity(trx, { ...actor, action: "site_rollback", details: { version: versionId }, now });
    return id;
  });
}

const PREVIEW_HOURS = 2;
const tokenHash = (token: string) => createHash("sha256").update(`site-preview:${token}`).digest("hex");

/** A new preview for this admin's browser: the random token its cookie carries. */
export async function startPreview(db: Db, userId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PREVIEW_HOURS * 3_600_000);
  await db.kysely.deleteFrom("site_previews").where("expires_at", "<", now.toISOString()).execute();
  await db.kysely
    .insertInto("site_previews")
    .values({ token_hash: tokenHash(token), user_id: userId, expires_at: expiresAt.toISOString() })
    .execute();
  return { token, expiresAt };
}

export async function endPreview(db: Db, token: string): Promise<void> {
  await db.kysely.deleteFrom("site_previews").where("token_hash", "=", tokenHash(token)).execute();
}

/** Whether a preview cookie is live: unexpired, and its admin still one. */
export async function isLivePreview(db: Db, token: string, now = new Date()): Promise<boolean> {
  if (!/^[\w-]{43}$/.test(token)) return false;
  const row = await db.kysely
    .selectFrom("site_previews")
    .innerJoin("user_roles", "user_roles.user_id", "site_previews.user_id")
    .select("site_previews.expires_at")
    .where("site_previews.token_hash", "=", tokenHash(token))
    .where("user_roles.role", "=", ADMIN_ROLE)
    .executeTakeFirst();
  return row !== undefined && new Date(row.expires_at).getTime() > now.getTime();
}
