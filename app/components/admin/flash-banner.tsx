import { Form, useLocation } from "react-router";
import { adminMessages } from "../../lib/admin-leads.ts";
import type { FlashNotice } from "../../lib/admin-flash.ts";
import { Button } from "../ui/button.tsx";
import { adminButton } from "./styles.ts";

/**
 * What a change made without JavaScript did, told once on the screen it returned to, with
 * "ביטול" (a plain form post) where it can be undone. With JavaScript the same is a toast.
 */
export function FlashBanner({ flash }: { flash: FlashNotice | null }) {
  const location = useLocation();
  // A refused stage change is told in the lead's detail, beside its form (stage-details.tsx).
  if (!flash || flash.refusal) return null;
  return (
    <div
      role="status"
      data-testid="flash"
      className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-950"
    >
      <p className="min-w-0 [overflow-wrap:anywhere]">
        <strong>{flash.title}</strong>
        {flash.body ? (
          <>
            {" "}
            <bdi>{flash.body}</bdi>
          </>
        ) : null}
      </p>
      {flash.undo ? (
        <Form method="post" action={flash.undo.action} className="contents">
          {Object.entries(flash.undo.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="nojs" value="1" />
          <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
          <Button type="submit" variant={adminButton.secondary}>
            {adminMessages.undo}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
