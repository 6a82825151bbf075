/**
 * The owner's WhatsApp replies, kept in `reply_templates` (migration 0014): at most
 * TEMPLATES_MAX, oldest first, as the chooser lists them after the default message.
 */
import { sql } from "kysely";
import { TEMPLATES_MAX, type ReplyTemplate } from "../../lib/reply-templates.ts";
import { type TemplateInput } from "../../lib/reply-template-check.ts";
import type { Db } from "../db/database.ts";

export async function listTemplates(db: Db): Promise<ReplyTemplate[]> {
  const rows = await db.kysely.selectFrom("reply_templates").select(["id", "title", "body"]).orderBy("id").limit(TEMPLATES_MAX).execute();
  return rows.map((row) => ({ id: Number(row.id), title: row.title, body: row.body }));
}

export async function findTemplate(db: Db, id: number): Promise<ReplyTemplate | undefined> {
  const row = await db.kysely.selectFrom("reply_templates").select(["id", "title", "body"]).where("id", "=", id).executeTakeFirst();
  return row && { id: Number(row.id), title: row.title, body: row.body };
}

/**
 * Adds a template unless there are TEMPLATES_MAX already: one INSERT ... SELECT, so the count and
 * the insert are one statement. Returns the new id, or null when full.
 */
export async function addTemplate(db: Db, template: TemplateInput, now = new Date()): Promise<number | null> {
  const at = now.toISOString();
  const timestamp = db.engine === "postgres" ? sql`CAST(${at} AS timestamptz)` : sql`${at}`;
  const inserted = await db.kysely
    .insertInto("reply_templates")
    .columns(["title", "body", "created_at", "updated_at"])
    .expression(
      db.kysely
        .selectNoFrom([
          sql<string>`${template.title}`.as("title"),
          sql<string>`${template.body}`.as("body"),
          timestamp.as("created_at"),
          timestamp.as("updated_at"),
        ])
        .where(sql<boolean>`(SELECT count(*) FROM reply_templates) < ${sql.lit(TEMPLATES_MAX)}`),
    )
    .returning("id")
    .executeTakeFirst();
  return inserted ? Number(inserted.id) : null;
}

/** Changes a template's title and body; false when there is no such template. */
export async function editTemplate(db: Db, id: number, template: TemplateInput, now = new Date()): Promise<boolean> {
  const result = await db.kysely
    .updateTable("reply_templates")
    .set({ title: template.title, body: template.body, updated_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTemplate(db: Db, id: number): Promise<boolean> {
  const result = await db.kysely.deleteFrom("reply_templates").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
