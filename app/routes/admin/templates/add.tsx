import type { Route } from "./+types/add.ts";
import { loadScreenAfterPost, templateChangeAction, templateFailure, typedTemplate } from "./templates.server.ts";
import { TemplatesScreen } from "./templates-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { templateMessages } from "../../../lib/reply-templates.ts";
import { addTemplateLogged } from "../../../.server/admin-leads/template-changes.ts";

export const headers = adminHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadScreenAfterPost(context, request);
}

/** A new template, up to TEMPLATES_MAX. */
export function action(args: Route.ActionArgs) {
  return templateChangeAction(args, "add", async (db, form, actor) => {
    const { values, checked } = typedTemplate(form);
    if (!checked.ok) return templateFailure(400, { ok: false, form: "add", error: checked.message, field: checked.field, values });
    if (!(await addTemplateLogged(db, checked.template, actor)))
      return templateFailure(409, { ok: false, form: "add", error: templateMessages.tooMany, values });
    return "added";
  });
}

export default TemplatesScreen;
