/**
 * International digits for an Israeli phone number (the admin's WhatsApp action, docs/product.md#actions-on-a-lead):
 * digits only; a leading 0 becomes 972; a number already starting with 972 is kept;
 * anything else gets 972 in front.
 */
export function toInternationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("972")) return digits;
  if (digits.startsWith("0")) return `972${digits.slice(1)}`;
  return `972${digits}`;
}

/**
 * An Israeli number's national digits (a 0, then 8 or 9 digits), however it was typed: "+972 52
 * 687 0920", "972-52-...", "00972...", "+972 052...", "0526870920", "526870920"; null when the
 * digits are not an Israeli mobile, VoIP (05x, 07x: ten digits) or landline (02, 03, 04, 08, 09:
 * nine digits) number.
 */
function nationalDigits(phone: string): string | null {
  let digits = phone.replace(/\D/g, "");
  if (digits.startsWith("00972")) digits = digits.slice(2);
  if (digits.startsWith("972")) digits = digits.slice(3);
  if (!digits.startsWith("0")) digits = `0${digits}`;
  return /^0(?:[57]\d{8}|[2-489]\d{7})$/.test(digits) ? digits : null;
}

/**
 * The number's normal form as international digits, which every tel: and chat link is built from:
 * an Israeli number's national digits behind 972 (so "+972 052..." loses the stray 0), anything
 * else as toInternationalDigits reads it.
 */
export function normalInternationalDigits(phone: string): string {
  const national = nationalDigits(phone);
  return national ? `972${national.slice(1)}` : toInternationalDigits(phone);
}

/**
 * A phone as the owner reads it, in one Israeli form whatever the visitor typed: 052-687-0920,
 * 077-123-4567, 02-123-4567. A number that is not an Israeli one is shown as typed (trimmed).
 * Only the display: the record keeps what was typed.
 */
export function phoneForDisplay(phone: string): string {
  const national = nationalDigits(phone);
  if (!national) return phone.trim();
  return national.length === 10
    ? `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`
    : `${national.slice(0, 2)}-${national.slice(2, 5)}-${national.slice(5)}`;
}

/** A tel: link that dials from abroad too, from the number's normal form. */
export function telHref(phone: string): string {
  return `tel:+${normalInternationalDigits(phone)}`;
}

/**
 * A WhatsApp chat link, with the message ready to send. Hebrew letters, geresh and gershayim stay
 * as they are (a URL may hold them; the browser encodes them when it follows the link):
 * percent-encoded, each would be six bytes of the page instead of two. Everything else is encoded.
 */
export function whatsappHref(internationalDigits: string, message?: string): string {
  const base = `https://wa.me/${internationalDigits.replace(/\D/g, "")}`;
  return message ? `${base}?text=${message.replace(/[^\u05D0-\u05EA\u05F3\u05F4]+/g, encodeURIComponent)}` : base;
}

/**
 * A phone as a spreadsheet should show it: an Israeli number in its local form with hyphens
 * (054-266-5322, 02-123-4567), which Excel and LibreOffice read as text, so the leading zero
 * stays; "0542665322" or "+972542665322" in a CSV cell is read as a number and loses it (or
 * becomes 5.43E+11). A number that is not an Israeli one of 9 or 10 digits stays as typed.
 */
export function phoneForSpreadsheet(phone: string): string {
  const digits = toInternationalDigits(phone);
  const local = `0${digits.slice(3)}`;
  if (local.length === 10 && /^0[5-9]/.test(local)) return `${local.slice(0, 3)}-${local.slice(3, 6)}-${local.slice(6)}`;
  if (local.length === 9 && /^0[2-489]/.test(local)) return `${local.slice(0, 2)}-${local.slice(2, 5)}-${local.slice(5)}`;
  return phone;
}
