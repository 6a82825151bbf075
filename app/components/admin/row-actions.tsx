import { useId, useRef, useState, type FormEvent } from "react";
import { adminChatHref } from "../../lib/admin-chat";
import { NOTE_MAX, type AdminLead } from "../../lib/admin-leads";
import { ChatIcon } from "../icons";

export interface RowActionHandlers {
  onToggleHandled(lead: AdminLead): Promise<void>;
  onSaveNote(lead: AdminLead, note: string): Promise<boolean>;
  onDelete(lead: AdminLead): Promise<void>;
}

const buttonClass =
  "inline-flex items-center gap-1 rounded-md border px-2 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50";

/** Chat, handled/open, note and delete for one lead. */
export function RowActions({ lead, handlers }: { lead: AdminLead; handlers: RowActionHandlers }) {
  const [busy, setBusy] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const noteId = useId();

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  async function saveNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get("note") ?? "");
    await run(async () => {
      if (await handlers.onSaveNote(lead, note)) dialogRef.current?.close();
    });
  }

  return (
    <div className="flex flex-wrap gap-1.5">
      <a
        href={adminChatHref(lead)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${buttonClass} border-whatsapp text-whatsapp hover:bg-green-50`}
        aria-label={`וואטסאפ ל${lead.name}`}
      >
        <ChatIcon className="size-4" />
        וואטסאפ
      </a>
      <button
        type="button"
        disabled={busy}
        onClick={() => run(() => handlers.onToggleHandled(lead))}
        className={`${buttonClass} border-brand-600 text-brand-700 hover:bg-brand-50`}
        aria-label={lead.handled_at ? `החזרה לפתוחים: ${lead.name}` : `סימון כטופל: ${lead.name}`}
      >
        {lead.handled_at ? "החזרה לפתוחים" : "סימון כטופל"}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => dialogRef.current?.showModal()}
        className={`${buttonClass} border-gray-400 text-ink hover:bg-gray-100`}
        aria-label={`הערה ל${lead.name}`}
      >
        הערה
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => run(() => handlers.onDelete(lead))}
        className={`${buttonClass} border-red-700 text-red-700 hover:bg-red-50`}
        aria-label={`מחיקת ${lead.name}`}
      >
        מחיקה
      </button>

      <dialog ref={dialogRef} aria-labelledby={`${noteId}-title`} className="m-auto w-full max-w-md rounded-card p-5 shadow-xl backdrop:bg-black/40">
        <form onSubmit={saveNote}>
          <h2 id={`${noteId}-title`} className="text-lg font-bold">
            הערה ל{lead.name}
          </h2>
          <label htmlFor={noteId} className="mt-3 block text-sm font-medium">
            הערה (עד {NOTE_MAX} תווים)
          </label>
          <textarea
            id={noteId}
            name="note"
            maxLength={NOTE_MAX}
            rows={4}
            defaultValue={lead.notes ?? ""}
            key={lead.notes ?? ""}
            className="mt-1 block w-full rounded-lg border border-gray-400 px-3 py-2"
          />
          <div className="mt-4 flex gap-2">
            <button type="submit" disabled={busy} className={`${buttonClass} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`}>
              שמירה
            </button>
            <button type="button" onClick={() => dialogRef.current?.close()} className={`${buttonClass} border-gray-400`}>
              ביטול
            </button>
          </div>
        </form>
      </dialog>
    </div>
  );
}
