import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { PageLink } from "../content/pages.ts";
import { ChevronIcon } from "./icons.tsx";
import { useCurrentPath } from "./use-site.ts";
import { currentProps } from "./navigation.ts";

/**
 * A top-bar dropdown built on <details>/<summary>: without JavaScript it still opens and its
 * links are plain <a href>. Script adds the rest of the disclosure-menu keyboard model
 * (Arrow keys, Home/End, Escape back to the trigger), closing on an outside click, on leaving
 * by Tab and on choosing a link. Dropdowns sharing a `name` are exclusive (native).
 */
export function NavDropdown({ label, pages }: { label: string; pages: readonly PageLink[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = useCurrentPath();
  const containsCurrent = pages.some((p) => p.path === pathname);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const summary = details.querySelector("summary");
    const links = () => [...details.querySelectorAll<HTMLAnchorElement>("a[href]")];
    const close = (focusTrigger: boolean) => {
      details.open = false;
      if (focusTrigger) summary?.focus();
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const items = links();
      const index = items.indexOf(document.activeElement as HTMLAnchorElement);
      const focusAt = (i: number) => {
        details.open = true;
        items[(i + items.length) % items.length]?.focus();
      };
      switch (event.key) {
        case "Escape":
          if (!details.open) return;
          close(true);
          break;
        case "ArrowDown":
          focusAt(index + 1);
          break;
        case "ArrowUp":
          focusAt(index < 0 ? -1 : index - 1);
          break;
        case "Home":
          if (index < 0) return;
          focusAt(0);
          break;
        case "End":
          if (index < 0) return;
          focusAt(-1);
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !details.contains(next)) close(false);
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest("a[href]")) close(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close(false);
    };

    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("focusout", onFocusOut);
    details.addEventListener("click", onClick);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("focusout", onFocusOut);
      details.removeEventListener("click", onClick);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  // Back/forward while open: the page changed under the dropdown, so close it.
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  return (
    <details ref={ref} name="site-nav" className="group relative">
      <summary
        className={`flex cursor-pointer list-none items-center gap-1 rounded-lg px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-800 group-open:bg-brand-50 [&::-webkit-details-marker]:hidden ${
          containsCurrent ? "text-brand-700 underline decoration-2 underline-offset-8" : ""
        }`}
      >
        {label}
        <ChevronIcon className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <ul className="absolute start-0 top-full z-50 mt-2 w-64 rounded-card border border-brand-100 bg-white p-2 shadow-lg">
        {pages.map((p) => (
          <li key={p.path}>
            <Link
              to={p.path}
              {...currentProps(p.path, pathname)}
              className="block rounded-lg px-3 py-2 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
            >
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
