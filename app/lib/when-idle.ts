/**
 * Runs `task` once the browser is idle, at most `timeout` ms later; returns what cancels it (an
 * effect's cleanup). Where there is no requestIdleCallback (Safari), a short timer stands in.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
