/**
 * The environment of a site whose business details are the owner's own, not the installation's
 * examples: with these, the status card has no "site-examples" warning (issue 40), as on a site in
 * use. For tests and benchmarks that measure or assert the card or the leads screen as the owner has it.
 */
export const OWNERS_OWN_DETAILS = {
  BUSINESS_PHONE: "04-999-1234",
  WHATSAPP_NUMBER: "972529991234",
  BUSINESS_EMAIL: "office@courier-north.co.il",
  BUSINESS_ADDRESS: "רחוב העצמאות 5, חיפה",
  BUSINESS_LEGAL_NAME: "שליחויות הצפון בע״מ",
  BUSINESS_COMPANY_ID: "515123453",
} as const;
