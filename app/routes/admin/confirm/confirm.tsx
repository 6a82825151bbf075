import { useLoaderData } from "react-router";
import type { Route } from "./+types/confirm.ts";
import { loadConfirm } from "./confirm-screen.server.ts";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { ConfirmCard } from "../../../components/admin/confirm-card.tsx";

export const headers = adminHeaders;

/** A delete or a delete forever, asked on its own page (without JavaScript). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadConfirm(context, request);
}

export default function ConfirmScreen() {
  return <ConfirmCard page={useLoaderData<typeof loader>()} />;
}
