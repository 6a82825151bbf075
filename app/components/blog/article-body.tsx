/**
 * An article's body: HTML rendered at build time from our own Markdown by app/lib/markdown.ts,
 * which refuses raw HTML, images and off-site links, so it is safe to insert as it is.
 */
const bodyStyles = [
  "text-lg leading-8",
  "[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900",
  "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-900",
  "[&_p]:mb-4",
  "[&_ul]:mb-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mb-2",
  "[&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900",
  "[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base",
  "[&_caption]:mb-2 [&_caption]:text-start [&_caption]:font-semibold [&_caption]:text-brand-900",
  "[&_th]:border [&_th]:border-brand-100 [&_th]:p-2 [&_th]:text-start [&_td]:border [&_td]:border-brand-100 [&_td]:p-2",
  "[&_thead_th]:bg-brand-50 [&_tbody_th]:font-semibold",
].join(" ");

/**
 * A pre-rendered article page leaves the body out of its hydration data (it is already in the
 * page, once: build-tools/first-flight.ts), so the first render in the browser gets an
 * empty `html` and keeps the body the server drew. Any later render (another article, reached by
 * a link) has the body from the route's `.data`.
 */
function bodyInPage(): string {
  return typeof document === "undefined" ? "" : (document.querySelector("[data-article-body]")?.innerHTML ?? "");
}

export function ArticleBody({ html }: { html: string }) {
  return <div data-article-body="" className={bodyStyles} dangerouslySetInnerHTML={{ __html: html || bodyInPage() }} />;
}
