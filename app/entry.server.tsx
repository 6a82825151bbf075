/**
 * Renders documents on the server: at build time for the pre-rendered pages, per request for the
 * rest. The response's CSP nonce comes in the request context (app/context.ts), set by the server.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { errorFields, log } from "./.server/log.ts";
import { NonceContext } from "./components/nonce.tsx";
import { cspNonceContext } from "./context.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  const nonce = loadContext.get(cspNonceContext) ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // A document is sent whole (onAllReady), for people and crawlers alike, and the status code is
    // final before the first byte; one whose loader left a part to come (a promise: only to a
    // browser that runs scripts, docs/decisions/063) is sent from its shell, the part streamed after.
    const send = () => {
      shellRendered = true;
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          callback();
        },
      });
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      pipe(body);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
    };
    const streams = hasDeferredData(routerContext);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onShellReady() {
          if (streams) send();
        },
        onAllReady() {
          if (!streams) send();
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the initial render reject and reach handleError; these are later ones.
          if (shellRendered) reportError(error, request);
        },
      },
    );
  });
}

/** Whether a loader returned a promise among its data (React Router streams it after the shell). */
function hasDeferredData(context: EntryContext): boolean {
  return Object.values(context.staticHandlerContext.loaderData ?? {}).some(
    (data) => typeof data === "object" && data !== null && Object.values(data).some((value) => value instanceof Promise),
  );
}

function reportError(error: unknown, request: Request) {
  if (request.signal.aborted) return; // the client went away: nothing went wrong here
  log("error", "render error", {
    path: new URL(request.url).pathname,
    ...errorFields(error, { stack: true }),
  });
}

/** Errors thrown by loaders, actions and rendering: logged once, with their stack. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // A refusal (a thrown Response, or React Router's own 4xx for a request it will not serve) is
  // the client's mistake or an attack, not our error: a warning with its reason.
  if (error instanceof Response || isRouteErrorResponse(error)) {
    if (request.signal.aborted) return;
    const reason = isRouteErrorResponse(error) ? (error.data instanceof Error ? error.data.message : String(error.data ?? error.statusText)) : error.statusText;
    log("warn", "request refused", { path: new URL(request.url).pathname, status: error.status, reason: reason.slice(0, 200) });
    return;
  }
  reportError(error, request);
};
