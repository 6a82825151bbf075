import { describe, expect, it } from "vitest";
import { parseEnv } from "../.server/config.ts";
import { privacy, RIGHTS_ANSWER_DAYS } from "./privacy.ts";

const text = (section: (typeof privacy.sections)[number]) => [...section.paragraphs, ...(section.list ?? [])].join("\n");
const all = privacy.sections.map(text).join("\n");
const section = (heading: RegExp) => {
  const found = privacy.sections.find((s) => heading.test(s.heading));
  if (!found) throw new Error(`no section ${heading}`);
  return found;
};

describe("the privacy policy (amendment 13, issue 41)", () => {
  it("keeps the spec's 11 numbered sections", () => {
    expect(privacy.sections).toHaveLength(11);
  });

  it("names the controller with the business's published identity and contact details, and asks no consent by use", () => {
    const controller = privacy.sections[0]!;
    expect(controller).toMatchObject({ withIdentity: true, withContactDetails: true });
    expect(text(controller)).toContain("בעל השליטה במאגר");
    expect(all).toContain("גלישה באתר אינה נחשבת הסכמה");
    expect(all).not.toMatch(/מהווים הסכמה|מהווה הסכמה|בהקדם/);
  });

  it("states the retention the server applies by default, kind by kind", () => {
    const defaults = parseEnv({});
    const retention = text(section(/כמה זמן/));
    expect(retention).toContain(`פנייה של לקוח שלא הפכה להזמנה: ${defaults.UNORDERED_LEAD_RETENTION_MONTHS} חודשים מהפעולה האחרונה`);
    expect(retention).toContain(`מועמדות לעבודה: ${defaults.APPLICATION_RETENTION_MONTHS} חודשים מהפעולה האחרונה`);
    expect(retention).toContain(`עד ${Math.round(defaults.LEAD_RETENTION_DAYS / 365)} שנים ממועד הפנייה`);
    expect(retention).toContain(`יומן הפעולות של צוות האתר (מי שינה, ייצא או מחק פנייה, ומתי): ${defaults.ACTIVITY_RETENTION_MONTHS} חודשים`);
    expect(retention).toContain("אחרי 30 ימים");
  });

  it("lists what each form sends, the applicant's home city and vehicle included", () => {
    const collected = text(section(/המידע שאתם שולחים/));
    for (const field of ["שם, מספר טלפון", "כתובת איסוף וכתובת יעד", "כתובת אימייל", "כלי הרכב", "אזור העבודה המבוקש", "עיר המגורים"])
      expect(collected).toContain(field);
  });

  it("names the recipients: WhatsApp of Meta, the browsers' push services, the mail server, the hosting provider", () => {
    const recipients = text(section(/למי המידע מגיע/));
    for (const name of ["WhatsApp, של חברת Meta", "Google, Apple, Mozilla או Microsoft", "שרת הדואר", "ספק האחסון"]) expect(recipients).toContain(name);
  });

  it("gives the rights to see, correct and delete, answered within 30 days, with the contact details", () => {
    const rights = privacy.sections.at(-1)!;
    expect(rights.withContactDetails).toBe(true);
    expect(RIGHTS_ANSWER_DAYS).toBe(30);
    expect(text(rights)).toMatch(/לעיין[\s\S]*לתקן[\s\S]*שנמחק[\s\S]*בתוך 30 ימים/);
  });

  it("quotes with ״...״, never a straight double quote", () => {
    expect(all).not.toContain('"');
  });
});
