import type { ReactNode } from "react";
import { Bidi } from "../bidi.tsx";

/** The h1 and lead of a content page. */
export function PageHeader({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="mb-10">
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{title}</h1>
      <p className="mt-4 max-w-3xl text-xl leading-relaxed text-muted">
        <Bidi>{lead}</Bidi>
      </p>
      {children}
    </header>
  );
}
