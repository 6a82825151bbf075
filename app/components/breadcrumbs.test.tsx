// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { siteNavigation } from "../content/pages.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";

afterEach(cleanup);

describe("<Breadcrumbs>", () => {
  // A data router, as in the app: the labels come from the root route's loader data.
  const at = (path: string) =>
    render(
      <RouterProvider
        router={createMemoryRouter([{ id: "root", path: "*", Component: Breadcrumbs, loader: () => ({ navigation: siteNavigation() }) }], {
          initialEntries: [path],
          hydrationData: { loaderData: { root: { navigation: siteNavigation() } } },
        })}
      />,
    );

  it("renders nothing on the home page", () => {
    const { container } = at("/");
    expect(container.innerHTML).toBe("");
  });

  it("renders a labelled nav, links for the ancestors and the current page as text, and no inline script", () => {
    const { container } = at("/blog/delivery-tips");
    const nav = screen.getByRole("navigation", { name: "נתיב ניווט" });
    expect([...nav.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(["/", "/blog"]);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe("5 טיפים לבחירת חברת שליחויות");
    // The BreadcrumbList JSON-LD lives in the head (pageMeta), not in the body.
    expect(container.querySelector("script")).toBeNull();
  });
});
