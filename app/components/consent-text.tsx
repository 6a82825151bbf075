import { APPLICATION_RETENTION_MONTHS } from "../lib/retention-policy.ts";

const linkClass = "font-medium text-brand-700 underline";

/** A legal page, opened in a new tab so the form keeps what was typed (the spec: the consent links /privacy). */
function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
    </a>
  );
}

/**
 * The words of a lead form's consent box (issue 41, point 8): what ticking it means. A customer's
 * request: the privacy policy and the terms, the details used to answer this request and kept as
 * the policy says. A job application: its own, recruitment consent, with the months the server
 * keeps an application (app/lib/retention-policy.ts). Both begin "קראתי ואני מסכים/ה", as
 * before, so the box keeps its accessible name's opening.
 */
export function ConsentText({ application }: { application: boolean }) {
  if (application) {
    return (
      <>
        קראתי ואני מסכים/ה ל<LegalLink href="/privacy">מדיניות הפרטיות</LegalLink>: הפרטים שמסרתי ישמשו כדי לבחון את המועמדות שלי לעבודה, ויימחקו{" "}
        {APPLICATION_RETENTION_MONTHS} חודשים אחרי הפעולה האחרונה בה
      </>
    );
  }
  return (
    <>
      קראתי ואני מסכים/ה ל<LegalLink href="/privacy">מדיניות הפרטיות</LegalLink> ול<LegalLink href="/terms">תנאי השימוש והמשלוח</LegalLink>: הפרטים ישמשו לחזור
      אליי בפנייה הזו
    </>
  );
}
