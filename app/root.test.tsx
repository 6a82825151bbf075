// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root.tsx";

type Props = Parameters<typeof ErrorBoundary>[0];
const renderBoundary = (error: unknown) =>
  render(
    <MemoryRouter>
      <ErrorBoundary {...({ error, params: {} } as unknown as Props)} />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe("root ErrorBoundary", () => {
  it("shows the generic error screen with the message and no stack in production", () => {
    vi.stubEnv("DEV", false);
    const error = new Error("the database is on fire");
    renderBoundary(error);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Unexpected Application Error!");
    expect(screen.getByText("the database is on fire")).toBeTruthy();
    expect(document.body.textContent).not.toContain("at ");
  });

  it("draws the 404 page for a 404 response", () => {
    renderBoundary({ status: 404, statusText: "Not Found", internal: false, data: null });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Oops! Page not found");
  });
});
