import type { Route } from "./+types/api.admin.events";
import type { LeadChange } from "../lib/admin-leads";
import { leadsHub } from "../.server/admin-leads/hub";
import { methodNotAllowed } from "../.server/admin-leads/responses";
import { ADMIN_HEADERS, requireAdmin } from "../.server/auth/guard";

const HEARTBEAT_MS = 20_000;

/**
 * GET /api/admin/events: Server-Sent Events, one `data:` line per lead change. Each connection
 * starts with `event: ready`, on which the page reloads (catching up after a drop). The session
 * is checked again at every heartbeat: a revoked or expired session ends the stream.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const hub = leadsHub();
  await hub.ready();

  const encoder = new TextEncoder();
  let finish = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const unsubscribe = hub.subscribe({
        change: (change: LeadChange) => send(`data: ${JSON.stringify(change)}\n\n`),
        close: () => finish(),
      });
      const heartbeat = setInterval(() => {
        requireAdmin(request).then(
          () => send(": heartbeat\n\n"),
          () => finish(),
        );
      }, HEARTBEAT_MS);
      finish = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        request.signal.removeEventListener("abort", finish);
        try {
          controller.close();
        } catch {
          // already cancelled by the client
        }
      };
      request.signal.addEventListener("abort", finish);
      send("retry: 2000\n\nevent: ready\ndata: {}\n\n");
    },
    cancel() {
      finish();
    },
  });

  return new Response(stream, {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/event-stream; charset=utf-8",
      // Proxies such as nginx must pass each event on at once.
      "X-Accel-Buffering": "no",
    },
  });
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return methodNotAllowed("GET");
}
