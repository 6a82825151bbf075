/** The longest e-mail address any form accepts (the lead forms, the admin sign-in, the users command): 254 characters, SMTP's limit. */
export const EMAIL_MAX = 254;
