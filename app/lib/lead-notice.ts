/**
 * The new-lead e-mail notice's words: what the owner reads on the phone, in Hebrew, on the
 * Israeli clock, with the form's Hebrew name and a link straight to the lead in the admin.
 * Pure: app/.server/mail.ts sends it.
 */
import { isApplication, sourceLabel, type AdminLead } from "./admin-leads.ts";
import { formatIsraelDateTime } from "./israel-time.ts";
import { ADMIN_PATH } from "./paths.ts";
import { vehicleLabel } from "./vehicles.ts";

export type LeadNoticeFields = Pick<
  AdminLead,
  "id" | "createdAt" | "name" | "phone" | "email" | "fromLocation" | "toLocation" | "vehicle" | "workArea" | "source" | "pagePath"
>;

/** The lead's own address in the admin: its detail opened over the list (`?lead=ID`). */
export function leadAdminUrl(siteUrl: string, id: number): string {
  return new URL(`${ADMIN_PATH}?lead=${id}`, siteUrl).href;
}

export function leadNoticeText(lead: LeadNoticeFields, siteUrl: string): { subject: string; text: string } {
  const lines = [
    `שם: ${lead.name}`,
    `טלפון: ${lead.phone}`,
    lead.email ? `אימייל: ${lead.email}` : null,
    // A job application's home city travels where a customer's pickup does.
    lead.fromLocation ? `${isApplication(lead) ? "עיר מגורים" : "מוצא"}: ${lead.fromLocation}` : null,
    lead.toLocation ? `יעד: ${lead.toLocation}` : null,
    lead.vehicle ? `כלי רכב: ${vehicleLabel(lead.vehicle)}` : null,
    lead.workArea ? `אזור עבודה מבוקש: ${lead.workArea}` : null,
    `טופס: ${sourceLabel(lead.source)}${lead.pagePath ? ` (מהעמוד ${lead.pagePath})` : ""}`,
    `התקבל: ${formatIsraelDateTime(lead.createdAt)} (שעון ישראל)`,
    "",
    `לפתיחת הליד: ${leadAdminUrl(siteUrl, lead.id)}`,
  ].filter((line) => line !== null);
  return { subject: `ליד חדש: ${lead.name}`, text: lines.join("\n") };
}
