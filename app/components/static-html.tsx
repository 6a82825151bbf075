import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * Markup the server rendered from our own components (app/.server/static-markup.tsx), for a part
 * of a page with nothing to do in the browser. A pre-rendered page leaves that markup out of its
 * hydration data (build-tools/first-flight.ts: it is already in the page, once), so the first
 * render in the browser gets an empty `html` and keeps what the server drew. Any later render
 * (the page reached by a link) has the markup from the route's `.data`.
 *
 * Its links are plain anchors; a click on one still navigates inside the app, as a <Link> would.
 */
export function StaticHtml({ name, html, className }: { name: string; html: string; className?: string }) {
  const navigate = useNavigate();
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.origin !== window.location.origin || link.target || link.hasAttribute("download")) return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
  // The click handler only intercepts clicks on the links inside, which keyboards reach and press as links.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div data-static-html={name} className={className} onClick={followLink} dangerouslySetInnerHTML={{ __html: html || drawnHtml(name) }} />;
}

function drawnHtml(name: string): string {
  return typeof document === "undefined" ? "" : (document.querySelector(`[data-static-html="${name}"]`)?.innerHTML ?? "");
}
