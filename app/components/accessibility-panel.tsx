import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { a11yHeadScript } from "../lib/accessibility-head-script.ts";
import { STORAGE_KEY } from "../lib/accessibility-storage.ts";
import { AccessibilityIcon } from "./icons.tsx";
import { Button } from "./ui/button.tsx";

/*
 * The panel's content and the settings' logic load on first use (docs/decisions/013): only the
 * button is in the first load. The head script has applied the stored settings before paint.
 */
const loadDialog = () => import("./accessibility-dialog.tsx");
const AccessibilityDialog = lazy(loadDialog);

/** The before-first-paint script, for <head>: allowed by the CSP's hash (pre-rendered) or nonce. */
export function AccessibilityHeadScript({ nonce }: { nonce?: string }) {
  // The browser ran it before the first paint; React never rewrites a hydrated script's content,
  // so the client bundle leaves the text out (about 0.4 KB on every page).
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? a11yHeadScript() : "" }} suppressHydrationWarning />;
}

/**
 * The floating accessibility panel at the left edge: text size, line spacing, letter
 * spacing, high contrast, large cursor, link highlighting, reset-all and the accessibility
 * statement. Changes apply live to the whole page and persist in localStorage.
 * Its button stays out of the reading band: below xl it sits low at the left edge (on phones
 * above the chat button), and only where the page has margins wide enough (xl) in the middle.
 * The footer's bottom padding keeps the page's last line clear of both. The admin draws the
 * button in its own header instead (`triggerClassName`), where it covers no lead.
 */
export function AccessibilityPanel({ triggerClassName }: { triggerClassName?: string }) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    // Another tab changed the settings: follow it (the store loads only then).
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY || event.key === null) void import("./accessibility-store.ts").then((store) => store.followStoredSettings());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  return (
    <div>
      <Button
        ref={triggerRef}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        className={
          triggerClassName ??
          "fixed end-0 bottom-[5.25rem] z-30 rounded-s-card bg-brand-700 p-2.5 text-white shadow-lg hover:bg-brand-800 md:bottom-4 xl:top-1/2 xl:bottom-auto xl:-translate-y-1/2"
        }
      >
        <AccessibilityIcon className="size-7" />
        <span className="sr-only">הגדרות נגישות</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AccessibilityDialog id={panelId} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
