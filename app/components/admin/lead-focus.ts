/**
 * Where keyboard focus goes when what the owner was working on goes away: the lead's own
 * control when it is still on the screen (its detail closed), else a neighbour's (its row left
 * the view), else the list's heading. Without this, focus falls to the top of the page.
 */

/** Every lead's actions on the screen, in order, that the owner can see (the table or the cards, not the dialog). */
function visibleActionGroups(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("[data-lead-actions]")].filter((el) => !el.closest("dialog") && el.checkVisibility());
}

/** A lead's row holds some controls for one layout only (the card's call, the table's icons): the first the owner can see. */
const firstControl = (group: Element | undefined) =>
  [...(group?.querySelectorAll<HTMLElement>("a[href], button:not([disabled])") ?? [])].find((el) => el.checkVisibility()) ?? null;

/** The lead's "details": the table's icon, or on a card the same link folded under "פעולות נוספות" (shown when its fold is). */
const detailsControl = (group: Element | undefined) =>
  [...(group?.querySelectorAll<HTMLElement>("[data-lead-details]") ?? [])].find((el) => el.checkVisibility() || el.closest("details")?.checkVisibility()) ??
  null;

function focusHeading(): void {
  const heading = document.querySelector<HTMLElement>("#admin-title") ?? document.querySelector<HTMLElement>("main h2");
  if (!heading) return;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus();
}

/** After a detail closes: the lead's "details" control (the one that opened it), or the heading. */
export function focusLeadControl(leadId: number | undefined): void {
  if (document.activeElement && document.activeElement !== document.body && !document.activeElement.closest("dialog")) return;
  const group = visibleActionGroups().find((el) => el.dataset.leadActions === String(leadId));
  const control = detailsControl(group) ?? firstControl(group);
  // A phone card folds "פרטים" under "פעולות נוספות" (a card drawn anew after an undo starts folded).
  const fold = control?.closest("details");
  if (fold && !fold.open) fold.open = true;
  if (control) control.focus();
  else focusHeading();
}

/** Before a change that may take the lead's row out of the view: the neighbours to fall back on. */
export function neighboursOf(leadId: number): string[] {
  const groups = visibleActionGroups();
  const index = groups.findIndex((el) => el.dataset.leadActions === String(leadId));
  if (index < 0) return [];
  return [groups[index + 1], groups[index - 1]].filter((el): el is HTMLElement => !!el).map((el) => el.dataset.leadActions!);
}

/** After the change: if the row went, focus the next row's first control (or the previous one's), else the heading. */
export function focusAfterRowChange(leadId: number, neighbours: string[]): void {
  // Made from the lead's open dialog: focus stays in it; closing it returns focus (focusLeadControl).
  if (document.querySelector("dialog:modal")) return;
  const groups = visibleActionGroups();
  if (groups.some((el) => el.dataset.leadActions === String(leadId))) return; // still here: focus stays where it is
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected && !active.closest("dialog")) return;
  for (const id of neighbours) {
    const control = firstControl(groups.find((el) => el.dataset.leadActions === id));
    if (control) {
      control.focus();
      return;
    }
  }
  focusHeading();
}
