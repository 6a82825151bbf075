import { formatIsraelDateTime } from "../../lib/israel-time.ts";

/** When the figures were read: at a million leads they may be a few minutes old (app/.server/figures-cache.ts). */
export function FiguresTime({ at }: { at: string }) {
  return (
    <p className="mt-2 text-xs text-muted" data-figures-time>
      נכון ל-<time dateTime={at}>{formatIsraelDateTime(at)}</time>
    </p>
  );
}
