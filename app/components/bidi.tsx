import type { ReactNode } from "react";
import { bidiRuns } from "../lib/bidi.ts";
import { holdTogether } from "../lib/typography.ts";

/**
 * Content text with its numbers in the right visual order: temperatures, percentages, ranges and
 * times are isolated left to right (app/lib/bidi.ts). Every component that renders content copy
 * renders it through this.
 */
export function Bidi({ children }: { children: string }): ReactNode {
  const runs = bidiRuns(holdTogether(children));
  if (!runs.some((run) => run.ltr)) return runs.map((run) => run.text).join("");
  // A range, time span or percentage is one unit: it never breaks across lines.
  return runs.map((run, i) =>
    run.ltr ? (
      <bdi key={i} dir="ltr" className="whitespace-nowrap">
        {run.text}
      </bdi>
    ) : (
      run.text
    ),
  );
}
