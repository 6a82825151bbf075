// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { APPLICATION_RETENTION_MONTHS } from "../lib/retention-policy.ts";
import { ConsentText } from "./consent-text.tsx";

afterEach(cleanup);

const links = (container: HTMLElement) =>
  [...container.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("target"), a.getAttribute("rel")]);

describe("<ConsentText>", () => {
  it("says what a customer's consent means: this request answered, kept as the policy says; the policy and the terms in a new tab", () => {
    const { container } = render(<ConsentText application={false} />);
    expect(container.textContent).toBe("קראתי ואני מסכים/ה למדיניות הפרטיות ולתנאי השימוש והמשלוח: הפרטים ישמשו לחזור אליי בפנייה הזו");
    expect(links(container)).toEqual([
      ["מדיניות הפרטיות", "/privacy", "_blank", "noopener noreferrer"],
      ["תנאי השימוש והמשלוח", "/terms", "_blank", "noopener noreferrer"],
    ]);
  });

  it("asks an applicant for a recruitment consent of its own, with the months the server keeps an application", () => {
    const { container } = render(<ConsentText application />);
    expect(container.textContent).toBe(
      `קראתי ואני מסכים/ה למדיניות הפרטיות: הפרטים שמסרתי ישמשו כדי לבחון את המועמדות שלי לעבודה, ויימחקו ${APPLICATION_RETENTION_MONTHS} חודשים אחרי הפעולה האחרונה בה`,
    );
    expect(links(container)).toEqual([["מדיניות הפרטיות", "/privacy", "_blank", "noopener noreferrer"]]);
  });
});
