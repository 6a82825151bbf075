import { Form, Link, useNavigation } from "react-router";
import { adminMessages } from "../../lib/admin-leads.ts";
import type { ConfirmScreenData } from "../../lib/admin-page.ts";
import { LEAD_CHANGES } from "../../lib/paths.ts";
import { Button } from "../ui/button.tsx";
import { adminButton } from "./styles.ts";

/** The question a delete asks without JavaScript, on its own page: yes posts the change to its action route, no goes back. */
export function ConfirmCard({ page }: { page: ConfirmScreenData }) {
  const busy = useNavigation().state !== "idle";
  // A yes that could not be done is told on its action route's page.
  const failure = page.refusal;
  const yes = page.intent === "delete" ? `מחיקת ${page.lead.name}` : `מחיקה לצמיתות: ${page.lead.name}`;
  return (
    <section aria-labelledby="confirm-title" className="mx-auto mt-6 max-w-xl rounded-card border border-red-300 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="confirm-title" className="text-xl font-bold text-brand-800">
        {adminMessages.confirmTitle}
      </h2>
      <p className="mt-3">{page.question}</p>
      <p className="mt-2 font-semibold">
        <bdi>{page.lead.name}</bdi>
      </p>
      {failure ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {page.refusal ? null : (
          <Form method="post" action={page.intent === "delete" ? LEAD_CHANGES.trash : LEAD_CHANGES.erase} className="contents">
            <input type="hidden" name="id" value={page.lead.id} />
            <input type="hidden" name="confirm" value="yes" />
            <input type="hidden" name="nojs" value="1" />
            <input type="hidden" name="back" value={page.back} />
            <Button type="submit" disabled={busy} variant={adminButton.danger}>
              {yes}
            </Button>
          </Form>
        )}
        <Link to={page.back} className={adminButton.secondary}>
          {page.refusal ? "חזרה" : "ביטול, לא למחוק"}
        </Link>
      </div>
    </section>
  );
}
