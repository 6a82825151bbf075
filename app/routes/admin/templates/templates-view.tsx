import { Link, useActionData, useFetcher, useLoaderData } from "react-router";
import { ADMIN_PATH, TEMPLATE_CHANGES } from "../../../lib/paths.ts";
import {
  PLACEHOLDERS,
  TEMPLATE_BODY_MAX,
  TEMPLATE_TITLE_MAX,
  TEMPLATES_MAX,
  templateMessages,
  type ReplyTemplate,
  type TemplateChangeResult,
  type TemplateFormRefusal,
  type TemplatesScreenData,
} from "../../../lib/reply-templates.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError, TextField } from "../../../components/ui/text-field.tsx";
import { adminButton, adminInputClass, fieldErrorClass } from "../../../components/admin/styles.ts";

/**
 * With JavaScript every form of the screen posts through this one fetcher, so the address stays
 * the screen's and its answer (a refusal; a change done redirects) is said here.
 */
const TEMPLATE_CHANGE = "template-change";

const placeholderMeaning: Record<(typeof PLACEHOLDERS)[number], string> = {
  "{שם}": "שם הלקוח",
  "{מוצא}": "מאיפה (מהטופס, או מהמחשבון)",
  "{יעד}": "לאן",
  "{מחיר}": "הערכת המחיר שהלקוח ראה באתר, למשל ₪450",
};

const doneWords = { added: templateMessages.added, saved: templateMessages.saved, deleted: templateMessages.deleted } as const;

