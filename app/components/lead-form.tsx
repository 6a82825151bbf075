import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { leadChatMessage } from "../lib/lead-message";
import { validateLead, type LeadField, type LeadSource } from "../lib/lead-schema";
import { whatsappHref } from "../lib/phone";
import { useCurrentPath, useSite } from "./site";

export const formMessages = {
  errorTitle: "שגיאה",
  thanksTitle: "תודה!",
  thanksBody: "נחזור אליך בהקדם",
  unexpected: "משהו השתבש, נסו שוב",
} as const;

interface LeadFormProps {
  /** lead_form on the home page's main form, contact_form everywhere else. */
  source: LeadSource;
  withEmail?: boolean;
  submitLabel?: string;
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-ink placeholder:text-gray-500 aria-invalid:border-red-700";

/**
 * The lead form. Without JavaScript it posts to /api/leads, which saves the lead and redirects
 * to the chat. With JavaScript: validate (first error as a toast), open the chat tab inside the
 * click (popup blockers allow that), save, point the tab at the chat, thank, clear.
 */
export function LeadForm({ source, withEmail = false, submitLabel = "שליחה והמשך לוואטסאפ" }: LeadFormProps) {
  const site = useSite();
  const pathname = useCurrentPath();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [invalidField, setInvalidField] = useState<LeadField | null>(null);

  // Native validation serves browsers without JavaScript; with it, our Hebrew messages do.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    try {
      const data = new FormData(form);
      const text = (name: string) => String(data.get(name) ?? "");
      const payload = {
        name: text("name"),
        phone: text("phone"),
        email: withEmail ? text("email") : undefined,
        fromLocation: text("fromLocation"),
        toLocation: text("toLocation"),
        consent: data.has("consent"),
        source,
        pagePath: pathname,
        website: text("website"),
      };
      const result = validateLead(payload);
      if (!result.ok) {
        setInvalidField(result.field);
        toast.error(formMessages.errorTitle, { description: result.message });
        if (result.field) form.querySelector<HTMLElement>(`[name="${result.field}"]`)?.focus();
        return;
      }
      setInvalidField(null);

      const chatUrl = whatsappHref(site.whatsappNumber, leadChatMessage(result.lead));
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
      } catch (error) {
        // The lead still reaches the business through the chat (DECISIONS.md, "Save failure").
        console.error("Lead save failed", error);
      }

      if (chatTab) chatTab.location.href = chatUrl;
      else window.location.href = chatUrl;
      toast.success(formMessages.thanksTitle, { description: formMessages.thanksBody });
      form.reset();
    } catch (error) {
      console.error("Lead form failed", error);
      toast.error(formMessages.errorTitle, { description: formMessages.unexpected });
    } finally {
      setPending(false);
    }
  }

  const field = (name: LeadField) => ({ id: `${id}-${name}`, name, "aria-invalid": invalidField === name || undefined });

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/leads"
      onSubmit={onSubmit}
      className="space-y-4"
      data-lead-form={source}
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="pagePath" value={pathname} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="font-medium">
            שם מלא <span aria-hidden="true">*</span>
          </label>
          <input {...field("name")} type="text" required autoComplete="name" className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="font-medium">
            טלפון <span aria-hidden="true">*</span>
          </label>
          <input {...field("phone")} type="tel" required autoComplete="tel" inputMode="tel" dir="ltr" className={`${inputClass} text-end`} />
        </div>
        {withEmail && (
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-email`} className="font-medium">
              אימייל (לא חובה)
            </label>
            <input {...field("email")} type="email" autoComplete="email" dir="ltr" className={`${inputClass} text-end`} />
          </div>
        )}
        <div>
          <label htmlFor={`${id}-fromLocation`} className="font-medium">
            כתובת איסוף (לא חובה)
          </label>
          <input {...field("fromLocation")} type="text" autoComplete="off" className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-toLocation`} className="font-medium">
            כתובת יעד (לא חובה)
          </label>
          <input {...field("toLocation")} type="text" autoComplete="off" className={inputClass} />
        </div>
      </div>

      {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>אתר אינטרנט</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="flex items-start gap-2">
        <input {...field("consent")} type="checkbox" required className="mt-1 size-5 shrink-0 accent-brand-700" />
        <label htmlFor={`${id}-consent`}>
          קראתי ואני מסכים/ה ל
          <a href="/privacy" target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
            מדיניות הפרטיות ותנאי השימוש
          </a>
          <span aria-hidden="true"> *</span>
        </label>
      </div>

      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-lg bg-whatsapp px-6 py-3 text-lg font-bold text-white hover:brightness-110 disabled:opacity-70"
      >
        {pending ? "שולח..." : submitLabel}
      </button>
    </form>
  );
}
