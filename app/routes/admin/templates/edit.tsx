import type { Route } from "./+types/edit.ts";
import { badTemplateRequest, loadScreenAfterPost, templateChangeAction, templateFailure, typedTemplate } from "./templates.server.ts";
import { formId } from "../../../.server/admin-session.ts";
import { TemplatesScreen } from "./templates-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { templateMessages } from "../../../lib/reply-templates.ts";
import { editTemplateLogged } from "../../../.server/admin-leads/template-changes.ts";

export const headers = adminHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadScreenAfterPost(context, request);
}

/** A template's title and body changed. */
export function action(args: Route.ActionArgs) {
  return templateChangeAction(args, "edit", async (db, form, actor) => {
    const id = formId(form);
    if (id === undefined) return badTemplateRequest();
    const { values, checked } = typedTemplate(form);
    if (!checked.ok) return templateFailure(400, { ok: false, form: "edit", id, error: checked.message, field: checked.field, values });
    if (!(await editTemplateLogged(db, id, checked.template, actor)))
      return templateFailure(404, { ok: false, form: "edit", id, error: templateMessages.notFound, values });
    return "saved";
  });
}

export default TemplatesScreen;
