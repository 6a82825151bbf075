/**
 * The lead form's eleven fields as the lead schema reads them (validateLead), taken from a posted
 * form: by the browser before it sends the lead as JSON, and by POST /api/leads for a plain form
 * post without JavaScript. One mapping, so the two cannot drift apart.
 */
export interface LeadFormFields {
  name: string | undefined;
  phone: string | undefined;
  email: string | undefined;
  /** A job application's (the join-team form): the vehicle's key and the area asked for. */
  vehicle: string | undefined;
  workArea: string | undefined;
  fromLocation: string | undefined;
  toLocation: string | undefined;
  /** A checkbox: ticked when present, whatever its value. */
  consent: boolean;
  source: string | undefined;
  pagePath: string | undefined;
  /** The honeypot, as posted: any value at all, a file included, fills it (isHoneypotFilled). */
  website: FormDataEntryValue | undefined;
}

/** A text field's value; a missing field, or a file where text belongs, is not given. */
function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

export function leadFieldsFromForm(form: FormData): LeadFormFields {
  return {
    name: text(form, "name"),
    phone: text(form, "phone"),
    email: text(form, "email"),
    vehicle: text(form, "vehicle"),
    workArea: text(form, "workArea"),
    fromLocation: text(form, "fromLocation"),
    toLocation: text(form, "toLocation"),
    consent: form.has("consent"),
    source: text(form, "source"),
    pagePath: text(form, "pagePath"),
    website: form.get("website") ?? undefined,
  };
}
