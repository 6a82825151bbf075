import type { ReactNode } from "react";
import type { PageRecord } from "../content/pages.ts";

/** A page with a hero heading and its intro; the page's own content goes in children. */
export function SimplePage({ page, children }: { page: PageRecord; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <header className="mb-8">
        <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{page.title}</h1>
        <p className="mt-3 text-lg text-muted">{page.description}</p>
      </header>
      {children}
    </article>
  );
}
