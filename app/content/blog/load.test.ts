import { describe, expect, it } from "vitest";
import { loadArticles } from "./load.ts";

const figures = { prices: { express: { from: 120 } } };

function article(slug: string, overrides: Record<string, string> = {}, body = "## פרק\n\nאקספרס מ-{{prices.express.from}} ₪.\n") {
  const fields: Record<string, string> = {
    id: "1",
    slug,
    title: "כותרת המאמר",
    label: "תווית",
    excerpt: "תקציר ארוך מספיק כדי לעבור את הבדיקה של הסכמה.",
    description: "תיאור ארוך מספיק כדי לעבור את הבדיקה של הסכמה.",
    keywords: "[מילה, עוד מילה]",
    date: "15.01.2025",
    author: "צוות החברה",
    image: `/images/blog/${slug}.svg`,
    imageAlt: "איור של חבילה על שולחן",
    ...overrides,
  };
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== "")
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${yaml}\n---\n\n${body}`;
}

const load = (files: Record<string, string>) => loadArticles(files, figures);

describe("loadArticles", () => {
  it("builds records and HTML, figures filled in, newest first", () => {
    const { articles, html } = load({
      "app/content/blog/older.md": article("older", { id: "2", date: "28.12.2024" }),
      "app/content/blog/newer.md": article("newer", { related: "[older]" }),
    });
    expect(articles.map((a) => a.slug)).toEqual(["newer", "older"]);
    expect(articles[0]).toMatchObject({ id: 1, path: "/blog/newer", kind: "article", date: "15.01.2025", isoDate: "2025-01-15", related: ["older"] });
    expect(articles[1]!.related).toEqual([]);
    expect(html.get("newer")).toContain('<p>אקספרס <span class="whitespace-nowrap">מ-120 ₪</span>.</p>');
  });

  it("fails naming the file and the field for a broken date", () => {
    expect(() => load({ "app/content/blog/a.md": article("a", { date: "2025-01-15" }) })).toThrow("app/content/blog/a.md: date: a date written dd.mm.yyyy");
    expect(() => load({ "app/content/blog/a.md": article("a", { date: "31.02.2025" }) })).toThrow("app/content/blog/a.md: date: not a calendar day");
  });

  it("fails naming the file and the field for a missing, mistyped or unknown field", () => {
    expect(() => load({ "app/content/blog/a.md": article("a", { title: "" }) })).toThrow(/app\/content\/blog\/a\.md: title: /);
    expect(() => load({ "app/content/blog/a.md": article("a", { id: "first" }) })).toThrow(/app\/content\/blog\/a\.md: id: /);
    expect(() => load({ "app/content/blog/a.md": article("a", { keywords: "[ok, x]" }) })).toThrow(/app\/content\/blog\/a\.md: keywords\[1\]: /);
    expect(() => load({ "app/content/blog/a.md": article("a", { autor: "typo" }) })).toThrow(/app\/content\/blog\/a\.md: .*autor/);
    expect(() => load({ "app/content/blog/a.md": article("a", { image: "https://example.com/a.png" }) })).toThrow(
      "app/content/blog/a.md: image: a path under /images/blog/",
    );
  });

  it("fails on a slug that is not the file name, a repeated id and an unknown related article", () => {
    expect(() => load({ "app/content/blog/a.md": article("b") })).toThrow('app/content/blog/a.md: slug: "b" differs from the file name "a"');
    expect(() => load({ "app/content/blog/a.md": article("a"), "app/content/blog/b.md": article("b") })).toThrow(
      "app/content/blog/b.md: id: 1 is used by another article",
    );
    expect(() => load({ "app/content/blog/a.md": article("a", { related: "[nope]" }) })).toThrow(
      'app/content/blog/a.md: related[0]: no other article has the slug "nope"',
    );
  });

  it("fails on an unknown placeholder, in the body or in the frontmatter", () => {
    expect(() => load({ "app/content/blog/a.md": article("a", {}, "מחיר {{prices.express.to}}") })).toThrow(
      "app/content/blog/a.md: unknown placeholder {{prices.express.to}}",
    );
    expect(() => load({ "app/content/blog/a.md": article("a", { excerpt: "חוסכים {{prices.savings}} אחוזים בכל משלוח ומשלוח." }) })).toThrow(
      "app/content/blog/a.md: unknown placeholder {{prices.savings}}",
    );
  });

  it("fails on a body the renderer refuses, naming the file", () => {
    expect(() => load({ "app/content/blog/a.md": article("a", {}, "<iframe src=x></iframe>") })).toThrow(
      "app/content/blog/a.md: body: raw HTML is not allowed",
    );
    expect(() => load({ "app/content/blog/a.md": article("a", {}, "   ") })).toThrow("app/content/blog/a.md: the article has no body");
  });

  it("fails on broken YAML, naming the file", () => {
    expect(() => load({ "app/content/blog/a.md": "---\ntitle: [x\n---\nbody" })).toThrow(/app\/content\/blog\/a\.md: /);
  });
});
