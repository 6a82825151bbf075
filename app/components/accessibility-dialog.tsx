import { useId, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { STATEMENT_DATE } from "../content/accessibility-statement-date.ts";
import { canStep, DEFAULT_SETTINGS, formatSetting, stepSetting, toggleSetting, type ToggleKey } from "../lib/accessibility-settings.ts";
import type { RangeKey } from "../lib/accessibility-storage.ts";
import { ACCESSIBILITY_STATEMENT_PATH, accessibilityContact } from "../lib/business-details.ts";
import { telHref } from "../lib/phone.ts";
import { saveAccessibilitySettings as onChange, useAccessibilitySettings } from "./accessibility-store.ts";
import { CloseIcon } from "./icons.tsx";
import { Button } from "./ui/button.tsx";
import { useSite } from "./use-site.ts";
import { PhoneNumber } from "./phone-number.tsx";

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

/** The panel's controls: the steps, the toggles and reset-all. */
const controlClass =
  "rounded-lg border border-brand-200 bg-white px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

interface AccessibilityDialogProps {
  id: string;
  /** Closes the panel and returns focus to its button (Escape does the same). */
  onClose: () => void;
}

/**
 * The panel's content, loaded when the panel first opens (or its button is hovered or focused):
 * the ranges, the toggles, reset-all and a short summary of the accessibility statement, with who
 * takes a report (the same as the statement's) and a link to the whole statement.
 */
export default function AccessibilityDialog({ id, onClose }: AccessibilityDialogProps) {
  const settings = useAccessibilitySettings();
  const contact = accessibilityContact(useSite());
  const [announcement, setAnnouncement] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  // Before the panel is painted: it arrives after its code loads, in a render no click started, whose
  // plain effects could run after a quick Escape had already been pressed.
  useLayoutEffect(() => {
    headingRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      className="fixed inset-x-2 top-16 z-50 max-h-[calc(100dvh-5rem)] overflow-y-auto rounded-card border border-brand-200 bg-white p-4 text-ink shadow-2xl sm:inset-x-auto sm:end-14 sm:w-88"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-brand-900">
          הגדרות נגישות
        </h2>
        <Button onClick={onClose} className="rounded-lg p-1.5 hover:bg-brand-50">
          <CloseIcon />
          <span className="sr-only">סגירת הגדרות הנגישות</span>
        </Button>
      </div>

      <div className="mt-3 space-y-3">
        {ranges.map(({ key, label, less, more }) => {
          const canLess = canStep(settings, key, -1);
          const canMore = canStep(settings, key, 1);
          const shown = formatSetting(key, settings[key]);
          return (
            <div key={key} role="group" aria-label={label} className="flex items-center justify-between gap-2">
              <span className="font-medium">{label}</span>
              <span className="flex items-center gap-1.5">
                <Button
                  aria-label={less}
                  aria-disabled={!canLess || undefined}
                  onClick={() => canLess && onChange(stepSetting(settings, key, -1))}
                  variant={controlClass}
                  className="min-w-10"
                >
                  −
                </Button>
                {/* A figure reads left to right; the word at the start ("רגיל") reads as Hebrew. */}
                <output aria-live="polite" className="min-w-14 text-center font-semibold" dir={/\d/.test(shown) ? "ltr" : undefined}>
                  <span className="sr-only">{label}: </span>
                  {shown}
                </output>
                <Button
                  aria-label={more}
                  aria-disabled={!canMore || undefined}
                  onClick={() => canMore && onChange(stepSetting(settings, key, 1))}
                  variant={controlClass}
                  className="min-w-10"
                >
                  +
                </Button>
              </span>
            </div>
          );
        })}
      </div>

      <div className="mt-4 grid gap-2">
        {toggles.map(({ key, label }) => (
          <Button
            key={key}
            aria-pressed={settings[key]}
            onClick={() => onChange(toggleSetting(settings, key))}
            variant={controlClass}
            className="flex items-center justify-between text-start aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {label}
            <span aria-hidden="true">{settings[key] ? "פעיל" : "כבוי"}</span>
          </Button>
        ))}
        <Button
          onClick={() => {
            onChange({ ...DEFAULT_SETTINGS });
            setAnnouncement(announcement === "כל ההגדרות אופסו" ? "כל ההגדרות אופסו." : "כל ההגדרות אופסו");
          }}
          variant={controlClass}
          className="mt-1"
        >
          איפוס כל ההגדרות
        </Button>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>

      <details className="mt-4 rounded-lg border border-brand-100 p-3">
        <summary className="cursor-pointer font-semibold text-brand-800">הצהרת נגישות</summary>
        <div className="mt-2 space-y-2 text-sm">
          <p>
            אנחנו פועלים להנגשת האתר לאנשים עם מוגבלות. היעד שלנו הוא התקן הישראלי ת״י 5568 ברמה AA, ואנחנו בודקים את האתר מולו בבדיקות אוטומטיות. מה שעדיין לא
            נגיש מפורט בהצהרה המלאה.
          </p>
          <p>
            בחלון הזה אפשר להגדיל את הטקסט, לשנות את המרווח בין השורות ובין האותיות, להפעיל ניגודיות גבוהה, להגדיל את סמן העכבר ולהדגיש קישורים. ההגדרות נשמרות
            בדפדפן שלכם וחלות על כל דפי האתר.
          </p>
          <p>
            נתקלתם בבעיית נגישות? ספרו לנו{contact.name ? ` (רכז/ת הנגישות: ${contact.name})` : ""}
            {contact.phone || contact.email ? ":" : "."}
            {contact.phone ? (
              <>
                {" "}
                טלפון{" "}
                <a href={telHref(contact.phone)} className="text-brand-700 underline">
                  <PhoneNumber phone={contact.phone} />
                </a>
              </>
            ) : null}
            {contact.phone && contact.email ? "," : null}
            {contact.email ? (
              <>
                {" "}
                אימייל{" "}
                <a href={`mailto:${contact.email}`} className="text-brand-700 underline" dir="ltr">
                  {contact.email}
                </a>
              </>
            ) : null}
          </p>
          <p>
            <Link to={ACCESSIBILITY_STATEMENT_PATH} onClick={onClose} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              להצהרת הנגישות המלאה
            </Link>
          </p>
          <p>תאריך ההצהרה: {STATEMENT_DATE}</p>
        </div>
      </details>
    </div>
  );
}
