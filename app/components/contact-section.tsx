import { useId } from "react";
import type { LeadSource } from "../lib/lead-schema.ts";
import { PICKUP_PROMISE } from "../lib/customer-facts.ts";
import { telHref } from "../lib/phone.ts";
import { LeadForm } from "./lead-form.tsx";
import { useSite } from "./use-site.ts";
import { PhoneNumber } from "./phone-number.tsx";

interface ContactSectionProps {
  source?: LeadSource;
  withEmail?: boolean;
  title?: string;
  className?: string;
}

/** The call-to-action block with the phone to dial, and the lead form beside it. */
export function ContactSection({ source = "contact_form", withEmail = false, title = "השאירו פרטים ונחזור אליכם", className = "" }: ContactSectionProps) {
  const site = useSite();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`rounded-card bg-surface-alt p-6 shadow-sm ${className}`}>
      <div className="mb-6 rounded-card bg-brand-800 p-5 text-white">
        <p className="text-lg font-bold">צריכים שליח עכשיו?</p>
        <p className="mt-1">התקשרו: {PICKUP_PROMISE}</p>
        <a
          href={telHref(site.phone)}
          className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-white px-5 py-2 font-bold text-brand-800 hover:bg-brand-50"
        >
          <span className="sr-only">חייגו אלינו: </span>
          <PhoneNumber phone={site.phone} />
        </a>
      </div>
      <h2 id={headingId} className="mb-4 text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <LeadForm source={source} withEmail={withEmail} />
    </section>
  );
}
