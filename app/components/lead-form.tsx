import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { visitRecord } from "../lib/attribution.ts";
import { leadFieldsFromForm } from "../lib/lead-fields.ts";
import { applicationChatMessage, leadChatMessage } from "../lib/lead-message.ts";
import type { LeadField, LeadSource } from "../lib/lead-schema.ts";
import { whatsappHref } from "../lib/phone.ts";
import { VEHICLES, vehicleLabels } from "../lib/vehicles.ts";
import { agentReply, leadFormTool, leadParamDescriptions } from "../lib/webmcp.ts";
import { visitStorage } from "./attribution-recorder.tsx";
import { ConsentText } from "./consent-text.tsx";
import { useCurrentPath, useSite } from "./use-site.ts";
import { notify, preloadToaster } from "./notices.tsx";
import { Button, buttonVariants } from "./ui/button.tsx";
import { TextField, textFieldClass } from "./ui/text-field.tsx";

/* The validation code loads when a form is first used, not with the page (docs/decisions/013). */
let leadSchema: typeof import("../lib/lead-schema.ts") | undefined;
const loadLeadSchema = async () => (leadSchema ??= await import("../lib/lead-schema.ts"));
function preloadSubmitPath() {
  void loadLeadSchema();
  preloadToaster();
}

const formMessages = {
  errorTitle: "שגיאה",
  thanksTitle: "תודה!",
  thanksBody: "נחזור אליך בהקדם",
  unexpected: "משהו השתבש, נסו שוב",
} as const;

/** The join-team page's application: stored apart from the customers' leads. */
export const APPLICATION_SOURCE = "join_team";

interface LeadFormProps {
  /** lead_form on the home page's main form, contact_form everywhere else, join_team for an application. */
  source: LeadSource | typeof APPLICATION_SOURCE;
  withEmail?: boolean;
  submitLabel?: string;
}

/** A required field's label: its star is for the eye (the field itself says it is required). */
const required = (label: string) => (
  <>
    {`${label} `}
    <span aria-hidden="true">*</span>
  </>
);

/**
 * The lead form. Without JavaScript it posts to /api/leads, which saves the lead and redirects
 * to the chat. With JavaScript: validate (first error as a toast), open the chat tab inside the
 * click (popup blockers allow that), save, point the tab at the chat, thank, clear.
 */
