/**
 * An article's body: HTML rendered at build time from our own Markdown by app/lib/markdown.ts,
 * which refuses raw HTML, images and off-site links, so it is safe to insert as it is.
 */
// The body's elements (headings, lists, links, tables) are styled by `[data-article-body]` in
// app/app.css: one rule per element there costs less than a variant class per element here.

/**
 * A pre-rendered article page leaves the body out of its hydration data (it is already in the
 * page, once: build-tools/first-flight.ts), so the first render in the browser gets an
 * empty `html` and keeps the body the server drew. Any later render (another article, reached by
 * a link) has the body from the route's `.data`.
 */
// StaticHtml (app/components/static-html.tsx) reads its drawn markup the same way; a helper shared
// by the two would be a chunk of its own, one more script on the home page and on every article.
function bodyInPage(): string {
  return typeof document === "undefined" ? "" : (document.querySelector("[data-article-body]")?.innerHTML ?? "");
}

export function ArticleBody({ html }: { html: string }) {
  return <div data-article-body="" className="text-lg leading-8" dangerouslySetInnerHTML={{ __html: html || bodyInPage() }} />;
}
