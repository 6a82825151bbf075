/**
 * The owner's changes to the reply templates, each with its entry in the activity log in the same
 * transaction on both engines (as a lead's changes: lead-changes.ts): a change is never kept
 * without its entry, and a failed entry leaves the templates as they were. The log names the
 * change, never the text.
 */
import type { TemplateInput } from "../../lib/reply-template-check.ts";
import type { ActivityAction } from "../../lib/admin-leads.ts";
import { logActivity } from "../activity.ts";
import { inTransaction, type Db } from "../db/database.ts";
import { addTemplate, deleteTemplate, editTemplate } from "./reply-template-store.ts";

/** Who made the change and from where, as the log keeps it. */
export interface TemplateChangeActor {
  userId: number;
  userEmail: string;
  client: string;
}

/** A new template, unless there are TEMPLATES_MAX already (then false, and nothing logged). */
export const addTemplateLogged = (db: Db, template: TemplateInput, actor: TemplateChangeActor) =>
  logged(db, actor, "template_add", async (trx) => (await addTemplate(trx, template)) !== null);

/** A template's title and body changed; false when there is no such template. */
export const editTemplateLogged = (db: Db, id: number, template: TemplateInput, actor: TemplateChangeActor) =>
  logged(db, actor, "template_edit", (trx) => editTemplate(trx, id, template));

/** A template deleted; false when there is no such template. */
export const deleteTemplateLogged = (db: Db, id: number, actor: TemplateChangeActor) => logged(db, actor, "template_delete", (trx) => deleteTemplate(trx, id));

/** A change that says whether it was made, and its log entry when it was. */
function logged(db: Db, actor: TemplateChangeActor, action: ActivityAction, change: (trx: Db) => Promise<boolean>): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await change(trx))) return false;
    await logActivity(trx, { ...actor, action });
    return true;
  });
}