/** Add or edit one template: a plain form, with or without JavaScript; a refusal is shown beside its field. */
function TemplateForm({ template, failure, busy }: { template: ReplyTemplate | null; failure: TemplateFormRefusal | undefined; busy: boolean }) {
  const { Form } = useFetcher({ key: TEMPLATE_CHANGE });
  const key = template ? `t${template.id}` : "new";
  const values = failure?.values ?? { title: template?.title ?? "", body: template?.body ?? "" };
  const errorOf = (field: "title" | "body") => (failure?.field === field ? failure.error : undefined);
  return (
    <Form method="post" action={template ? TEMPLATE_CHANGES.edit : TEMPLATE_CHANGES.add} className="flex flex-col gap-3" key={failure ? `${key}-failed` : key}>
      {template ? <input type="hidden" name="id" value={template.id} /> : null}
      <TextField
        id={`${key}-title`}
        label={`כותרת (עד ${TEMPLATE_TITLE_MAX} תווים)`}
        labelClassName="block text-sm font-medium"
        name="title"
        maxLength={TEMPLATE_TITLE_MAX}
        defaultValue={values.title}
        required
        error={errorOf("title")}
        errorClassName={fieldErrorClass}
        inputClassName={adminInputClass}
      />
      <TextField
        multiline
        id={`${key}-body`}
        label={`נוסח ההודעה (עד ${TEMPLATE_BODY_MAX} תווים)`}
        labelClassName="block text-sm font-medium"
        name="body"
        rows={5}
        maxLength={TEMPLATE_BODY_MAX}
        defaultValue={values.body}
        required
        error={errorOf("body")}
        errorClassName={fieldErrorClass}
        inputClassName={adminInputClass}
      />
      {failure && !failure.field ? (
        <FieldError id={`${key}-error`} className={fieldErrorClass}>
          {failure.error}
        </FieldError>
      ) : null}
      <div>
        <Button type="submit" disabled={busy} variant={adminButton.primary}>
          {template ? "שמירת התבנית" : "הוספת תבנית"}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The owner's WhatsApp replies: each one to edit or delete, and a form for a new one (up to
 * TEMPLATES_MAX). Drawn by the screen's route and, after a post without JavaScript it refused,
 * by the change's own route, with that refusal.
 */
export function TemplatesScreen() {
  const page = useLoaderData<TemplatesScreenData>();
  const posted = useActionData<TemplateChangeResult>();
  const fetcher = useFetcher<TemplateChangeResult>({ key: TEMPLATE_CHANGE });
  const result = fetcher.data ?? posted;
  const busy = fetcher.state !== "idle";
  const failureOf = (template: ReplyTemplate | null): TemplateFormRefusal | undefined => {
    if (result?.form === "add") return template ? undefined : result;
    if (result?.form === "edit") return template?.id === result.id ? result : undefined;
    return undefined;
  };
  // A refusal no form on the screen owns (a bad request, a delete, a template gone meanwhile) is said at the top.
  const owned = result?.form === "add" || (result?.form === "edit" && page.templates.some((template) => template.id === result.id));
  const general = result && !owned ? result.error : null;
  return (
    <section aria-labelledby="admin-title" className="mx-auto max-w-2xl">
      <h1 className="sr-only">מערכת ניהול</h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-title" className="text-xl font-bold">
          {templateMessages.title}
        </h2>
        <Link to={ADMIN_PATH} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline underline-offset-2">
          חזרה ללידים
        </Link>
      </div>
      {page.done ? (
        <p role="status" className="mt-3 rounded-lg border border-green-300 bg-green-50 p-2 text-sm text-green-900">
          {doneWords[page.done]}
        </p>
      ) : null}
      {general ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-900">
          {general}
        </p>
      ) : null}
      <div className="mt-3 rounded-card border border-gray-200 bg-white p-4 text-sm shadow-sm">
        <p>הודעות וואטסאפ שחוזרות על עצמן. בפתיחת וואטסאפ לליד אפשר לבחור אחת מהן (ההודעה הרגילה נשארת הבחירה הראשונה), והשדות מתמלאים מהליד:</p>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
          {PLACEHOLDERS.map((placeholder) => (
            <div key={placeholder} className="contents">
              <dt className="font-semibold">
                <bdi>{placeholder}</bdi>
              </dt>
              <dd>{placeholderMeaning[placeholder]}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-muted">
          לפני שוואטסאפ נפתח ההודעה מוצגת במלואה ואפשר לערוך אותה. שדה שאין לו ערך אצל הליד (למשל ליד בלי הערכת מחיר) נשאר בהודעה כמו שהוא, מסומן כחסר, כדי
          להשלים אותו או לשלוח בלי. {`עד ${TEMPLATES_MAX} תבניות.`}
        </p>
      </div>

      {page.templates.length ? (
        <ul className="mt-4 flex flex-col gap-3" aria-label="התבניות">
          {page.templates.map((template) => (
            <li key={template.id} className="rounded-card border border-gray-200 bg-white p-4 shadow-sm" data-template-id={template.id}>
              <h3 className="font-bold [overflow-wrap:anywhere]">{template.title}</h3>
              <p className="mt-1 line-clamp-3 text-sm whitespace-pre-wrap text-muted [overflow-wrap:anywhere]">{template.body}</p>
              <details className="mt-2" open={failureOf(template) ? true : undefined}>
                <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-800 underline underline-offset-2">
                  {`עריכה: ${template.title}`}
                </summary>
                <div className="mt-2">
                  <TemplateForm template={template} failure={failureOf(template)} busy={busy} />
                </div>
              </details>
              <fetcher.Form
                method="post"
                action={TEMPLATE_CHANGES.delete}
                className="mt-2"
                onSubmit={(event) => {
                  if (!window.confirm(`למחוק את התבנית "${template.title}"?`)) event.preventDefault();
                }}
              >
                <input type="hidden" name="id" value={template.id} />
                <Button type="submit" disabled={busy} variant={adminButton.danger}>
                  <span className="min-w-0 truncate">{`מחיקת התבנית: ${template.title}`}</span>
                </Button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-muted">אין תבניות עדיין.</p>
      )}

      <div className="mt-4 rounded-card border border-gray-200 bg-white p-4 shadow-sm">
        <h3 className="mb-2 font-bold">תבנית חדשה</h3>
        {page.templates.length < TEMPLATES_MAX ? (
          <TemplateForm key={page.templates.length} template={null} failure={failureOf(null)} busy={busy} />
        ) : (
          <p>{templateMessages.tooMany}</p>
        )}
      </div>
    </section>
  );
}
