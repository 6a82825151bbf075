// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { allPages } from "../content/pages";
import { breadcrumbJsonLd, breadcrumbTrail, Breadcrumbs } from "./breadcrumbs";

afterEach(cleanup);

describe("breadcrumbTrail", () => {
  it("is empty on the home page", () => {
    expect(breadcrumbTrail("/")).toEqual([]);
  });

  it("follows the path segments with the Hebrew labels", () => {
    expect(breadcrumbTrail("/blog/delivery-tips")).toEqual([
      { path: "/", label: "דף הבית" },
      { path: "/blog", label: "בלוג" },
      { path: "/blog/delivery-tips", label: "5 טיפים לבחירת חברת שליחויות" },
    ]);
    expect(breadcrumbTrail("/shipping-haifa")).toEqual([
      { path: "/", label: "דף הבית" },
      { path: "/shipping-haifa", label: "חיפה" },
    ]);
  });

  it("knows /international-shipping from the label map", () => {
    expect(breadcrumbTrail("/international-shipping").map((c) => c.label)).toEqual(["דף הבית", "משלוחים בינלאומיים"]);
  });

  it("ignores a trailing slash (pre-rendering adds one)", () => {
    expect(breadcrumbTrail("/blog/")).toEqual(breadcrumbTrail("/blog"));
  });

  it("gives nothing for a path the map does not know", () => {
    expect(breadcrumbTrail("/no-such-page")).toEqual([]);
    expect(breadcrumbTrail("/blog/no-such-article")).toEqual([]);
  });

  it("has a trail for every public page but the home page", () => {
    for (const page of allPages.filter((p) => p.path !== "/")) {
      expect(breadcrumbTrail(page.path).at(-1)?.label).toBe(page.label);
    }
  });
});

describe("breadcrumbJsonLd", () => {
  it("is a schema.org BreadcrumbList with positions and absolute URLs", () => {
    expect(breadcrumbJsonLd(breadcrumbTrail("/blog"), "https://example.co.il")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "דף הבית", item: "https://example.co.il/" },
        { "@type": "ListItem", position: 2, name: "בלוג", item: "https://example.co.il/blog" },
      ],
    });
  });
});

describe("<Breadcrumbs>", () => {
  // A data router, as in the app: the component reads the site settings from the root route.
  const at = (path: string) =>
    render(<RouterProvider router={createMemoryRouter([{ path: "*", Component: Breadcrumbs }], { initialEntries: [path] })} />);

  it("renders nothing on the home page", () => {
    const { container } = at("/");
    expect(container.innerHTML).toBe("");
  });

  it("renders a labelled nav, links for the ancestors and the current page as text", () => {
    const { container } = at("/blog/delivery-tips");
    const nav = screen.getByRole("navigation", { name: "פירורי לחם" });
    expect([...nav.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(["/", "/blog"]);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe("5 טיפים לבחירת חברת שליחויות");
    const json = container.querySelector('script[type="application/ld+json"]')?.textContent ?? "";
    expect(JSON.parse(json)["@type"]).toBe("BreadcrumbList");
    expect(json).not.toContain("<");
  });
});
