import { useState, type ReactNode } from "react";
import { Link, useActionData, useFetcher, useLoaderData, useNavigation } from "react-router";
import type { SiteRefusal, SiteScreenData } from "./site.server.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError, TextField } from "../../../components/ui/text-field.tsx";
import { adminButton, adminInputClass, fieldErrorClass } from "../../../components/admin/styles.ts";
import { formatIsraelDateTime } from "../../../lib/israel-time.ts";
import { ADMIN_PATH, SITE_CHANGES } from "../../../lib/paths.ts";
import { phoneForSpreadsheet } from "../../../lib/phone.ts";
import { isRange, PRICE_FIELDS, priceFieldGroups, priceFieldLabels, priceText } from "../../../lib/price-fields.ts";
import type { PriceInputs, PriceRange } from "../../../lib/price-inputs.ts";
import { TERMS_CONFIRM_LABEL, TERMS_FIELDS, termsFieldLabels, type TermsFigures } from "../../../lib/terms-figures.ts";
import { siteFieldId, termsFieldId, testimonialFieldId } from "../../../lib/site-readiness.ts";
import {
  BUSINESS_FIELDS,
  businessFieldLabels,
  NOTICE_TEXT_MAX,
  noticeFieldLabels,
  OPTIONAL_BUSINESS_FIELDS,
  sectionTitles,
  siteMessages,
  type BusinessDetails,
  TESTIMONIAL_QUOTE_MAX,
  testimonialFieldLabels,
  TESTIMONIALS_MAX,
  type SiteChangeDone,
  type SiteNotice,
  type SiteSection,
  type Testimonial,
} from "../../../lib/site-settings.ts";

const doneWords: Record<SiteChangeDone, string> = {
  saved: siteMessages.saved,
  published: siteMessages.published,
  "rolled-back": siteMessages.rolledBack,
  discarded: siteMessages.discarded,
  "preview-on": siteMessages.previewOn,
  "preview-off": siteMessages.previewOff,
};

/** What each business field expects, beside it: an example the check accepts. */
const businessHints: Partial<Record<keyof BusinessDetails, string>> = {
  phone: "כפי שיוצג באתר, למשל 050-123-4567",
  whatsappNumber: "נייד ישראלי, למשל 050-123-4567",
  legalName: "כפי שרשום ברשם החברות או במע״מ; ריק: לא מוצג",
  companyId: "9 ספרות; ריק: לא מוצג",
  medicalLicence: "ריק: האתר לא טוען לרישיון",
  accessibilityCoordinator: "מופיע בהצהרת הנגישות; ריק: ההצהרה לא נוקבת בשם",
  accessibilityPhone: "ריק: הפניות לטלפון של העסק",
  accessibilityEmail: "ריק: הפניות לאימייל של העסק",
  experienceYears: "דף האודות יכתוב ״יותר מ-״ המספר; ריק: האתר לא טוען לניסיון",
};

const ltrFields = new Set<keyof BusinessDetails>(["email", "phone", "whatsappNumber", "companyId", "accessibilityPhone", "accessibilityEmail"]);
const telFields = new Set<keyof BusinessDetails>(["phone", "whatsappNumber", "accessibilityPhone"]);
const emailFields = new Set<keyof BusinessDetails>(["email", "accessibilityEmail"]);

/**
 * With JavaScript every form of the screen posts through this one fetcher, so the address stays the
 * screen's and a refusal is said here (a change done redirects back to the screen, saying so).
 */
const SITE_CHANGE = "site-change";

/** A form of the screen: posted through the screen's fetcher, or, without JavaScript, by the browser. */
function ChangeForm({ action, className, children }: { action: string; className?: string; children: ReactNode }) {
  const { Form } = useFetcher({ key: SITE_CHANGE });
  return (
    <Form method="post" action={action} className={className}>
      {children}
    </Form>
  );
}

const sectionBox = "mt-6 rounded-xl border border-gray-200 bg-white p-4 sm:p-6";
const statusBox = "mt-3 rounded-lg border p-3 text-sm";

/** The revision a save is made over: the draft drawn, or, after a refused save over another admin's, theirs (saving again replaces it). */
const baseRevision = (refusal: SiteRefusal | undefined, drawn: number | undefined) =>
  refusal?.theirs !== undefined ? (refusal.theirs?.revision ?? 0) : (drawn ?? 0);

