/**
 * The accessibility settings as React sees them: they live on <html> and in localStorage, and
 * React only mirrors them. Loaded with the panel's content (accessibility-dialog.tsx), or when
 * another tab changes the settings; the first load of a page needs none of it, because the head
 * script has already applied the stored settings.
 */
import { useSyncExternalStore } from "react";
import { applySettings, DEFAULT_SETTINGS, parseSettings, serializeSettings, type A11ySettings } from "../lib/accessibility-settings.ts";
import { STORAGE_KEY } from "../lib/accessibility-storage.ts";

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
  return () => listeners.delete(listener);
}

const getSnapshot = () => (current ??= readStored());
const getServerSnapshot = () => DEFAULT_SETTINGS as A11ySettings;

function publish(next: A11ySettings) {
  current = next;
  applySettings(document.documentElement, next);
  for (const listener of listeners) listener();
}

/** The settings in force, re-rendering when they change (here or in another tab). */
export function useAccessibilitySettings(): A11ySettings {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Applies new settings to the page at once and keeps them for the next pages. */
export function saveAccessibilitySettings(next: A11ySettings): void {
  publish(next);
  try {
    localStorage.setItem(STORAGE_KEY, serializeSettings(next));
  } catch {
    // Storage refused (private mode, quota): the settings still apply to this page.
  }
}

/** Another tab changed the stored settings: this page follows. */
export function followStoredSettings(): void {
  publish(readStored());
}
