/**
 * Leads that arrived while the admin was open (docs/decisions/047): the words the page says about
 * them, and which of them sit above the owner's scroll position. No I/O; the browser side is
 * app/components/admin/new-leads-*.
 */
const number = new Intl.NumberFormat("he-IL");

/** A lead's row or card is "seen" once this much of it stays on the screen this long, with the tab in front. */
export const SEEN_AFTER_MS = 2500;
export const SEEN_RATIO = 0.6;

export const newLeadsMessages = {
  mark: "חדש",
  /** Read after the mark by a screen reader: why the lead is marked. */
  markHint: "הגיע מאז שהדף נפתח",
  soundOn: "צליל לליד חדש: פועל",
  soundOff: "צליל לליד חדש: כבוי",
  soundLabel: "צליל לליד חדש",
};

/** The pill's words: how many new leads are above the screen ("2 לידים חדשים למעלה"). */
export function newLeadsAboveText(count: number): string {
  return count === 1 ? "ליד חדש אחד למעלה" : `${number.format(count)} לידים חדשים למעלה`;
}

/** What a screen reader hears, politely, when leads arrive: their names when the list shows them. */
export function newLeadsAnnouncement(count: number, names: readonly string[]): string {
  const named = names.filter((name) => name.trim()).slice(0, 3);
  if (count === 1) return named.length ? `ליד חדש: ${named[0]}` : "הגיע ליד חדש";
  const head = `הגיעו ${number.format(count)} לידים חדשים`;
  return named.length ? `${head}: ${named.join(", ")}${count > named.length ? " ועוד" : ""}` : head;
}

/** Where a lead's row or card is, relative to the top of the screen (getBoundingClientRect). */
export interface LeadBox {
  id: number;
  top: number;
  bottom: number;
  /** Zero for a copy that is not drawn (the table below 1024 px, the cards above). */
  height: number;
}

/**
 * The new leads wholly above the screen's top edge, newest (highest id) first. A lead drawn twice
 * (table and cards) counts once, by the copy that is drawn; hidden copies are ignored.
 */
export function newLeadsAbove(boxes: readonly LeadBox[], isNew: (id: number) => boolean, screenTop = 0): number[] {
  const above = new Set<number>();
  for (const box of boxes) if (box.height > 0 && isNew(box.id) && box.bottom <= screenTop) above.add(box.id);
  return [...above].sort((a, b) => b - a);
}
