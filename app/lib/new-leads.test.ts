import { describe, expect, it } from "vitest";
import { newLeadsAbove, newLeadsAboveText, newLeadsAnnouncement, type LeadBox } from "./new-leads.ts";

describe("newLeadsAboveText", () => {
  it("says one lead in words and more as a number", () => {
    expect(newLeadsAboveText(1)).toBe("ליד חדש אחד למעלה");
    expect(newLeadsAboveText(2)).toBe("2 לידים חדשים למעלה");
    expect(newLeadsAboveText(1200)).toBe("1,200 לידים חדשים למעלה");
  });
});

describe("newLeadsAnnouncement", () => {
  it("names one lead, or says one arrived when the list does not show it", () => {
    expect(newLeadsAnnouncement(1, ["יוסי כהן"])).toBe("ליד חדש: יוסי כהן");
    expect(newLeadsAnnouncement(1, [])).toBe("הגיע ליד חדש");
    expect(newLeadsAnnouncement(1, ["  "])).toBe("הגיע ליד חדש");
  });

  it("names up to three and says there are more", () => {
    expect(newLeadsAnnouncement(2, ["דנה", "רון"])).toBe("הגיעו 2 לידים חדשים: דנה, רון");
    expect(newLeadsAnnouncement(5, ["א", "ב", "ג", "ד"])).toBe("הגיעו 5 לידים חדשים: א, ב, ג ועוד");
    expect(newLeadsAnnouncement(3, [])).toBe("הגיעו 3 לידים חדשים");
  });
});

describe("newLeadsAbove", () => {
  const box = (id: number, top: number, height = 80): LeadBox => ({ id, top, bottom: top + height, height });
  const all = () => true;

  it("counts only leads wholly above the screen's top", () => {
    const boxes = [box(9, -400), box(8, -60), box(7, 100)];
    expect(newLeadsAbove(boxes, all)).toEqual([9]); // 8 still shows its bottom 20 px
  });

  it("counts only new leads, newest first", () => {
    const boxes = [box(3, -900), box(12, -700), box(5, -500), box(11, -300)];
    expect(newLeadsAbove(boxes, (id) => id > 10)).toEqual([12, 11]);
  });

  it("ignores the copy that is not drawn and counts a lead shown twice once", () => {
    const hidden = { id: 4, top: 0, bottom: 0, height: 0 };
    expect(newLeadsAbove([hidden], all)).toEqual([]);
    expect(newLeadsAbove([hidden, box(4, -200), box(4, -200)], all)).toEqual([4]);
  });

  it("takes a screen top below a fixed bar", () => {
    expect(newLeadsAbove([box(6, 0, 50)], all, 60)).toEqual([6]);
    expect(newLeadsAbove([box(6, 0, 50)], all)).toEqual([]);
  });
});
