// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { LegalDocument } from "../content/legal-document.ts";
import { exampleSiteConfig, type SiteConfig } from "../lib/business-details.ts";
import { LegalPage } from "./legal-page.tsx";

afterEach(cleanup);

const document: LegalDocument = {
  updated: "01.02.2026",
  sections: [
    { heading: "כללי", paragraphs: ["פסקה ראשונה של הסעיף."], withIdentity: true },
    { heading: "רשימה", paragraphs: ["פסקה שנייה של הסעיף."], list: ["פריט א", "פריט ב"] },
    { heading: "יצירת קשר", paragraphs: ["פסקה שלישית של הסעיף."], withContactDetails: true },
  ],
};

// A data router, as in the app: the business details come from the root route's loader data.
function renderPage(page: LegalDocument, anchorPrefix: string, site: SiteConfig = exampleSiteConfig, contact?: { phone?: string; email?: string }) {
  const Page = () => <LegalPage title="מסמך" document={page} anchorPrefix={anchorPrefix} contact={contact} />;
  return render(
    <RouterProvider
      router={createMemoryRouter([{ id: "root", path: "/", Component: Page, loader: () => ({ site }) }], {
        hydrationData: { loaderData: { root: { site } } },
      })}
    />,
  );
}

describe("<LegalPage>", () => {
  it("numbers the sections, labels each by its heading and shows the last update", () => {
    const { container } = renderPage(document, "privacy");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("מסמך");
    expect(container.textContent).toContain("עודכן לאחרונה: 01.02.2026");
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(["1. כללי", "2. רשימה", "3. יצירת קשר"]);
    expect(headings.map((h) => h.id)).toEqual(["privacy-1", "privacy-2", "privacy-3"]);
    const sections = [...container.querySelectorAll("section")];
    expect(sections.map((s) => s.getAttribute("aria-labelledby"))).toEqual(["privacy-1", "privacy-2", "privacy-3"]);
    expect(sections.map((s) => s.id)).toEqual(["", "", ""]);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toContain("פריט ב");
  });

  it("makes a section with an id an anchor, and names its heading by the id", () => {
    const { container } = renderPage({ ...document, sections: document.sections.map((s, i) => ({ ...s, id: ["general", "list", "contact"][i] })) }, "terms");
    const sections = [...container.querySelectorAll("section")];
    expect(sections.map((s) => s.id)).toEqual(["general", "list", "contact"]);
    expect(sections.map((s) => s.getAttribute("aria-labelledby"))).toEqual(["terms-general", "terms-list", "terms-contact"]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.id)).toEqual(["terms-general", "terms-list", "terms-contact"]);
  });

  it("names the owner's own phone and e-mail, never an example one (the contact form instead), and its registered identity only when it has one", () => {
    const { container } = renderPage(document, "privacy");
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(container.querySelector('a[href="/contact"]')?.textContent).toBe("בטופס יצירת הקשר");
    expect(container.querySelector("[data-business-identity]")).toBeNull();
    cleanup();
    const ownPhone = renderPage(document, "privacy", { ...exampleSiteConfig, phone: "04-866-2020" });
    expect(ownPhone.container.querySelector('a[href^="tel:"]')?.getAttribute("href")).toBe("tel:+97248662020");
    expect(ownPhone.container.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(ownPhone.container.querySelector('a[href="/contact"]')).toBeNull();
    cleanup();
    const both = renderPage(document, "privacy", { ...exampleSiteConfig, phone: "04-866-2020", email: "office@north.co.il" });
    expect(both.container.querySelector('a[href="mailto:office@north.co.il"]')).not.toBeNull();
    expect(both.container.textContent).toContain("טלפון: 04-866-2020 · אימייל: office@north.co.il");
    cleanup();
    const registered = renderPage(document, "privacy", { ...exampleSiteConfig, legalName: "שליח בע״מ", companyId: "512345678" });
    expect([...registered.container.querySelectorAll("[data-business-identity] li")].map((li) => li.textContent)).toEqual([
      "שם רשום: שליח בע״מ",
      "ח״פ: 512345678",
    ]);
  });

  it("names the contact it is given (the accessibility coordinator's) instead of the business's", () => {
    const site = { ...exampleSiteConfig, phone: "04-866-2020", email: "office@north.co.il" };
    const { container } = renderPage(document, "accessibility", site, { phone: "052-555-1234", email: "negishut@north.co.il" });
    expect(container.querySelector('a[href^="tel:"]')?.getAttribute("href")).toBe("tel:+972525551234");
    expect(container.querySelector('a[href^="mailto:"]')?.getAttribute("href")).toBe("mailto:negishut@north.co.il");
    cleanup();
    const none = renderPage(document, "accessibility", site, {});
    expect(none.container.querySelector('a[href="/contact"]')?.textContent).toBe("בטופס יצירת הקשר");
  });
});
