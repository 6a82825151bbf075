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
