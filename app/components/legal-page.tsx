import type { LegalDocument } from "../content/legal-document.ts";
import { businessIdentityLines, ownContactChannels } from "../lib/business-details.ts";
import { telHref } from "../lib/phone.ts";
import { Bidi } from "./bidi.tsx";
import { PageHeader } from "./page/page-header.tsx";
import { PhoneNumber } from "./phone-number.tsx";
import { useSite } from "./use-site.ts";

/**
 * A legal page (/privacy, /terms, /accessibility): the title, the last update and numbered sections. A section's
 * heading is `<anchorPrefix>-<id>` (or its number when it has no id), for its aria-labelledby.
 * `contact` replaces the business's own phone and e-mail where a section shows contact details
 * (the accessibility statement's coordinator).
 */
export function LegalPage({
  title,
  document,
  anchorPrefix,
  contact,
}: {
  title: string;
  document: LegalDocument;
  anchorPrefix: string;
  contact?: { phone?: string; email?: string };
}) {
  const site = useSite();
  const identity = businessIdentityLines(site);
  const channels = contact ?? ownContactChannels(site);
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <PageHeader title={title} lead={`עודכן לאחרונה: ${document.updated}`} />
      <ol className="space-y-8">
        {document.sections.map((section, i) => {
          const headingId = `${anchorPrefix}-${section.id ?? i + 1}`;
          return (
            <li key={section.id ?? section.heading}>
              <section id={section.id} aria-labelledby={headingId} className={section.id ? "scroll-mt-24 space-y-3" : "space-y-3"}>
                <h2 id={headingId} className="text-2xl font-bold text-brand-900">
                  {i + 1}. {section.heading}
                </h2>
                {section.paragraphs.map((p) => (
                  <p key={p} className="text-lg leading-relaxed">
                    <Bidi>{p}</Bidi>
                  </p>
                ))}
                {section.list && (
                  <ul className="list-disc space-y-1 ps-6 text-lg">
                    {section.list.map((item) => (
                      <li key={item}>
                        <Bidi>{item}</Bidi>
                      </li>
                    ))}
                  </ul>
                )}
                {section.withIdentity && identity.length > 0 && (
                  <ul className="space-y-1 text-lg" data-business-identity>
                    {identity.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
                {section.withContactDetails && <ContactDetails phone={channels.phone} email={channels.email} />}
              </section>
            </li>
          );
        })}
      </ol>
    </article>
  );
}

/** The owner's own phone and e-mail; an example one is never named in legal text: the contact form instead. */
function ContactDetails({ phone, email }: { phone?: string; email?: string }) {
  if (!phone && !email) {
    return (
      <p className="text-lg">
        <a href="/contact" className="inline-flex min-h-11 items-center text-brand-700 underline">
          בטופס יצירת הקשר
        </a>
      </p>
    );
  }
  return (
    <p className="text-lg">
      {phone ? (
        <>
          טלפון:{" "}
          <a href={telHref(phone)} className="text-brand-700 underline">
            <PhoneNumber phone={phone} />
          </a>
        </>
      ) : null}
      {phone && email ? " · " : null}
      {email ? (
        <>
          אימייל:{" "}
          <a href={`mailto:${email}`} className="text-brand-700 underline" dir="ltr">
            {email}
          </a>
        </>
      ) : null}
    </p>
  );
}