function BusinessForm({ page, refusal, busy }: { page: SiteScreenData; refusal: SiteRefusal | undefined; busy: boolean }) {
  const draft = page.drafts.business;
  const mine = refusal?.section === "business" ? refusal : undefined;
  const current = (draft?.value as BusinessDetails | undefined) ?? page.published.business;
  // The chat number is kept as international digits (972...) and shown as the owner dials it.
  const shown = (field: keyof BusinessDetails) => (field === "whatsappNumber" ? phoneForSpreadsheet(current[field]) : current[field]);
  const valueOf = (field: keyof BusinessDetails) => mine?.values?.[field] ?? shown(field);
  return (
    <ChangeForm action={SITE_CHANGES.save} className="mt-4 grid gap-4 sm:grid-cols-2" key={mine ? "business-refused" : `business-${draft?.revision ?? 0}`}>
      <input type="hidden" name="section" value="business" />
      <input type="hidden" name="revision" value={baseRevision(mine, draft?.revision)} />
      {BUSINESS_FIELDS.map((field) => (
        <TextField
          key={field}
          id={siteFieldId(field)}
          name={field}
          label={businessFieldLabels[field]}
          labelClassName="block text-sm font-medium"
          hint={businessHints[field]}
          defaultValue={valueOf(field)}
          dir={ltrFields.has(field) ? "ltr" : undefined}
          type={emailFields.has(field) ? "email" : telFields.has(field) ? "tel" : "text"}
          required={!OPTIONAL_BUSINESS_FIELDS.includes(field)}
          error={mine?.field === field ? mine.error : undefined}
          errorClassName={fieldErrorClass}
          inputClassName={adminInputClass}
        />
      ))}
      <SectionFooter refusal={mine} busy={busy} section="business" />
    </ChangeForm>
  );
}

function NoticeForm({ page, refusal, busy }: { page: SiteScreenData; refusal: SiteRefusal | undefined; busy: boolean }) {
  const draft = page.drafts.notice;
  const mine = refusal?.section === "notice" ? refusal : undefined;
  const current = draft ? (draft.value as SiteNotice | null) : page.published.notice;
  const valueOf = (field: keyof SiteNotice) => mine?.values?.[field] ?? current?.[field] ?? "";
  return (
    <ChangeForm action={SITE_CHANGES.save} className="mt-4 grid gap-4 sm:grid-cols-2" key={mine ? "notice-refused" : `notice-${draft?.revision ?? 0}`}>
      <input type="hidden" name="section" value="notice" />
      <input type="hidden" name="revision" value={baseRevision(mine, draft?.revision)} />
      <TextField
        id="site-notice-text"
        name="text"
        label={`${noticeFieldLabels.text} (עד ${NOTICE_TEXT_MAX} תווים)`}
        labelClassName="block text-sm font-medium"
        hint="למשל: בערב חג נעבוד עד 13:00. ריק: אין הודעה."
        className="sm:col-span-2"
        defaultValue={valueOf("text")}
        maxLength={NOTICE_TEXT_MAX}
        error={mine?.field === "text" ? mine.error : undefined}
        errorClassName={fieldErrorClass}
        inputClassName={adminInputClass}
      />
      {(["from", "to"] as const).map((field) => (
        <TextField
          key={field}
          id={`site-notice-${field}`}
          name={field}
          type="date"
          label={noticeFieldLabels[field]}
          labelClassName="block text-sm font-medium"
          defaultValue={valueOf(field)}
          error={mine?.field === field ? mine.error : undefined}
          errorClassName={fieldErrorClass}
          inputClassName={adminInputClass}
        />
      ))}
      <SectionFooter refusal={mine} busy={busy} section="notice" />
    </ChangeForm>
  );
}

