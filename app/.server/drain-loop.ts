import { errorFields, log } from "./log.ts";

/**
 * Runs `drain` at once, every `retryMs` and whenever `kick` is called, one run at a time: a kick
 * during a run asks for one more run after it. The e-mail notices (mail.ts) and the Web Push
 * (push/pusher.ts) both drain the leads table this way. `stop` ends the timer and waits for the
 * run in flight.
 */
export function startDrainLoop(drain: () => Promise<void>, { retryMs, name }: { retryMs: number; name: string }) {
  let running: Promise<void> | undefined;
  let again = false;

  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log("error", name, errorFields(error)))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  const timer = setInterval(kick, retryMs);
  timer.unref();
  kick();

  return {
    kick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
