import type { ReactNode } from "react";
import { bidiRuns } from "../lib/bidi.ts";
import { heldRuns } from "../lib/typography.ts";

/** Plain text with its prices and standards' numbers each kept on one line (app/lib/typography.ts). */
function Held({ text }: { text: string }): ReactNode {
  const runs = heldRuns(text);
  if (!runs.some((run) => run.held)) return text;
  return runs.map((run, i) =>
    run.held ? (
      <span key={i} className="whitespace-nowrap">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}

/**
 * Content text with its numbers in the right visual order: temperatures, percentages, ranges and
 * times are isolated left to right (app/lib/bidi.ts), and app.css keeps each such run on one
 * line; a price stays with its ₪. Every component that renders content copy renders it through this.
 */
export function Bidi({ children }: { children: string }): ReactNode {
  const runs = bidiRuns(children);
  if (!runs.some((run) => run.ltr)) return <Held text={children} />;
  return runs.map((run, i) =>
    run.ltr ? (
      <bdi key={i} dir="ltr">
        {run.text}
      </bdi>
    ) : (
      <Held key={i} text={run.text} />
    ),
  );
}
