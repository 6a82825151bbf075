import { describe, expect, it } from "vitest";
import { listedLead, type AdminLead } from "./admin-leads.ts";
import { emptyAttribution } from "./attribution.ts";
import { keepUnchanged, type DashboardData } from "./admin-page.ts";

const lead = (id: number, stage: AdminLead["stage"] = "new"): AdminLead => ({
  id,
  createdAt: "2026-11-28T10:00:00.000Z",
  name: `ליד ${id}`,
  phone: "050-1234567",
  email: null,
  fromLocation: "חיפה",
  toLocation: "תל אביב",
  vehicle: null,
  workArea: null,
  source: "lead_form",
  notes: null,
  handledAt: null,
  stage,
  wonValue: null,
  lostReason: null,
  isSpam: false,
  deletedAt: null,
  pagePath: "/",
  attribution: { ...emptyAttribution(), utm_source: "google", utm_campaign: "haifa" },
  quote: null,
  firstContact: null,
  awaitingFirstContact: true,
});

const page = (leads: AdminLead[], due: AdminLead[] = []): Pick<DashboardData, "query" | "list" | "reminders"> => ({
  query: { view: "open", q: "", page: 1, lead: null },
  list: { rows: leads.map(listedLead), total: leads.length, page: 1, pageSize: 50 },
  reminders: { now: "2026-11-28T10:00:00.000Z", due: due.map(listedLead), byLead: {} },
});

describe("listedLead", () => {
  it("sends what brought the lead as its one label, without the parts or the page path", () => {
    const listed = listedLead(lead(1));
    expect(listed.attributionLabel).toBe("google / haifa");
    expect(listed).not.toHaveProperty("attribution");
    expect(listed).not.toHaveProperty("pagePath");
  });
});

describe("keepUnchanged", () => {
  it("keeps the leads and the query that did not change as the objects already shown, and takes the changed ones", () => {
    const before = page([lead(1), lead(2)], [lead(3)]);
    const fresh = page([lead(1), lead(2, "won"), lead(4)], [lead(3)]);
    const kept = keepUnchanged(before, fresh);
    expect(kept.list!.rows[0]).toBe(before.list!.rows[0]);
    expect(kept.list!.rows[1]).toBe(fresh.list!.rows[1]);
    expect(kept.list!.rows[1]!.stage).toBe("won");
    expect(kept.list!.rows[2]).toBe(fresh.list!.rows[2]);
    expect(kept.reminders!.due[0]).toBe(before.reminders!.due[0]);
    expect(kept.query).toBe(before.query);
  });

  it("takes everything fresh when nothing was shown before, or the query changed", () => {
    const fresh = page([lead(1)]);
    expect(keepUnchanged(undefined, fresh)).toBe(fresh);
    const searched = { ...fresh, query: { ...fresh.query, q: "חיפה" } };
    expect(keepUnchanged(page([lead(1)]), searched).query).toBe(searched.query);
  });
});
