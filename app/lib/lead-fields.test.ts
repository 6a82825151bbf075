import { describe, expect, it } from "vitest";
import { leadFieldsFromForm } from "./lead-fields.ts";
import { isHoneypotFilled, validateLead } from "./lead-schema.ts";

const formOf = (entries: [string, string | Blob][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("leadFieldsFromForm", () => {
  it("maps the lead form's fields, which the schema then accepts", () => {
    const fields = leadFieldsFromForm(
      formOf([
        ["source", "contact_form"],
        ["pagePath", "/contact"],
        ["name", "דנה כהן"],
        ["phone", "050-1234567"],
        ["email", "dana@example.com"],
        ["fromLocation", "תל אביב"],
        ["toLocation", "חיפה"],
        ["website", ""],
        ["consent", "on"],
      ]),
    );
    expect(fields).toEqual({
      name: "דנה כהן",
      phone: "050-1234567",
      email: "dana@example.com",
      vehicle: undefined,
      workArea: undefined,
      fromLocation: "תל אביב",
      toLocation: "חיפה",
      consent: true,
      source: "contact_form",
      pagePath: "/contact",
      website: "",
    });
    expect(validateLead(fields)).toMatchObject({ ok: true, lead: { name: "דנה כהן", consent: true, pagePath: "/contact" } });
    expect(isHoneypotFilled(fields.website)).toBe(false);
  });

  it("leaves out what was not posted, and an unticked box is no consent", () => {
    expect(leadFieldsFromForm(new FormData())).toEqual({
      name: undefined,
      phone: undefined,
      email: undefined,
      vehicle: undefined,
      workArea: undefined,
      fromLocation: undefined,
      toLocation: undefined,
      consent: false,
      source: undefined,
      pagePath: undefined,
      website: undefined,
    });
    // Only the box ticked: the first missing field is the one the visitor hears about.
    expect(validateLead(leadFieldsFromForm(formOf([["consent", "on"]])))).toMatchObject({ ok: false, field: "name" });
  });

  it("maps a job application's vehicle and work area, posted without JavaScript as with it", () => {
    const fields = leadFieldsFromForm(
      formOf([
        ["source", "join_team"],
        ["pagePath", "/join-team"],
        ["name", "יוסי לוי"],
        ["phone", "052-7654321"],
        ["vehicle", "motorcycle"],
        ["workArea", "גוש דן"],
        ["fromLocation", "רמת גן"],
        ["consent", "on"],
      ]),
    );
    expect(fields).toMatchObject({ vehicle: "motorcycle", workArea: "גוש דן", fromLocation: "רמת גן" });
    expect(validateLead(fields)).toMatchObject({ ok: true, lead: { vehicle: "motorcycle", workArea: "גוש דן", fromLocation: "רמת גן" } });
    // The select left on its empty choice: refused on the vehicle.
    expect(validateLead({ ...fields, vehicle: "" })).toMatchObject({ ok: false, field: "vehicle" });
  });

  it("takes a ticked box whatever its value, and the first of repeated fields", () => {
    const fields = leadFieldsFromForm(
      formOf([
        ["consent", ""],
        ["name", "ראשון"],
        ["name", "שני"],
      ]),
    );
    expect(fields.consent).toBe(true);
    expect(fields.name).toBe("ראשון");
  });

  it("treats a file where text belongs as not given, but a file in the honeypot fills it", () => {
    const file = new Blob(["x"], { type: "text/plain" });
    const fields = leadFieldsFromForm(
      formOf([
        ["name", file],
        ["website", file],
      ]),
    );
    expect(fields.name).toBeUndefined();
    expect(fields.website).toBeInstanceOf(Blob);
    expect(isHoneypotFilled(fields.website)).toBe(true);
    expect(isHoneypotFilled(leadFieldsFromForm(formOf([["website", "https://spam.example"]])).website)).toBe(true);
  });

  it("ignores fields that are not the form's", () => {
    expect(
      Object.keys(
        leadFieldsFromForm(
          formOf([
            ["is_spam", "0"],
            ["id", "7"],
          ]),
        ),
      ),
    ).toEqual(["name", "phone", "email", "vehicle", "workArea", "fromLocation", "toLocation", "consent", "source", "pagePath", "website"]);
  });
});
