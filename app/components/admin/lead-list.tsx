import { useCallback, useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { useFetchers, useLocation, useNavigate, useSubmit, type Fetcher } from "react-router";
import { adminMessages, type ListedLead } from "../../lib/admin-leads.ts";
import { adminHref, type AdminQuery, type AdminTab } from "../../lib/admin-query.ts";
import { isContactWay, waitingMinutes } from "../../lib/first-contact.ts";
import { isLeadStage, isOpenStage, type LeadStage } from "../../lib/lead-stages.ts";
import { ADMIN_PAGES, LEAD_CHANGES } from "../../lib/paths.ts";
import { stageFields, stageTap, type StageAsk } from "../../lib/stage-taps.ts";
import { sendFirstContact, useContactSettings, useMinuteClock } from "./contact-links.tsx";
import { focusAfterRowChange } from "./lead-focus.ts";
import { markRowMayGo, rowsThatMayGo, unmarkRowMayGo } from "./lead-actions.tsx";
import { leadFormId, LeadRow, RowLabelPrefixes } from "./lead-row.tsx";
import { useUnseenLeads } from "./new-leads-store.ts";
import { dueReminderBadge, useReminderFacts } from "./reminder-badge.tsx";

/** Whether a lead at this stage is in the view (spam and trash views hold no lead a stage moves). */
const viewHoldsStage = (view: AdminTab, stage: LeadStage) =>
  view === "all" || view === "applicants" || view === "spam" || view === "trash" || (view === "open" ? isOpenStage(stage) : view === stage);

/** The table's columns; fixed widths for the short ones, the rest share what is left. */
const columns = [
  ["תאריך", "w-28"],
  ["שם", ""],
  ["טלפון", "w-32"],
  ["מוצא", ""],
  ["יעד", ""],
  ["מקור", "w-36"],
  ["אימייל", ""],
] as const;

type PendingChange = { form: FormData; to: string; key: string };

/** The changes to leads on their way to the server, by lead. */
function pendingByLead(fetchers: (Fetcher & { key: string })[]): Map<number, PendingChange> {
  const pending = new Map<number, PendingChange>();
  for (const fetcher of fetchers) {
    const id = Number(fetcher.formData?.get("id"));
    if (fetcher.formData && fetcher.formAction && id)
      pending.set(id, { form: fetcher.formData, to: new URL(fetcher.formAction, "http://admin.invalid").pathname, key: fetcher.key });
  }
  return pending;
}

/**
 * Changes on their way to the server, shown at once: a lead being deleted, restored or erased
 * leaves the list, one moved to another stage leaves a view that does not hold that stage.
 */
function optimisticLeads(leads: ListedLead[], query: AdminQuery, pending: Map<number, PendingChange>): ListedLead[] {
  if (pending.size === 0) return leads;
  return leads.flatMap((lead) => {
    const change = pending.get(lead.id);
    if (!change) return [lead];
    if (change.to === LEAD_CHANGES.trash || change.to === LEAD_CHANGES.restore || change.to === LEAD_CHANGES.erase) return [];
    const stage = change.form.get("stage");
    if (change.to !== LEAD_CHANGES.stage || !isLeadStage(stage)) return [lead];
    // A search shows every live view: a lead moved to another stage stays in its results.
    if (!query.q && !viewHoldsStage(query.view, stage)) return [];
    return [{ ...lead, stage, handledAt: isOpenStage(stage) ? null : (lead.handledAt ?? new Date().toISOString()) }];
  });
}

/**
 * What the rows' controls do with JavaScript, handled once for the whole list (the rows are plain
 * markup, lead-row.tsx): a stage or a delete is sent through a fetcher keyed by the lead (the
 * route's clientAction tells how it went, with the undo), a delete asked first in a dialog; a
 * link to a lead's detail opens it without reloading the page; a call or WhatsApp link records
 * the first contact beside opening. Focus follows: back to the control once its change is done
 * where the row stays, to a neighbour's where it went.
 */
function useRowControls(leads: ListedLead[], place: string, shownIds: number[], pending: Map<number, PendingChange>) {
  // "הוזמן" or "לא רלוונטי" tapped on a card: its value or reason asked there (one lead at a time).
  const [asking, setAsking] = useState<{ leadId: number; ask: StageAsk; error?: string } | null>(null);
  const closeAsk = useCallback(() => setAsking(null), []);
  const submit = useSubmit();
  const navigate = useNavigate();
  const location = useLocation();
  // The control a change was sent from: disabled while it is on its way, which drops focus to the page's top.
  const sentFrom = useRef<{ key: string; control: HTMLElement; seenBusy: boolean } | null>(null);
  const pendingKeys = [...pending.values()].map((change) => change.key).join(" ");
  useEffect(() => {
    const sent = sentFrom.current;
    if (!sent) return;
    if (pendingKeys.split(" ").includes(sent.key)) {
      sent.seenBusy = true;
      return;
    }
    if (!sent.seenBusy) return;
    sentFrom.current = null;
    const active = document.activeElement;
    if (sent.control.isConnected && (!active || active === document.body)) sent.control.focus();
  }, [pendingKeys]);

  // A row that went (moved to a stage out of the view, deleted): focus to its neighbour, not the page's top.
  const shownKey = shownIds.join(" ");
  useEffect(() => {
    const shown = new Set(shownKey.split(" ").map(Number));
    for (const [leadId, neighbours] of rowsThatMayGo()) {
      if (shown.has(leadId)) {
        if (!pending.has(leadId)) unmarkRowMayGo(leadId);
        continue;
      }
      unmarkRowMayGo(leadId);
      requestAnimationFrame(() => focusAfterRowChange(leadId, neighbours));
    }
  }, [shownKey, pending]);

  const onSubmit = (event: FormEvent<HTMLTableElement>) => {
    const form = event.target;
    // Its `id` field shadows the form's id property: the attribute is read instead.
    if (!(form instanceof HTMLFormElement)) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!submitter) return;
    const data = new FormData(form, submitter);
    const leadId = Number(data.get("id"));
    if (!Number.isInteger(leadId) || form.getAttribute("id") !== leadFormId(leadId, place)) return;
    const to = submitter.getAttribute("formaction") ?? form.getAttribute("action");
    if (to === ADMIN_PAGES.confirm) {
      event.preventDefault();
      if (!window.confirm(adminMessages.deleteConfirm)) return;
      data.delete("intent"); // the confirmation screen's question, not the change's
      data.set("confirm", "yes");
      markRowMayGo(leadId);
      const key = `lead-${leadId}-trash`;
      sentFrom.current = { key, control: submitter, seenBusy: false };
      void submit(data, { method: "post", action: LEAD_CHANGES.trash, navigate: false, fetcherKey: key });
    } else if (to === LEAD_CHANGES.stage) {
      event.preventDefault();
      const control = submitter as HTMLButtonElement;
      const typed = form.elements.namedItem("value");
      const tap = stageTap(
        { name: control.name, value: control.value, save: control.dataset.stageSave !== undefined },
        asking?.leadId === leadId ? asking.ask : null,
        typed instanceof HTMLInputElement ? typed.value : null,
      );
      if (!tap) return;
      if ("ask" in tap) {
        setAsking(tap.ask ? { leadId, ask: tap.ask, ...(tap.error && { error: tap.error }) } : null);
        return;
      }
      setAsking(null);
      markRowMayGo(leadId);
      const key = `lead-${leadId}-stage`;
      // Back to the stage's chip once sent (the ask's own controls go with it).
      const chip = document.querySelector<HTMLElement>(
        `button[form="${form.getAttribute("id")}"][name="stage"][value="${tap.send.stage}"]:not([data-stage-save])`,
      );
      sentFrom.current = { key, control: chip ?? submitter, seenBusy: false };
      void submit(stageFields(data, tap.send), { method: "post", action: LEAD_CHANGES.stage, navigate: false, fetcherKey: key });
    }
  };

  const onClick = (event: MouseEvent<HTMLTableElement>) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[href]");
    // The reply templates' links record the contact themselves (ContactLink).
    if (!link || link.closest("[data-reply-chooser]")) return;
    const via = link.dataset.contact ?? (link.protocol === "tel:" ? "call" : undefined);
    if (via !== undefined) {
      const leadId = link.closest("[data-lead-id]")?.getAttribute("data-lead-id");
      const lead = leads.find((each) => String(each.id) === leadId);
      if (lead && isContactWay(via)) sendFirstContact(lead, via);
      return;
    }
    // A lead's detail on this screen, opened as React Router's <Link preventScrollReset> would: a plain click only.
    if (event.defaultPrevented || link.origin !== window.location.origin || link.target) return;
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const to = `${link.pathname}${link.search}`;
    void navigate(to, { preventScrollReset: true, replace: to === `${location.pathname}${location.search}` });
  };

  return { onSubmit, onClick, asking, closeAsk };
}

