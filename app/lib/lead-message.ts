import type { LeadInput } from "./lead-schema.ts";
import { vehicleLabel } from "./vehicles.ts";

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
 * The chat message of a job application (the join-team form): the visitor wants to join, with the
 * vehicle, and the area and home city when given. The city travels in the lead's fromLocation.
 */
export function applicationChatMessage(lead: Pick<LeadInput, "name" | "phone" | "email" | "vehicle" | "workArea" | "fromLocation">): string {
  const lines = ["שלום, אני רוצה להצטרף לצוות השליחים שלכם.", `שם: ${lead.name}`, `טלפון: ${lead.phone}`];
  if (lead.email) lines.push(`אימייל: ${lead.email}`);
  if (lead.vehicle) lines.push(`כלי רכב: ${vehicleLabel(lead.vehicle)}`);
  if (lead.workArea) lines.push(`אזור עבודה מבוקש: ${lead.workArea}`);
  if (lead.fromLocation) lines.push(`עיר מגורים: ${lead.fromLocation}`);
  lines.push("אשמח שתחזרו אליי עם פרטים על העבודה.");
  return lines.join("\n");
}
