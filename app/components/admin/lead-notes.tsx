import type { LeadNoteEntry } from "../../lib/follow-up.ts";
import { noteMessages } from "../../lib/follow-up.ts";
import { formatIsraelDateTime } from "../../lib/israel-time.ts";

/** A lead's notes, newest first: when (the Israeli clock), who, what (docs/decisions/050). */
export function LeadNotesHistory({ notes }: { notes: readonly LeadNoteEntry[] }) {
  if (notes.length === 0) return <p className="mt-2 text-sm text-muted">{noteMessages.none}</p>;
  return (
    <ol className="mt-2 space-y-2 text-sm" data-note-history>
      {notes.map((note) => (
        <li key={note.id} className="rounded-lg border border-gray-200 bg-surface-alt/60 p-2">
          <p className="text-xs text-muted">
            <time dateTime={note.at} dir="ltr">
              {formatIsraelDateTime(note.at)}
            </time>
            {" · "}
            {note.userEmail ? <bdi>{note.userEmail}</bdi> : noteMessages.before}
          </p>
          <p className="mt-0.5 whitespace-pre-wrap break-words">{note.body}</p>
        </li>
      ))}
    </ol>
  );
}
