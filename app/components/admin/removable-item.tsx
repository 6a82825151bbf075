import type { ReactNode } from "react";
import { Form } from "react-router";
import { formatIsraelDateTime } from "../../lib/israel-time.ts";
import { Button } from "../ui/button.tsx";
import { adminButton, busyClass } from "./styles.ts";

const time = (iso: string) => (
  <time dateTime={iso} dir="ltr">
    {formatIsraelDateTime(iso)}
  </time>
);

/** The words of one kind of list on the security screen (passkeys, push devices). */
export interface RemovableWords {
  added: string;
  last: string;
  never: string;
  remove: string;
  removeQuestion: (name: string) => string;
  removeConfirm: string;
}

/**
 * One way in on the security screen (a passkey, a push device): its name, when it was added and
 * last used, and "הסרה" that asks first and posts a plain form (so it works without JavaScript).
 */
export function RemovableItem({
  id,
  name,
  createdAt,
  lastAt,
  action,
  words,
  removing,
  badge,
  note,
  ...data
}: {
  id: number;
  name: string;
  createdAt: string;
  lastAt: string | null;
  /** The action route that removes it. */
  action: string;
  words: RemovableWords;
  removing: boolean;
  /** Beside the name ("המכשיר הזה"). */
  badge?: ReactNode;
  /** Under the question (what else the removal ends). */
  note?: ReactNode;
  [dataAttribute: `data-${string}`]: boolean;
}) {
  return (
    <li className="p-3" {...data}>
      <p className="font-semibold [overflow-wrap:anywhere]">
        <bdi>{name}</bdi>
        {badge}
      </p>
      <p className="mt-1 text-sm text-muted">
        {words.added} {time(createdAt)} ·{" "}
        {lastAt ? (
          <>
            {words.last} {time(lastAt)}
          </>
        ) : (
          words.never
        )}
      </p>
      <details className="mt-2">
        <summary className={`${adminButton.danger} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          {words.remove}
          <span className="sr-only"> {name}</span>
        </summary>
        <Form method="post" action={action} navigate={false} fetcherKey={action} className="mt-2 space-y-2" aria-busy={removing}>
          <input type="hidden" name="id" value={id} />
          <p>{words.removeQuestion(name)}</p>
          {note}
          <Button type="submit" disabled={removing} variant={adminButton.danger} className={busyClass}>
            {words.removeConfirm}
          </Button>
        </Form>
      </details>
    </li>
  );
}
