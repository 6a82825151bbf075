import type { Route } from "./+types/events.ts";
import type { LeadChange } from "../../lib/admin-leads.ts";
import { leadsHub } from "../../.server/admin-leads/hub.ts";
import { createSlots } from "../../.server/admin-leads/concurrency-limit.ts";
import { requireAdminResource, stillAdmin } from "../../.server/admin-session.ts";
import { guardMessages } from "../../.server/auth/guard.ts";
import { ADMIN_RESOURCES } from "../../lib/paths.ts";
import { serverConfig } from "../../.server/config.ts";
import { ADMIN_HEADERS, adminTooBusy, methodNotAllowed } from "../../.server/responses.ts";

const HEARTBEAT_MS = 20_000;
/** A stream ends after an hour at most (its slot is given back); the page's EventSource opens a new one. */
const STREAM_MAX_MS = 60 * 60_000;

/** Open streams per admin (a few tabs) and in all: each holds a socket and a file handle. */
const streamSlots = createSlots(serverConfig.adminStreamsPerUser, serverConfig.adminStreamsMax, STREAM_MAX_MS);

const STREAM_HEADERS = {
  ...ADMIN_HEADERS,
  "Content-Type": "text/event-stream; charset=utf-8",
  // Proxies such as nginx must pass each event on at once.
  "X-Accel-Buffering": "no",
};

/**
 * GET <admin>/events: Server-Sent Events, one `data:` line per lead change. Each connection
 * starts with `event: ready`, on which the page reloads (catching up after a drop). The session
 * is checked again at every heartbeat: a revoked or expired session ends the stream. HEAD is
 * answered with the headers alone, without opening a stream (React Router would drop its body
 * and never end it).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The layout's middleware found the session without renewing it (a stream is no one's doing).
  const admin = requireAdminResource(context);
  if (request.method === "HEAD") return new Response(null, { headers: STREAM_HEADERS });
  let finish = () => {};
  const release = streamSlots.take(String(admin.userId), () => finish());
  if (!release)
    return adminTooBusy({ path: ADMIN_RESOURCES.events, reason: "too many live-update streams", message: guardMessages.tooManyStreams, retryAfterSeconds: 10 });
  const hub = leadsHub();
  try {
    await hub.ready();
  } catch (error) {
    release();
    throw error;
  }

  const encoder = new TextEncoder();
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
        stillAdmin(request).then(
          (admin) => (admin ? send(": heartbeat\n\n") : finish()),
          () => finish(),
        );
      }, HEARTBEAT_MS);
      finish = () => {
        if (!open) return;
        open = false;
        release();
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
      if (request.signal.aborted) return finish();
      send("retry: 2000\n\nevent: ready\ndata: {}\n\n");
    },
    cancel() {
      finish();
    },
  });

  return new Response(stream, { headers: STREAM_HEADERS });
}

export function action({ context }: Route.ActionArgs) {
  requireAdminResource(context);
  return methodNotAllowed("GET", ADMIN_HEADERS);
}
