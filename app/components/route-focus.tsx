import { useEffect, useRef } from "react";
import { useCurrentPath } from "./use-site.ts";

/**
 * After a client-side navigation, focus goes to <main> (without scrolling: ScrollRestoration
 * has already put the window at the top), so keyboard and screen-reader users start on the new
 * page instead of on a link that a closing menu just hid. A field the new page focused itself
 * (autoFocus) keeps the focus: it is already on the new page.
 */
export function RouteFocus() {
  const pathname = useCurrentPath();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById("main");
    // A screen that focused its own first field (the admin's code step) keeps it.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.matches("input, textarea, select") && main?.contains(active)) return;
    main?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
