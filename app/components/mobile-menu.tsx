import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { PageLink } from "../content/pages.ts";
import { ChevronIcon, CloseIcon, MenuIcon } from "./icons.tsx";
import { useCurrentPath } from "./use-site.ts";
import { currentProps, navGroups, useSiteNavigation } from "./navigation.ts";

interface MenuState {
  open: boolean;
  groups: Record<string, boolean>;
}
const CLOSED: MenuState = { open: false, groups: {} };

const linkClass =
  "block rounded-lg px-3 py-3 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700";

/**
 * The small-screen menu: a button (aria-expanded, aria-controls) opens a list with the same links
 * as the top bar; the services and delivery-areas sub-lists toggle; choosing a link, Escape
 * (focus back on the button) or a click outside closes it. The list is drawn only while the menu
 * is open: the button does nothing before hydration, so the links (the same as the top bar's,
 * which are in the server HTML) would only weigh on every page's first flight
 * (docs/decisions/026-first-flight.md).
 */
export function MobileMenu({ className = "" }: { className?: string }) {
  // Closing also folds the sub-lists: the menu always reopens short.
  const [{ open, groups: openGroups }, setMenu] = useState<MenuState>(CLOSED);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = useCurrentPath();
  const navigation = useSiteNavigation();

  // A new page (also by back/forward) closes the menu: state adjusted while rendering.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setMenu(CLOSED);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenu(CLOSED);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenu(CLOSED);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const close = () => setMenu(CLOSED);
  const link = (p: PageLink) => (
    <li key={p.path}>
      <Link to={p.path} {...currentProps(p.path, pathname)} className={linkClass} onClick={close}>
        {p.label}
      </Link>
    </li>
  );

  return (
    <div ref={rootRef} className={className}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setMenu(open ? CLOSED : { open: true, groups: {} })}
        className="flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border border-brand-200 p-2 font-medium text-brand-800 hover:bg-brand-50 @min-[30rem]:px-3"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="sr-only @min-[30rem]:not-sr-only">תפריט</span>
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        className={open ? "absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-b border-brand-100 bg-white shadow-lg" : undefined}
      >
        {open && (
          <ul className="mx-auto max-w-6xl px-4 py-3">
            {navGroups(navigation).map((group) => {
              const listId = `mobile-menu-${group.id}`;
              const expanded = openGroups[group.id] === true;
              return (
                <li key={group.id}>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={listId}
                    onClick={() => setMenu((m) => ({ ...m, groups: { ...m.groups, [group.id]: !expanded } }))}
                    className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-start font-medium hover:bg-brand-50"
                  >
                    {group.label}
                    <ChevronIcon className={`size-4 transition-transform ${expanded ? "rotate-180" : ""}`} />
                  </button>
                  <ul id={listId} hidden={!expanded} className="ms-4 border-s-2 border-brand-100 ps-2">
                    {group.pages.map(link)}
                  </ul>
                </li>
              );
            })}
            {navigation.main.map(link)}
          </ul>
        )}
      </div>
    </div>
  );
}
