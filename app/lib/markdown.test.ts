import { describe, expect, it } from "vitest";
import { interpolateFigures, isolateLtrRuns, lookupFigure, renderMarkdown, splitFrontmatter } from "./markdown.ts";

const figures = {
  prices: { express: { from: 120 }, ranges: ["30-80"] },
  times: { regular: "עד 24 שעות" },
  cold: { frozenC: -20 },
  nested: { whole: { a: 1 } },
};

describe("splitFrontmatter", () => {
  it("parses the YAML block and strips it from the body", () => {
    const { data, body } = splitFrontmatter("---\nid: 3\ntitle: כותרת\nkeywords: [א, ב]\n---\n\n## פרק\n");
    expect(data).toEqual({ id: 3, title: "כותרת", keywords: ["א", "ב"] });
    expect(body.trim()).toBe("## פרק");
  });

  it("gives an empty object when there is no frontmatter", () => {
    expect(splitFrontmatter("just text").data).toEqual({});
  });

  it("throws on broken YAML", () => {
    expect(() => splitFrontmatter("---\ntitle: [unclosed\n---\nbody")).toThrow();
  });
});

describe("figures", () => {
  it("reads dotted paths, array indexes included", () => {
    expect(lookupFigure(figures, "prices.express.from")).toBe(120);
    expect(lookupFigure(figures, "prices.ranges.0")).toBe("30-80");
  });

  it("refuses unknown, malformed and non-figure paths", () => {
    expect(() => lookupFigure(figures, "prices.overnight.from")).toThrow("unknown placeholder {{prices.overnight.from}}");
    expect(() => lookupFigure(figures, "prices.toString")).toThrow("unknown placeholder");
    expect(() => lookupFigure(figures, "prices..from")).toThrow("malformed placeholder");
    expect(() => lookupFigure(figures, "nested.whole")).toThrow("is not a single figure");
  });

  it("interpolates every placeholder in a text", () => {
    expect(interpolateFigures("אקספרס מ-{{prices.express.from}} ₪, רגיל {{ times.regular }}, הקפאה {{cold.frozenC}}°C", figures)).toBe(
      "אקספרס מ-120 ₪, רגיל עד 24 שעות, הקפאה -20°C",
    );
  });

  it("shows a range figure with an en dash", () => {
    expect(interpolateFigures("הנחה של {{range}}%", { range: "30-50" })).toBe("הנחה של 30–50%");
    expect(interpolateFigures("מסלול {{route}}", { route: "תל אביב-חיפה" })).toBe("מסלול תל אביב-חיפה");
  });

  it("fails on an unknown or unclosed placeholder", () => {
    expect(() => interpolateFigures("מחיר {{prices.express.to}}", figures)).toThrow("unknown placeholder {{prices.express.to}}");
    expect(() => interpolateFigures("מחיר {{prices.express.from", figures)).toThrow("unclosed placeholder");
  });
});

describe("renderMarkdown", () => {
  it("renders headings, lists, emphasis and internal links", () => {
    const html = renderMarkdown("## כותרת\n\nטקסט **מודגש** ו[קישור](/pricing).\n\n- אחד\n- שניים\n");
    expect(html).toContain("<h2>כותרת</h2>");
    expect(html).toContain("<strong>מודגש</strong>");
    expect(html).toContain('<a href="/pricing">קישור</a>');
    expect(html).toContain("<li>אחד</li>");
  });

  it("renders a GFM table with its caption, column and row headers", () => {
    const html = renderMarkdown("טבלה: זמני משלוח\n\n| מסלול | רגיל |\n|---|---|\n| תל אביב - חיפה | 24 שעות |\n");
    expect(html).toContain("<caption>זמני משלוח</caption>");
    expect(html).toContain('<th scope="col">מסלול</th>');
    expect(html).toContain('<th scope="row">תל אביב - חיפה</th><td><span class="whitespace-nowrap">24 שעות</span></td>');
    expect(html).not.toContain("טבלה:");
  });

  it("refuses a table without a caption", () => {
    expect(() => renderMarkdown("| א | ב |\n|---|---|\n| 1 | 2 |\n")).toThrow("every table needs a caption");
  });

  it("refuses raw HTML, body images and off-site or script links", () => {
    expect(() => renderMarkdown("<script>alert(1)</script>")).toThrow("raw HTML is not allowed");
    expect(() => renderMarkdown("טקסט <b onclick=x>בולט</b>")).toThrow("raw HTML is not allowed");
    expect(() => renderMarkdown("![תמונה](/x.png)")).toThrow("images in the body are not allowed");
    expect(() => renderMarkdown("[לחצו](javascript:alert(1))")).toThrow("links must be paths on this site");
    expect(() => renderMarkdown("[לחצו](//evil.example)")).toThrow("links must be paths on this site");
    expect(() => renderMarkdown("ראו www.example.com")).toThrow("links must be paths on this site");
  });

  it("escapes text", () => {
    expect(renderMarkdown("a & b \\< c")).toContain("a &amp; b &lt; c");
  });

  it("keeps headings in order under the page's h1", () => {
    expect(() => renderMarkdown("# שני h1")).toThrow("only h1");
    expect(() => renderMarkdown("## א\n\n#### ב")).toThrow("h4 follows h2");
    expect(renderMarkdown("## א\n\n### ב\n\n## ג")).toContain("<h3>ב</h3>");
  });

  it("isolates temperatures, percentages and ranges as left-to-right runs", () => {
    expect(renderMarkdown("בקירור 2-8°C ובהקפאה -20°C.")).toContain('בקירור <bdi dir="ltr">2-8°C</bdi> ובהקפאה <bdi dir="ltr">-20°C</bdi>.');
    expect(renderMarkdown("חיסכון של 30–50% תוך 1–3 שעות")).toContain('<bdi dir="ltr">30–50%</bdi> תוך <bdi dir="ltr">1–3</bdi> שעות');
    expect(isolateLtrRuns("מ-30 ₪")).toBe('<span class="whitespace-nowrap">מ-30 ₪</span>');
  });
});
