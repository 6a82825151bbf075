// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Button, buttonSizes, buttonVariants, LinkButton } from "./button.tsx";

afterEach(cleanup);

describe("<Button>", () => {
  it("is type=button unless told otherwise, with its variant, size and classes", () => {
    render(
      <>
        <Button variant={buttonVariants.chat} size={buttonSizes.lg} className="w-full">
          צ׳אט
        </Button>
        <Button type="submit">שליחה</Button>
      </>,
    );
    const chat = screen.getByRole("button", { name: "צ׳אט" });
    expect(chat.getAttribute("type")).toBe("button");
    expect(chat.className.split(" ").sort()).toEqual(`${buttonSizes.lg} ${buttonVariants.chat} w-full`.split(" ").sort());
    const submit = screen.getByRole("button", { name: "שליחה" });
    expect(submit.getAttribute("type")).toBe("submit");
    expect(submit.hasAttribute("class")).toBe(false);
  });
});

describe("<LinkButton>", () => {
  it("is a router link with `to` and a plain link with `href`", async () => {
    const router = createMemoryRouter([
      {
        path: "/",
        Component: () => (
          <>
            <LinkButton to="/contact" variant={buttonVariants.call}>
              צרו קשר
            </LinkButton>
            <LinkButton href="tel:+972501234567" variant={buttonVariants.light}>
              חייגו
            </LinkButton>
          </>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole("link", { name: "צרו קשר" })).getAttribute("href")).toBe("/contact");
    const call = screen.getByRole("link", { name: "חייגו" });
    expect(call.getAttribute("href")).toBe("tel:+972501234567");
    expect(call.className).toBe(buttonVariants.light);
  });
});