function TestimonialsForm({ page, refusal, busy }: { page: SiteScreenData; refusal: SiteRefusal | undefined; busy: boolean }) {
  const draft = page.drafts.testimonials;
  const mine = refusal?.section === "testimonials" ? refusal : undefined;
  const current = (draft?.value as Testimonial[] | undefined) ?? page.published.testimonials;
  const valueOf = (i: number, field: keyof Testimonial) => {
    const typed = mine?.values?.[`${field}-${i}`];
    if (typed !== undefined) return typed;
    const value = current[i]?.[field];
    return field === "consent" ? (value ? "on" : "") : ((value as string | undefined) ?? "");
  };
  return (
    <ChangeForm action={SITE_CHANGES.save} className="mt-4 space-y-4" key={mine ? "testimonials-refused" : `testimonials-${draft?.revision ?? 0}`}>
      <input type="hidden" name="section" value="testimonials" />
      <input type="hidden" name="revision" value={baseRevision(mine, draft?.revision)} />
      {Array.from({ length: TESTIMONIALS_MAX }, (_, i) => {
        const error = (field: keyof Testimonial) => (mine?.field === `${field}-${i}` ? mine.error : undefined);
        return (
          <fieldset key={i} className="grid gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-3">
            <legend className="px-1 text-sm font-bold">
              המלצה {i + 1}
              {current[i] && !current[i]!.consent ? <span className="ms-2 font-normal text-amber-800">(דוגמה, בלי אישור לקוח)</span> : null}
            </legend>
            <TextField
              multiline
              rows={3}
              id={testimonialFieldId(i, "quote")}
              name={`quote-${i}`}
              label={`${testimonialFieldLabels.quote} (עד ${TESTIMONIAL_QUOTE_MAX} תווים)`}
              labelClassName="block text-sm font-medium"
              className="sm:col-span-3"
              maxLength={TESTIMONIAL_QUOTE_MAX}
              defaultValue={valueOf(i, "quote")}
              error={error("quote")}
              errorClassName={fieldErrorClass}
              inputClassName={adminInputClass}
            />
            {(["name", "place", "date"] as const).map((field) => (
              <TextField
                key={field}
                id={testimonialFieldId(i, field)}
                name={`${field}-${i}`}
                type={field === "date" ? "date" : "text"}
                label={testimonialFieldLabels[field]}
                labelClassName="block text-sm font-medium"
                defaultValue={valueOf(i, field)}
                error={error(field)}
                errorClassName={fieldErrorClass}
                inputClassName={adminInputClass}
              />
            ))}
            <div className="sm:col-span-3">
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={`consent-${i}`}
                  id={testimonialFieldId(i, "consent")}
                  defaultChecked={valueOf(i, "consent") === "on"}
                  aria-invalid={error("consent") ? true : undefined}
                  aria-describedby={error("consent") ? `${testimonialFieldId(i, "consent")}-error` : undefined}
                  className="size-5"
                />
                הלקוח הסכים שההמלצה תפורסם בשם הזה
              </label>
              {error("consent") ? (
                <FieldError id={`${testimonialFieldId(i, "consent")}-error`} className={fieldErrorClass}>
                  {error("consent")}
                </FieldError>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      <SectionFooter refusal={mine} busy={busy} section="testimonials" />
    </ChangeForm>
  );
}

/** A price field's id: `site-price-perRoadKm`, `site-price-regularFar-low`... (what a refusal and the status card point at). */
export const priceFieldId = (name: string) => `site-price-${name}`;

/**
 * The prices: each group a fieldset, each figure a field (a range two, "מ־" and "עד"). Typed as text
 * with a numeric keyboard: the server says what is wrong with "abc" or "0", in Hebrew, beside the field.
 */
function PricesForm({ page, refusal, busy }: { page: SiteScreenData; refusal: SiteRefusal | undefined; busy: boolean }) {
  const draft = page.drafts.prices;
  const mine = refusal?.section === "prices" ? refusal : undefined;
  const current = (draft?.value as PriceInputs | undefined) ?? page.published.prices;
  const field = (name: string, label: string, value: number, className?: string) => (
    <TextField
      key={name}
      id={priceFieldId(name)}
      name={name}
      label={label}
      labelClassName="block text-sm font-medium"
      defaultValue={mine?.values?.[name] ?? String(value)}
      inputMode="decimal"
      dir="ltr"
      autoComplete="off"
      className={className}
      error={mine?.field === name ? mine.error : undefined}
      errorClassName={fieldErrorClass}
      inputClassName={adminInputClass}
    />
  );
  return (
    <ChangeForm action={SITE_CHANGES.save} className="mt-4 space-y-4" key={mine ? "prices-refused" : `prices-${draft?.revision ?? 0}`}>
      <input type="hidden" name="section" value="prices" />
      <input type="hidden" name="revision" value={baseRevision(mine, draft?.revision)} />
      {priceFieldGroups.map((group) => (
        <fieldset key={group.title} className="grid gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-bold">{group.title}</legend>
          {group.fields.map(({ name, label, unit }) => {
            const value = current[name];
            const sign = unit === "percent" ? "%" : unit === "shekels" ? "₪" : "";
            if (!isRange(value)) return field(name, sign ? `${label} (${sign})` : label, value);
            return (
              <fieldset key={name} className="grid grid-cols-2 gap-2 sm:col-span-2">
                <legend className="col-span-2 text-sm font-medium">
                  {label} ({sign})
                </legend>
                {field(`${name}-low`, "מ־", value.low)}
                {field(`${name}-high`, "עד", value.high)}
              </fieldset>
            );
          })}
        </fieldset>
      ))}
      <SectionFooter refusal={mine} busy={busy} section="prices" />
    </ChangeForm>
  );
}

/** The terms' figures, and the owner's word that they are his business's: a save is the confirmation. */
function TermsForm({ page, refusal, busy }: { page: SiteScreenData; refusal: SiteRefusal | undefined; busy: boolean }) {
  const draft = page.drafts.terms;
  const mine = refusal?.section === "terms" ? refusal : undefined;
  const current = (draft?.value as TermsFigures | undefined) ?? page.published.terms;
  const confirmError = mine?.field === "confirm" ? mine.error : undefined;
  return (
    <ChangeForm action={SITE_CHANGES.save} className="mt-4 grid gap-4 sm:grid-cols-2" key={mine ? "terms-refused" : `terms-${draft?.revision ?? 0}`}>
      <input type="hidden" name="section" value="terms" />
      <input type="hidden" name="revision" value={baseRevision(mine, draft?.revision)} />
      {TERMS_FIELDS.map((field) => (
        <TextField
          key={field}
          id={termsFieldId(field)}
          name={field}
          label={termsFieldLabels[field]}
          labelClassName="block text-sm font-medium"
          defaultValue={mine?.values?.[field] ?? String(current[field])}
          type={field.startsWith("cutOff") ? "time" : "text"}
          inputMode={field.startsWith("cutOff") ? undefined : "decimal"}
          dir="ltr"
          autoComplete="off"
          error={mine?.field === field ? mine.error : undefined}
          errorClassName={fieldErrorClass}
          inputClassName={adminInputClass}
        />
      ))}
      <div className="sm:col-span-2">
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="confirm"
            id={termsFieldId("confirm")}
            defaultChecked={mine ? mine.values?.confirm === "on" : false}
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? `${termsFieldId("confirm")}-error` : undefined}
            className="size-5"
          />
          {TERMS_CONFIRM_LABEL}
        </label>
        {confirmError ? (
          <FieldError id={`${termsFieldId("confirm")}-error`} className={fieldErrorClass}>
            {confirmError}
          </FieldError>
        ) : null}
        <p className="mt-1 text-sm text-muted">
          {current.confirmedOn ? `אושרו לאחרונה ב-${current.confirmedOn}.` : "עדיין לא אושרו: אלה נתוני ההתקנה, והם מופיעים בתנאי השימוש באתר."}
        </p>
      </div>
      <SectionFooter refusal={mine} busy={busy} section="terms" />
    </ChangeForm>
  );
}

function SectionFooter({ refusal, busy, section }: { refusal: SiteRefusal | undefined; busy: boolean; section: SiteSection }) {
  return (
    <div className="sm:col-span-2">
      {refusal && !refusal.field ? (
        <FieldError id={`site-${section}-error`} className={fieldErrorClass}>
          {refusal.error}
        </FieldError>
      ) : null}
      {refusal?.theirs ? <TheirSave theirs={refusal.theirs} /> : null}
      <Button type="submit" disabled={busy} variant={adminButton.primary} className="mt-2">
        שמירת טיוטה
      </Button>
    </div>
  );
}

/** What another admin saved, a line per value (a testimonial: its words and its name). */
function savedLines(value: unknown): string[] {
  if (value === null || value === undefined) return ["(אין הודעה)"];
  if (Array.isArray(value)) return value.map((t: Testimonial) => `"${t.quote}" (${t.name}, ${t.place})`);
  if (typeof value === "object" && "regularWithinCity" in value) {
    const prices = value as Record<keyof PriceInputs, number | PriceRange>;
    return PRICE_FIELDS.map((name) => `${priceFieldLabels[name]}: ${priceText(name, prices[name])}`);
  }
  return Object.values(value as Record<string, unknown>).map((v) => (typeof v === "number" || (typeof v === "string" && v !== "") ? String(v) : "(ריק)"));
}

function TheirSave({ theirs }: { theirs: NonNullable<SiteRefusal["theirs"]> }) {
  return (
    <div className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-medium">
        {theirs.updatedBy ?? "מנהל אחר"} שמר ב-{formatIsraelDateTime(theirs.updatedAt)}:
      </p>
      <ul className="mt-1 list-disc ps-5">
        {savedLines(theirs.value).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function DraftBar({ page, busy }: { page: SiteScreenData; busy: boolean }) {
  if (page.draftChanges.length === 0 && !page.previewing) return null;
  return (
    <section aria-labelledby="site-draft" className={`${sectionBox} border-purple-300 bg-purple-50`}>
      <h3 id="site-draft" className="text-lg font-bold">
        טיוטה שעוד לא פורסמה
      </h3>
      {page.draftChanges.length > 0 ? (
        <ul className="mt-2 list-disc ps-5 text-sm">
          {page.draftChanges.map((line) => (
            <li key={line} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm">אין שינויים בטיוטה.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <ChangeForm action={SITE_CHANGES.preview}>
          <input type="hidden" name="preview" value={page.previewing ? "off" : "on"} />
          <Button type="submit" disabled={busy} variant={adminButton.secondary}>
            {page.previewing ? "כיבוי התצוגה המקדימה" : "תצוגה מקדימה"}
          </Button>
        </ChangeForm>
        {page.previewing ? (
          <a href="/" target="_blank" rel="noopener" className={`${adminButton.secondary} inline-flex items-center`}>
            פתיחת האתר עם הטיוטה
          </a>
        ) : null}
        {page.draftChanges.length > 0 ? (
          <>
            <ChangeForm action={SITE_CHANGES.publish}>
              <Button type="submit" disabled={busy} variant={adminButton.primary}>
                פרסום באתר
              </Button>
            </ChangeForm>
            <ChangeForm action={SITE_CHANGES.discard}>
              <Button type="submit" disabled={busy} variant={adminButton.danger}>
                מחיקת הטיוטה
              </Button>
            </ChangeForm>
          </>
        ) : null}
      </div>
    </section>
  );
}

function Versions({ page, busy }: { page: SiteScreenData; busy: boolean }) {
  return (
    <section aria-labelledby="site-versions" className={sectionBox}>
      <h3 id="site-versions" className="text-lg font-bold">
        גרסאות שפורסמו
      </h3>
      {page.versions.length === 0 ? (
        <p className="mt-2 text-sm text-muted">עוד לא פורסמה גרסה: האתר מציג את הערכים מהגדרות השרת.</p>
      ) : (
        <ol className="mt-2 divide-y divide-gray-200">
          {page.versions.map((version) => (
            <li key={version.id} className="py-3 text-sm">
              <p className="font-medium">
                גרסה {version.id} · {formatIsraelDateTime(version.publishedAt)}
                {version.publishedBy ? <span className="font-normal text-muted"> · {version.publishedBy}</span> : null}
                {version.id === page.versionId ? <span className="ms-2 rounded bg-green-100 px-2 py-0.5 text-green-900">באתר עכשיו</span> : null}
              </p>
              {version.restoredFrom ? <p>שחזור של גרסה {version.restoredFrom}</p> : null}
              {!version.publishedBy && !version.restoredFrom ? <p>ערכי ההתחלה, מהגדרות השרת</p> : null}
              {version.changes.length > 0 ? (
                <ul className="mt-1 list-disc ps-5">
                  {version.changes.map((line) => (
                    <li key={line} className="break-words">
                      {line}
                    </li>
                  ))}
                </ul>
              ) : null}
              {version.id !== page.versionId ? (
                <ChangeForm action={SITE_CHANGES.rollback} className="mt-2">
                  <input type="hidden" name="version" value={version.id} />
                  <Button type="submit" disabled={busy} variant={adminButton.secondary} aria-label={`שחזור גרסה ${version.id}`}>
                    שחזור הגרסה הזו
                  </Button>
                </ChangeForm>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The site area: the draft waiting to be published (preview, publish, discard), the business
 * details and the notice to edit, and the versions published, each one tap from being live again.
 */
export function SiteScreen() {
  const page = useLoaderData<SiteScreenData>();
  const posted = useActionData<SiteRefusal>();
  const fetcher = useFetcher<SiteRefusal>({ key: SITE_CHANGE });
  // A change done answers with a redirect, which leaves the fetcher's data as it was: a refusal
  // from before the latest submission is stale, and the corrected form must not still say it.
  const [before, setBefore] = useState<SiteRefusal | undefined>();
  const [lastState, setLastState] = useState(fetcher.state);
  if (fetcher.state !== lastState) {
    setLastState(fetcher.state);
    if (fetcher.state === "submitting") setBefore(fetcher.data);
  }
  const refusal = (fetcher.data !== before ? fetcher.data : undefined) ?? posted;
  const navigation = useNavigation();
  const busy = fetcher.state !== "idle" || navigation.state === "submitting";
  const general = refusal && !refusal.section ? refusal.error : null;
  return (
    <section aria-labelledby="admin-title" className="mx-auto max-w-3xl">
      <h1 className="sr-only">מערכת ניהול</h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-title" className="text-xl font-bold">
          {siteMessages.title}
        </h2>
        <Link to={ADMIN_PATH} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline underline-offset-2">
          חזרה ללידים
        </Link>
      </div>
      <p className="mt-1 text-sm text-muted">מה ששומרים כאן הוא טיוטה: רק אחרי &quot;פרסום באתר&quot; היא מופיעה בכל דפי האתר.</p>
      {page.done ? (
        <p role="status" className={`${statusBox} border-green-300 bg-green-50 text-green-900`}>
          {doneWords[page.done]}
        </p>
      ) : null}
      {general ? (
        <p role="alert" className={`${statusBox} border-red-300 bg-red-50 text-red-900`}>
          {general}
        </p>
      ) : null}
      <DraftBar page={page} busy={busy} />
      <section aria-labelledby="site-business" className={sectionBox}>
        <h3 id="site-business" className="text-lg font-bold">
          {sectionTitles.business}
        </h3>
        <BusinessForm page={page} refusal={refusal} busy={busy} />
      </section>
      <section aria-labelledby="site-prices" className={sectionBox}>
        <h3 id="site-prices" className="text-lg font-bold">
          {sectionTitles.prices}
        </h3>
        <p className="mt-1 text-sm text-muted">
          כולל מע״מ. כל מחיר כאן מעדכן את המחירון, המחשבון, השאלות הנפוצות, דפי הערים, המאמרים ו-llms.txt. שמירה שסותרת את המחירון (למשל אקספרס זול ממשלוח רגיל)
          נדחית.
        </p>
        <PricesForm page={page} refusal={refusal} busy={busy} />
      </section>
      <section aria-labelledby="site-terms" className={sectionBox}>
        <h3 id="site-terms" className="text-lg font-bold">
          {sectionTitles.terms}
        </h3>
        <p className="mt-1 text-sm text-muted">המספרים שתנאי השימוש והמשלוח באתר מתחייבים להם. בדקו אותם מול הביטוח וההתחייבויות של העסק.</p>
        <TermsForm page={page} refusal={refusal} busy={busy} />
      </section>
      <section aria-labelledby="site-notice" className={sectionBox}>
        <h3 id="site-notice" className="text-lg font-bold">
          {sectionTitles.notice}
        </h3>
        <p className="mt-1 text-sm text-muted">שורה אחת מעל כל דף באתר, בין שני התאריכים (כולל).</p>
        <NoticeForm page={page} refusal={refusal} busy={busy} />
      </section>
      <section aria-labelledby="site-testimonials" className={sectionBox}>
        <h3 id="site-testimonials" className="text-lg font-bold">
          {sectionTitles.testimonials}
        </h3>
        <p className="mt-1 text-sm text-muted">עד שלוש. המלצה ריקה לא מוצגת. מפרסמים רק באישור הלקוח, ובשם שהוא הסכים לו.</p>
        <TestimonialsForm page={page} refusal={refusal} busy={busy} />
      </section>
      <Versions page={page} busy={busy} />
    </section>
  );
}