export function LeadForm({ source, withEmail = false, submitLabel = "שליחה והמשך לוואטסאפ" }: LeadFormProps) {
  const site = useSite();
  const pathname = useCurrentPath();
  const id = useId();
  const isApplication = source === APPLICATION_SOURCE;
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [invalidField, setInvalidField] = useState<LeadField | null>(null);

  // Native validation serves browsers without JavaScript; with it, our Hebrew messages do.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
    formRef.current?.addEventListener("focusin", preloadSubmitPath, { once: true });
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    // An agent's submit (WebMCP) takes the person's path below and hears how it ended.
    const reply = agentReply(event.nativeEvent);
    try {
      // The same fields, read the same way, as the server reads a post without JavaScript
      // (source and pagePath from the form's hidden inputs).
      const payload = {
        ...leadFieldsFromForm(new FormData(form)),
        // Where the visit began and the calculator's last estimate, as this tab remembered them (docs/decisions/020).
        ...visitRecord(visitStorage()),
      };
      // Already loaded on focus, so the chat tab below still opens inside the gesture.
      const result = (leadSchema ?? (await loadLeadSchema())).validateLead(payload);
      if (!result.ok) {
        setInvalidField(result.field);
        notify("error", formMessages.errorTitle, result.message);
        reply({ ok: false, field: result.field, message: result.message });
        if (result.field) form.querySelector<HTMLElement>(`[name="${result.field}"]`)?.focus();
        return;
      }
      setInvalidField(null);

      const chatUrl = whatsappHref(site.whatsappNumber, isApplication ? applicationChatMessage(result.lead) : leadChatMessage(result.lead));
      const chatTab = window.open("", "_blank");
      if (chatTab) chatTab.opener = null;

      setPending(true);
      try {
        const response = await fetch("/api/leads", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(payload),
        });
        if (!response.ok) console.error("Lead save failed", response.status);
        reply({ ok: response.ok, status: response.status, message: response.ok ? formMessages.thanksBody : formMessages.unexpected });
      } catch (error) {
        // The lead still reaches the business through the chat (docs/product.md#r7-save-failure).
        console.error("Lead save failed", error);
        reply({ ok: false, message: formMessages.unexpected });
      }

      if (chatTab) chatTab.location.href = chatUrl;
      else window.location.href = chatUrl;
      notify("success", formMessages.thanksTitle, formMessages.thanksBody);
      form.reset();
    } catch (error) {
      console.error("Lead form failed", error);
      notify("error", formMessages.errorTitle, formMessages.unexpected);
      reply({ ok: false, message: formMessages.unexpected });
    } finally {
      setPending(false);
    }
  }

  const field = (name: LeadField) => ({
    id: `${id}-${name}`,
    name,
    invalid: invalidField === name,
    toolparamdescription: leadParamDescriptions[name as keyof typeof leadParamDescriptions],
  });
  const checkbox = (name: LeadField) => {
    const { invalid, ...rest } = field(name);
    return { ...rest, "aria-invalid": invalid || undefined };
  };

  return (
    <form ref={formRef} method="post" action="/api/leads" onSubmit={onSubmit} className="space-y-4" data-lead-form={source} {...leadFormTool}>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="pagePath" value={pathname} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field("name")} label={required("שם מלא")} type="text" required autoComplete="name" />
        <TextField
          {...field("phone")}
          label={required("טלפון")}
          hint="לדוגמה 050-123-4567"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          inputClassName="text-end"
        />
        {withEmail && (
          <TextField
            {...field("email")}
            label="אימייל (לא חובה)"
            type="email"
            autoComplete="email"
            dir="ltr"
            inputClassName="text-end"
            className="sm:col-span-2"
          />
        )}
        {isApplication ? (
          <>
            <div>
              <label htmlFor={`${id}-vehicle`} className="font-medium">
                {required("כלי הרכב לעבודה")}
              </label>
              <select
                id={`${id}-vehicle`}
                name="vehicle"
                required
                defaultValue=""
                aria-invalid={invalidField === "vehicle" || undefined}
                className={textFieldClass}
              >
                <option value="">בחרו כלי רכב</option>
                {VEHICLES.map((vehicle) => (
                  <option key={vehicle} value={vehicle}>
                    {vehicleLabels[vehicle]}
                  </option>
                ))}
              </select>
            </div>
            <TextField {...field("workArea")} label="אזור עבודה מבוקש (לא חובה)" type="text" autoComplete="off" />
            <TextField {...field("fromLocation")} label="עיר מגורים (לא חובה)" type="text" autoComplete="address-level2" />
          </>
        ) : (
          <>
            <TextField {...field("fromLocation")} label="כתובת איסוף (לא חובה)" type="text" autoComplete="off" />
            <TextField {...field("toLocation")} label="כתובת יעד (לא חובה)" type="text" autoComplete="off" />
          </>
        )}
      </div>

      {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>אתר אינטרנט</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" toolparamdescription={leadParamDescriptions.website} />
      </div>

      <div className="flex items-start gap-2">
        <input {...checkbox("consent")} type="checkbox" required className="mt-1 size-5 shrink-0 accent-brand-700" />
        <label htmlFor={`${id}-consent`}>
          <ConsentText application={isApplication} />
          <span aria-hidden="true"> *</span>
        </label>
      </div>

      <Button type="submit" disabled={pending} variant={buttonVariants.chat} className="w-full rounded-lg px-6 py-3 text-lg font-bold disabled:opacity-70">
        {pending ? "שולח..." : submitLabel}
      </Button>
    </form>
  );
}
