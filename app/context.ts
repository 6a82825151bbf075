/**
 * What the server knows about a request beyond the Fetch `Request` itself, handed to the app in
 * React Router's context (the `context` argument of loaders, actions and the document renderer).
 * The server sets both on the `RouterContextProvider` it builds for each request
 * (server/http-app.ts), which is part of the same server build (server/app.ts), so
 * the objects it sets are the ones the routes read.
 */
import { createContext } from "react-router";

/**
 * The address the request came from, as the server determined it: the socket's peer, or the
 * client a trusted proxy named (TRUST_PROXY). Never read from a header the client could write.
 * No default: a request that reaches a loader without it is a bug, and `context.get` says so.
 */
export const clientAddressContext = createContext<string>();

/** The CSP nonce the server generated for this response; null while pre-rendering (those pages use hashes). */
export const cspNonceContext = createContext<string | null>(null);
