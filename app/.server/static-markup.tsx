import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/** A part of a page drawn once, on the server, as HTML for <StaticHtml> (app/components/static-html.tsx). */
export function staticMarkup(node: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
}
