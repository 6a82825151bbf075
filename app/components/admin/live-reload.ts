/**
 * A reload the live-update stream asked for (a lead changed somewhere), told apart from what the
 * owner does: its request carries LIVE_RELOAD_HEADER, so the server checks the session without
 * keeping it alive, and an unattended tab still reaches its idle timeout while leads arrive.
 * React Router's reloads take no headers of their own, so while one is under way the page's
 * `fetch` marks the request that reloads the screen shown (and nothing else: the owner's clicks
 * go elsewhere, or post).
 */
import { isReloadOfScreen, LIVE_RELOAD_HEADER, LIVE_RELOAD_VALUE } from "../../lib/idle-timeout.ts";

let liveReloads = 0;
let marking = false;

function markLiveReloads() {
  if (marking) return;
  marking = true;
  const plainFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (liveReloads === 0 || input instanceof Request) return plainFetch(input, init);
    const url = new URL(input, window.location.href);
    if (!isReloadOfScreen(url, init?.method ?? "GET", window.location)) return plainFetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set(LIVE_RELOAD_HEADER, LIVE_RELOAD_VALUE);
    return plainFetch(input, { ...init, headers });
  };
}

/** Reloads the screen for a live update: `revalidate` is useRevalidator()'s. */
export async function reloadForLiveUpdate(revalidate: () => Promise<void>): Promise<void> {
  markLiveReloads();
  liveReloads += 1;
  try {
    await revalidate();
  } finally {
    liveReloads -= 1;
  }
}
