import type { ReactNode } from "react";
import { bidiRuns } from "../lib/bidi-runs.ts";
import { heldRuns, splitLeadingUnit } from "../lib/typography.ts";

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
 * times are isolated left to right (app/lib/bidi-runs.ts), and app.css keeps each such run on one
 * line; a price stays with its ₪. Every component that renders content copy renders it through this.
 */
export function Bidi({ children }: { children: string }): ReactNode {
  const runs = bidiRuns(children);
  if (!runs.some((run) => run.ltr)) return <Held text={children} />;
  const nodes: ReactNode[] = [];
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i]!;
    if (!run.ltr) {
      nodes.push(<Held key={i} text={run.text} />);
      continue;
    }
    const range = (
      <bdi key={i} dir="ltr">
        {run.text}
      </bdi>
    );
    // A range keeps the unit after it on its line: "100–150 ₪", "1–3 שעות".
    const next = runs[i + 1];
    const { unit, rest } = next && !next.ltr ? splitLeadingUnit(next.text) : { unit: "", rest: "" };
    if (!unit) {
      nodes.push(range);
      continue;
    }
    nodes.push(
      <span key={i} className="whitespace-nowrap">
        {range}
        {unit}
      </span>,
    );
    if (rest) nodes.push(<Held key={`${i}-rest`} text={rest} />);
    i++;
  }
  return nodes;
}
