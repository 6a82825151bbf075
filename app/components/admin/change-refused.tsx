import { Form, Link, useActionData } from "react-router";
import type { LeadChangeResult } from "../../lib/lead-change-result.ts";
import { ADMIN_PAGES, ADMIN_PATH, LEAD_CHANGES } from "../../lib/paths.ts";
import { Button, LinkButton } from "../ui/button.tsx";
import { adminButton } from "./styles.ts";

/**
 * What a change posted without JavaScript shows when it could not be done (the rest redirect back
 * to their screen): why, and the way back. An erase sent without the dialog's yes asks here.
 */
export function ChangeRefused() {
  const result = useActionData() as LeadChangeResult | undefined;
  const refusal = result && !result.ok ? result : undefined;
  if (refusal?.confirmLeadId !== undefined) {
    return (
      <Form method="post" action={LEAD_CHANGES.erase} className="flex flex-wrap items-center gap-2 rounded-card border border-red-300 bg-red-50 p-3">
        <p role="alert" className="basis-full">
          {refusal.error}
        </p>
        <input type="hidden" name="id" value={refusal.confirmLeadId} />
        <input type="hidden" name="confirm" value="yes" />
        <input type="hidden" name="nojs" value="1" />
        <input type="hidden" name="back" value={ADMIN_PAGES.trash} />
        <Button type="submit" variant={adminButton.danger}>
          מחיקה לצמיתות
        </Button>
        <LinkButton to={ADMIN_PAGES.trash} variant={adminButton.secondary}>
          ביטול
        </LinkButton>
      </Form>
    );
  }
  return (
    <section className="py-6">
      <p role="alert">{refusal?.error ?? null}</p>
      <Link to={ADMIN_PATH} className="mt-3 inline-block text-brand-700 underline">
        חזרה ללידים
      </Link>
    </section>
  );
}
