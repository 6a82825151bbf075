import { describe, expect, it } from "vitest";
import { handledNoticeWords } from "./handled-notice.ts";

describe("the notice about the leads of the old 'טופלו' tab", () => {
  it("says where they went, with their count, in the view's and the stage's own names", () => {
    expect(handledNoticeWords.text(605)).toBe("הלשונית ״טופלו״ הוסרה: 605 הלידים שהיו בה נמצאים עכשיו ב״הכל״, בשלב ״טופל״.");
    expect(handledNoticeWords.text(2049)).toContain("2,049 הלידים");
    expect(handledNoticeWords.link).toBe("לתצוגת ״הכל״");
  });

  it("speaks of one lead in the singular", () => {
    expect(handledNoticeWords.text(1)).toBe("הלשונית ״טופלו״ הוסרה: הליד שהיה בה נמצא עכשיו ב״הכל״, בשלב ״טופל״.");
  });
});
