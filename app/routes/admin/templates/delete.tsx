import type { Route } from "./+types/delete.ts";
import { badTemplateRequest, loadScreenAfterPost, templateChangeAction, templateFailure } from "./templates.server.ts";
import { formId } from "../../../.server/admin-session.ts";
import { TemplatesScreen } from "./templates-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { templateMessages } from "../../../lib/reply-templates.ts";
import { deleteTemplateLogged } from "../../../.server/admin-leads/template-changes.ts";

export const headers = adminHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadScreenAfterPost(context, request);
}

/** A template deleted (the screen asks first, with JavaScript). */
export function action(args: Route.ActionArgs) {
  return templateChangeAction(args, "delete", async (db, form, actor) => {
    const id = formId(form);
    if (id === undefined) return badTemplateRequest();
    if (!(await deleteTemplateLogged(db, id, actor))) return templateFailure(404, { ok: false, error: templateMessages.notFound });
    return "deleted";
  });
}

export default TemplatesScreen;
