import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import {
  A11Y_HEAD_SCRIPT,
  applySettings,
  canStep,
  DEFAULT_SETTINGS,
  formatSetting,
  parseSettings,
  serializeSettings,
  stepSetting,
  STORAGE_KEY,
  toggleSetting,
  type A11ySettings,
  type RangeKey,
  type ToggleKey,
} from "../lib/accessibility-settings";
import { telHref } from "../lib/phone";
import { AccessibilityIcon, CloseIcon } from "./icons";
import { useSite } from "./site";

/** When the accessibility statement was last reviewed; update it with the statement. */
export const STATEMENT_DATE = "21.11.2026";

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

const ranges: { key: RangeKey; label: string; less: string; more: string }[] = [
  { key: "textSize", label: "גודל טקסט", less: "הקטנת טקסט", more: "הגדלת טקסט" },
  { key: "lineHeight", label: "מרווח בין שורות", less: "הקטנת מרווח בין שורות", more: "הגדלת מרווח בין שורות" },
  { key: "letterSpacing", label: "מרווח בין אותיות", less: "הקטנת מרווח בין אותיות", more: "הגדלת מרווח בין אותיות" },
];

const toggles: { key: ToggleKey; label: string }[] = [
  { key: "highContrast", label: "ניגודיות גבוהה" },
  { key: "largeCursor", label: "סמן עכבר גדול" },
  { key: "highlightLinks", label: "הדגשת קישורים" },
];

const controlClass =
  "rounded-lg border border-brand-200 bg-white px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

/**
 * The floating accessibility panel at the left edge (spec 2): text size, line spacing, letter
 * spacing, high contrast, large cursor, link highlighting, reset-all and the accessibility
 * statement. Changes apply live to the whole page and persist in localStorage.
 */
export function AccessibilityPanel() {
  const site = useSite();
  const settings = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const triggerRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    headingRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <div>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="fixed end-0 top-1/2 z-30 -translate-y-1/2 rounded-s-card bg-brand-700 p-2.5 text-white shadow-lg hover:bg-brand-800"
      >
        <AccessibilityIcon className="size-7" />
        <span className="sr-only">הגדרות נגישות</span>
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          className="fixed inset-x-2 top-16 z-50 max-h-[calc(100dvh-5rem)] overflow-y-auto rounded-card border border-brand-200 bg-white p-4 text-ink shadow-2xl sm:inset-x-auto sm:end-14 sm:w-88"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-brand-900">
              הגדרות נגישות
            </h2>
            <button type="button" onClick={close} className="rounded-lg p-1.5 hover:bg-brand-50">
              <CloseIcon />
              <span className="sr-only">סגירת הגדרות הנגישות</span>
            </button>
          </div>

          <div className="mt-3 space-y-3">
            {ranges.map(({ key, label, less, more }) => {
              const canLess = canStep(settings, key, -1);
              const canMore = canStep(settings, key, 1);
              return (
                <div key={key} role="group" aria-label={label} className="flex items-center justify-between gap-2">
                  <span className="font-medium">{label}</span>
                  <span className="flex items-center gap-1.5">
                    <button
                      type="button"
                      aria-label={less}
                      aria-disabled={!canLess || undefined}
                      onClick={() => canLess && save(stepSetting(settings, key, -1))}
                      className={`${controlClass} min-w-10`}
                    >
                      −
                    </button>
                    <output aria-live="polite" className="min-w-14 text-center font-semibold" dir="ltr">
                      <span className="sr-only">{label}: </span>
                      {formatSetting(key, settings[key])}
                    </output>
                    <button
                      type="button"
                      aria-label={more}
                      aria-disabled={!canMore || undefined}
                      onClick={() => canMore && save(stepSetting(settings, key, 1))}
                      className={`${controlClass} min-w-10`}
                    >
                      +
                    </button>
                  </span>
                </div>
              );
            })}
          </div>

          <div className="mt-4 grid gap-2">
            {toggles.map(({ key, label }) => (
              <button
                key={key}
                type="button"
                aria-pressed={settings[key]}
                onClick={() => save(toggleSetting(settings, key))}
                className={`${controlClass} flex items-center justify-between text-start aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white`}
              >
                {label}
                <span aria-hidden="true">{settings[key] ? "פעיל" : "כבוי"}</span>
              </button>
            ))}
            <button
              type="button"
              onClick={() => {
                save({ ...DEFAULT_SETTINGS });
                setAnnouncement(announcement === "כל ההגדרות אופסו" ? "כל ההגדרות אופסו." : "כל ההגדרות אופסו");
              }}
              className={`${controlClass} mt-1`}
            >
              איפוס כל ההגדרות
            </button>
            <p role="status" className="sr-only">
              {announcement}
            </p>
          </div>

          <details className="mt-4 rounded-lg border border-brand-100 p-3">
            <summary className="cursor-pointer font-semibold text-brand-800">הצהרת נגישות</summary>
            <div className="mt-2 space-y-2 text-sm">
              <p>
                אנו רואים חשיבות רבה במתן שירות שוויוני לכל הלקוחות ופועלים להנגשת האתר לאנשים עם מוגבלות. האתר עומד בדרישות התקן
                הישראלי ת&quot;י 5568 לנגישות תכנים באינטרנט ובהנחיות WCAG 2.1 ברמה AA.
              </p>
              <p>
                בתפריט זה אפשר להגדיל את הטקסט, לשנות את המרווח בין השורות ובין האותיות, להפעיל ניגודיות גבוהה, להגדיל את סמן העכבר
                ולהדגיש קישורים. ההגדרות נשמרות בדפדפן וחלות על כל דפי האתר.
              </p>
              <p>
                נתקלתם בבעיית נגישות? נשמח לשמוע ולתקן. טלפון:{" "}
                <a href={telHref(site.phone)} className="text-brand-700 underline" dir="ltr">
                  {site.phone}
                </a>
                .
              </p>
              <p>תאריך ההצהרה: {STATEMENT_DATE}</p>
            </div>
          </details>
        </div>
      )}
    </div>
  );
}
