import { normalInternationalDigits, whatsappHref } from "./phone.ts";

export interface ChatLead {
  name: string;
  phone: string;
  fromLocation: string | null;
  toLocation: string | null;
}

/** Hebrew joins "from"/"to" to a Hebrew word directly (מחיפה) and with a hyphen otherwise (מ-Haifa). */
const attach = (prefix: string, place: string) => (/^[\u05D0-\u05EA]/u.test(place) ? `${prefix}${place}` : `${prefix}-${place}`);

/** The message the owner sends a lead: greets by name, mentions the places when given. */
export function adminChatMessage(lead: ChatLead): string {
  const from = lead.fromLocation?.trim();
  const to = lead.toLocation?.trim();
  let route = "";
  if (from && to) route = ` ${attach("מ", from)} ${attach("ל", to)}`;
  else if (from) route = ` ${attach("מ", from)}`;
  else if (to) route = ` ${attach("ל", to)}`;
  return `שלום ${lead.name.trim()}, קיבלנו את פנייתך בנושא משלוח${route}. נשמח לעזור ולתת הצעת מחיר.`;
}

/** The chat link to the lead's own number in its normal form (the same the tel: link and the shown number come from). */
export function adminChatHref(lead: ChatLead): string {
  return whatsappHref(normalInternationalDigits(lead.phone), adminChatMessage(lead));
}