/**
 * The card's "פעולות נוספות" menus: each closes on Escape (focus back to its button) or a tap
 * elsewhere (the lead's dialog, opened from "פרטים", leaves it open: closing the dialog returns
 * focus there). What a menu rarely needs (the reply templates, the reminder's form) is drawn when
 * it first opens.
 */
function useRowMenus() {
  // A menu opened before the page was hydrated (its drawn parts wait for hydration, so reading the page here changes nothing React hydrates).
  const [opened, setOpened] = useState<ReadonlySet<string>>(() =>
    typeof document === "undefined"
      ? new Set()
      : new Set(
          [...document.querySelectorAll(".lead-actions > details[open]")].map(
            (menu) => `menu-${menu.closest("[data-lead-actions]")?.getAttribute("data-lead-actions")}`,
          ),
        ),
  );
  const onMenuToggle = useCallback((leadId: number, open: boolean, which: "menu" | "reminder") => {
    if (open) setOpened((was) => (was.has(`${which}-${leadId}`) ? was : new Set(was).add(`${which}-${leadId}`)));
  }, []);
  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Element;
      if (target.closest?.("dialog")) return;
      for (const menu of document.querySelectorAll<HTMLDetailsElement>(".lead-actions > details[open]")) if (!menu.contains(target)) menu.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const menu = (event.target as Element).closest?.<HTMLDetailsElement>(".lead-actions > details");
      if (!menu?.open) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [onMenuToggle]);
  return { opened, onMenuToggle };
}

