import { useEffect } from "react";
import { rememberLanding, type VisitStorage } from "../lib/attribution.ts";

/** The browser's session storage, or null where reading it throws (storage blocked). */
export function visitStorage(): VisitStorage {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Remembers, once per visit and only in this tab's session storage, the page the visitor landed
 * on and what brought them (docs/decisions/020-attribution.md). Nothing leaves the browser until
 * a lead form is sent. Renders nothing; runs once, when the first page hydrates.
 */
export function AttributionRecorder() {
  useEffect(() => rememberLanding(visitStorage(), window.location.href, document.referrer), []);
  return null;
}
