// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TextField } from "./text-field.tsx";

afterEach(cleanup);

describe("<TextField>", () => {
  it("names the input by its label, and is neither described nor invalid by default", () => {
    render(<TextField id="f-name" label="שם מלא" name="name" />);
    const input = screen.getByLabelText("שם מלא");
    expect(input.tagName).toBe("INPUT");
    expect(input.getAttribute("name")).toBe("name");
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
  });

  it("wires the hint and the error into aria-describedby, and the error makes it invalid", () => {
    render(<TextField id="f-code" label="קוד" hint="6 ספרות" error="הקוד שגוי" />);
    const input = screen.getByLabelText("קוד");
    expect(input.getAttribute("aria-describedby")).toBe("f-code-hint f-code-error");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("הקוד שגוי");
    expect(screen.getByRole("textbox", { description: "6 ספרות הקוד שגוי" })).toBe(input);
  });

  it("marks it invalid without a message, and adds an error placed elsewhere", () => {
    render(<TextField id="q" label="חיפוש" invalid describedBy="q-error" />);
    const input = screen.getByLabelText("חיפוש");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("q-error");
  });

  it("draws a textarea, and leaves its div out when bare", () => {
    const { container } = render(<TextField bare multiline id="note" label="הערה" rows={3} />);
    expect(screen.getByLabelText("הערה").tagName).toBe("TEXTAREA");
    expect(container.firstElementChild?.tagName).toBe("LABEL");
  });
});