/**
 * The leads of one view, one row each (lead-row.tsx; admin.css: .lead-table): from 1024 px a table
 * whose columns wrap long text instead of widening the page; below that the same rows as short
 * cards with what the owner decides on (name, from -> to, the estimate, when, the source; the
 * owner's note in a line when there is one), call and WhatsApp, and the rest behind "פעולות
 * נוספות"; the number and e-mail are in the lead's detail. What changes while the screen is open
 * (a change on its way, the waiting minutes, a lead not seen yet) is worked out here, once for
 * all the rows.
 */
export function LeadList({ leads, query, place = "" }: { leads: ListedLead[]; query: AdminQuery; place?: string }) {
  const pending = pendingByLead(useFetchers());
  const shown = optimisticLeads(leads, query, pending);
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  const settings = useContactSettings();
  const now = useMinuteClock(settings.now);
  const unseen = useUnseenLeads();
  const reminders = useReminderFacts();
  const { onSubmit, onClick, asking, closeAsk } = useRowControls(
    leads,
    place,
    shown.map((lead) => lead.id),
    pending,
  );
  const { opened, onMenuToggle } = useRowMenus();
  const searching = query.q !== "" && query.view !== "trash";
  return (
    <div className="lg:rounded-card lg:border lg:border-gray-200 lg:bg-white lg:shadow-sm">
      {/* The rows' own controls are what the owner taps; the table only hears their submits and clicks, once for all. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <table className="lead-table" onSubmit={onSubmit} onClick={onClick}>
        <caption className="sr-only">לידים</caption>
        <thead className="bg-surface-alt text-muted max-lg:sr-only">
          <tr>
            {columns.map(([column, width]) => (
              <th key={column} scope="col" className={width || undefined}>
                {column}
              </th>
            ))}
            <th scope="col" className="hidden xl:table-cell">
              הערות
            </th>
            <th scope="col" className="w-[16.5rem] xl:w-[23rem]">
              פעולות
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((lead) => {
            const change = pending.get(lead.id);
            const stage = change?.to === LEAD_CHANGES.stage ? change.form.get("stage") : null;
            return (
              <LeadRow
                key={lead.id}
                lead={lead}
                place={place}
                query={query}
                detailsHref={adminHref({ ...query, lead: lead.id })}
                back={back}
                searching={searching}
                pendingStage={isLeadStage(stage) ? stage : null}
                busy={change !== undefined}
                waitingMinutes={waitingMinutes(lead, now, settings.waitMinutes)}
                unseen={unseen.has(lead.id)}
                dueReminder={dueReminderBadge(reminders, lead.id)}
                menuOpened={opened.has(`menu-${lead.id}`)}
                reminderOpened={opened.has(`reminder-${lead.id}`)}
                onMenuToggle={onMenuToggle}
                asking={asking?.leadId === lead.id ? asking.ask : null}
                askError={asking?.leadId === lead.id ? asking.error : undefined}
                onAskClose={closeAsk}
              />
            );
          })}
        </tbody>
      </table>
      {/* Once on the screen: the due reminders' list above the view's uses the view's. */}
      {place === "" ? <RowLabelPrefixes /> : null}
    </div>
  );
}
