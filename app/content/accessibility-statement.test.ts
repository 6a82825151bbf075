import { describe, expect, it } from "vitest";
import { accessibilityStatementOf, REPORT_ANSWERED_DAYS, STATEMENT_DATE } from "./accessibility-statement.ts";
import { accessibilityContact, exampleSiteConfig } from "../lib/business-details.ts";

const text = (contact: Parameters<typeof accessibilityStatementOf>[0]) =>
  accessibilityStatementOf(contact)
    .sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])])
    .join("\n");
const section = (contact: Parameters<typeof accessibilityStatementOf>[0], id: string) => accessibilityStatementOf(contact).sections.find((s) => s.id === id)!;

describe("the accessibility statement", () => {
  it("has what regulation 35 asks for: the level aimed at, what was checked and when, what is not accessible, and how to report", () => {
    const statement = accessibilityStatementOf({});
    expect(statement.updated).toBe(STATEMENT_DATE);
    expect(STATEMENT_DATE).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(statement.sections.map((s) => s.id)).toEqual(["commitment", "level", "done", "settings", "checked", "not-accessible", "service", "contact"]);
    const all = text({});
    expect(all).toContain("ת״י 5568");
    expect(all).toContain("WCAG 2.0");
    // A target checked against, not a claim of full compliance.
    expect(all).not.toMatch(/עומד בדרישות|עומד בכל|נגיש במלואו/);
    expect(section({}, "checked").paragraphs[0]).toContain(`הבדיקה האחרונה: ${STATEMENT_DATE}`);
    expect(section({}, "checked").list!.join(" ")).toContain("axe-core");
    expect(section({}, "not-accessible").list!.join(" ")).toContain("וואטסאפ");
    expect(section({}, "contact").paragraphs.join(" ")).toContain(`תוך ${REPORT_ANSWERED_DAYS} ימים`);
    expect(section({}, "contact").withContactDetails).toBe(true);
  });

  it("names the coordinator the owner set, right above the phone and e-mail", () => {
    const contact = section({ name: "דנה כהן", phone: "052-555-1234", email: "negishut@north.co.il" }, "contact");
    expect(contact.paragraphs.at(-1)).toBe("רכז/ת הנגישות שלנו: דנה כהן. פנו בטלפון או באימייל:");
    expect(section({ name: "דנה כהן", email: "negishut@north.co.il" }, "contact").paragraphs.at(-1)).toBe("רכז/ת הנגישות שלנו: דנה כהן. פנו באימייל:");
  });

  it("without a coordinator names no one: the business's own channels, or the site's contact form", () => {
    expect(section({ phone: "04-866-2020", email: "office@north.co.il" }, "contact").paragraphs.at(-1)).toBe("פנו אלינו בטלפון או באימייל:");
    expect(section({ phone: "04-866-2020" }, "contact").paragraphs.at(-1)).toBe("פנו אלינו בטלפון:");
    expect(section({}, "contact").paragraphs.at(-1)).toBe("פנו אלינו דרך האתר:");
    expect(text({})).not.toContain("רכז/ת הנגישות שלנו");
  });
});

describe("who takes a report of an accessibility problem", () => {
  const own = { ...exampleSiteConfig, phone: "04-866-2020", email: "office@north.co.il" };

  it("is the coordinator, with the coordinator's own phone and e-mail", () => {
    expect(
      accessibilityContact({ ...own, accessibilityCoordinator: "דנה כהן", accessibilityPhone: "052-555-1234", accessibilityEmail: "negishut@north.co.il" }),
    ).toEqual({ name: "דנה כהן", phone: "052-555-1234", email: "negishut@north.co.il" });
  });

  it("falls back to the business's own phone and e-mail where the coordinator's are not set", () => {
    expect(accessibilityContact({ ...own, accessibilityCoordinator: "דנה כהן" })).toEqual({
      name: "דנה כהן",
      phone: "04-866-2020",
      email: "office@north.co.il",
    });
    expect(accessibilityContact({ ...own, accessibilityEmail: "negishut@north.co.il" })).toEqual({ phone: "04-866-2020", email: "negishut@north.co.il" });
    expect(accessibilityContact({ ...own, accessibilityCoordinator: "", accessibilityPhone: "", accessibilityEmail: "" })).toEqual({
      phone: "04-866-2020",
      email: "office@north.co.il",
    });
  });

  it("never names an installation example: with only examples, nothing (the statement sends to the contact form)", () => {
    expect(accessibilityContact(exampleSiteConfig)).toEqual({});
    expect(accessibilityContact({ ...exampleSiteConfig, accessibilityEmail: "a11y@example.com" })).toEqual({});
  });
});
