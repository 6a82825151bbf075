import { lazy, Suspense, useCallback, useId, useRef, useState, useSyncExternalStore } from "react";
import {
  A11Y_HEAD_SCRIPT,
  applySettings,
  DEFAULT_SETTINGS,
  parseSettings,
  serializeSettings,
  STORAGE_KEY,
  type A11ySettings,
} from "../lib/accessibility-settings.ts";
import { AccessibilityIcon } from "./icons.tsx";
import { Button } from "./ui/button.tsx";

/* The panel's content loads on first use (docs/decisions/013): only the button is in the first load. */
const loadDialog = () => import("./accessibility-dialog.tsx");
const AccessibilityDialog = lazy(loadDialog);

/* A tiny store: the settings live on <html> and in localStorage; React only mirrors them. */
let current: A11ySettings | undefined;
const listeners = new Set<() => void>();

function readStored(): A11ySettings {
  try {
    return parseSettings(localStorage.getItem(STORAGE_KEY));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the settings: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    current = readStored();
    applySettings(document.documentElement, current);
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const getSnapshot = () => (current ??= readStored());
const getServerSnapshot = () => DEFAULT_SETTINGS as A11ySettings;

function save(next: A11ySettings) {
  current = next;
  applySettings(document.documentElement, next);
  try {
    localStorage.setItem(STORAGE_KEY, serializeSettings(next));
  } catch {
    // Storage refused (private mode, quota): the settings still apply to this page.
  }
  for (const listener of listeners) listener();
}

/** The before-first-paint script, for <head>: allowed by the CSP's hash (pre-rendered) or nonce. */
export function AccessibilityHeadScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: A11Y_HEAD_SCRIPT }} />;
}

/**
 * The floating accessibility panel at the left edge: text size, line spacing, letter
 * spacing, high contrast, large cursor, link highlighting, reset-all and the accessibility
 * statement. Changes apply live to the whole page and persist in localStorage.
 * Its button stays out of the reading band: below xl it sits low at the left edge (on phones
 * above the chat button), and only where the page has margins wide enough (xl) in the middle.
 * The footer's bottom padding keeps the page's last line clear of both.
 */
export function AccessibilityPanel() {
  const settings = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
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
        className="fixed end-0 bottom-[5.25rem] z-30 rounded-s-card bg-brand-700 p-2.5 text-white shadow-lg hover:bg-brand-800 md:bottom-4 xl:top-1/2 xl:bottom-auto xl:-translate-y-1/2"
      >
        <AccessibilityIcon className="size-7" />
        <span className="sr-only">הגדרות נגישות</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AccessibilityDialog id={panelId} settings={settings} onChange={save} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
