import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/admin.templates.ts";
import { loadTemplatesScreen, templatesAction } from "../.server/admin-contact.ts";
import type { TemplateActionResult, TemplatesScreenData } from "../lib/reply-templates.ts";
import { clientAddressContext } from "../context.ts";
import { adminHeaders } from "../lib/admin-page.ts";
import { TemplatesScreen } from "../components/admin/templates-screen.tsx";

export const headers = adminHeaders;

/** The owner's WhatsApp replies: add, edit, delete (docs/decisions/049). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadTemplatesScreen(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return templatesAction(context, request, context.get(clientAddressContext));
}

export default function Screen() {
  const page = useLoaderData<typeof loader>() as TemplatesScreenData;
  const result = useActionData<typeof action>() as TemplateActionResult | { ok: false; error: string } | undefined;
  return <TemplatesScreen page={page} result={result} />;
}
