import { useEffect, useRef } from "react";
import { useCurrentPath } from "./use-site.ts";

/**
 * After a client-side navigation, focus goes to <main> (without scrolling: ScrollRestoration
 * has already put the window at the top), so keyboard and screen-reader users start on the new
 * page instead of on a link that a closing menu just hid.
 */
export function RouteFocus() {
  const pathname = useCurrentPath();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
