import { errorFields, log } from "./log.ts";

type ShutdownHook = () => void | Promise<void>;

/**
 * The process's shutdown hooks, apart from runtime.ts so that what runtime.ts starts (the
 * reminder pusher tells the live-update hub) may register one without an import loop. One set
 * per process: this module is loaded once, from the server build (server/app.ts).
 */
const hooks = new Set<ShutdownHook>();

/**
 * Registers work to do when the process shuts down: ending event streams, stopping a hub's
 * listener, flushing a queue. Hooks run as soon as the server stops accepting connections,
 * while requests in flight finish; the database closes after both. Returns an unregister function.
 */
export function onShutdown(hook: ShutdownHook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** Runs the shutdown hooks; the server waits for these and for requests in flight before closeServices(). */
export async function runShutdownHooks(): Promise<void> {
  const running = [...hooks];
  hooks.clear();
  const results = await Promise.allSettled(running.map(async (hook) => hook()));
  for (const result of results) {
    if (result.status === "rejected") log("error", "shutdown hook failed", errorFields(result.reason, { stack: true }));
  }
}
