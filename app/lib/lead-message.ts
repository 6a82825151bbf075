import type { LeadInput } from "./lead-schema.ts";

/** The prefilled Hebrew chat message a visitor sends after the form (docs/product.md#in-the-browser). */
export function leadChatMessage(lead: Pick<LeadInput, "name" | "phone" | "email" | "fromLocation" | "toLocation">): string {
  const lines = ["שלום, אשמח לקבל שירות שליחויות.", `שם: ${lead.name}`, `טלפון: ${lead.phone}`];
  if (lead.email) lines.push(`אימייל: ${lead.email}`);
  if (lead.fromLocation) lines.push(`מוצא: ${lead.fromLocation}`);
  if (lead.toLocation) lines.push(`יעד: ${lead.toLocation}`);
  lines.push("אשמח לקבל פרטים נוספים.");
  return lines.join("\n");
}

/**
 * The chat message of a job application (the join-team form): the visitor wants to join. The
 * optional city travels in the lead's fromLocation field until the lead schema has its own.
 */
export function applicationChatMessage(lead: Pick<LeadInput, "name" | "phone" | "email" | "fromLocation">): string {
  const lines = ["שלום, אני רוצה להצטרף לצוות השליחים שלכם.", `שם: ${lead.name}`, `טלפון: ${lead.phone}`];
  if (lead.email) lines.push(`אימייל: ${lead.email}`);
  if (lead.fromLocation) lines.push(`עיר: ${lead.fromLocation}`);
  lines.push("אשמח שתחזרו אליי עם פרטים על העבודה.");
  return lines.join("\n");
}
