import type { ReactNode } from "react";
import { bidiRuns } from "../lib/bidi.ts";

/**
 * Content text with its numbers in the right visual order: temperatures, percentages, ranges and
 * times are isolated left to right (app/lib/bidi.ts). Every component that renders content copy
 * renders it through this.
 */
export function Bidi({ children }: { children: string }): ReactNode {
  const runs = bidiRuns(children);
  if (!runs.some((run) => run.ltr)) return children;
  return runs.map((run, i) =>
    run.ltr ? (
      <bdi key={i} dir="ltr">
        {run.text}
      </bdi>
    ) : (
      run.text
    ),
  );
}
