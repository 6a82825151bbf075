import type { ReactNode } from "react";
import { latinRuns } from "../../lib/admin-words.ts";

/** Hebrew text with its Latin words, codes, paths and numbers isolated left to right (no "לJohn", no scrambled "npm run backup."). */
export function LtrRuns({ text }: { text: string }): ReactNode {
  const runs = latinRuns(text);
  if (!runs.some((run) => run.ltr)) return text;
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
