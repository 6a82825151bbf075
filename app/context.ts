/**
 * What the server knows about a request beyond the Fetch `Request` itself, handed to the app in
 * React Router's context (the `context` argument of loaders, actions and the document renderer).
 * The server sets both on the `RouterContextProvider` it builds for each request
 * (server/pipeline.ts), which is part of the same server build (server/app.ts), so
 * the objects it sets are the ones the routes read.
 */
import { createContext } from "react-router";
import type { ActiveSession } from "./.server/auth/sessions.ts";

/**
 * The address the request came from, as the server determined it: the socket's peer, or the
 * client a trusted proxy named (TRUST_PROXY). Never read from a header the client could write.
 * No default: a request that reaches a loader without it is a bug, and `context.get` says so.
 */
export const clientAddressContext = createContext<string>();

/** The CSP nonce the server generated for this response; null while pre-rendering (those pages use hashes). */
export const cspNonceContext = createContext<string | null>(null);

/**
 * Who is at the admin, as the admin layout's middleware found it once per request
 * (app/routes/admin/layout.tsx): the tokens of its two cookies, read once, and the user behind the
 * session. Only the admin's routes read it; no loader or action re-derives it from the Request.
 */
export interface AdminVisit {
  /** The session cookie's token as sent (it may name no session), or undefined. */
  sessionToken: string | undefined;
  /** The two-step sign-in challenge cookie's token as sent, or undefined. */
  challengeToken: string | undefined;
  /** The site-draft preview cookie's token as sent (decision 066), or undefined. */
  previewToken: string | undefined;
  /** The signed-in user, or null: no cookie, or one naming no live session. */
  user: (ActiveSession & { admin: boolean; enrolFirst: boolean }) | null;
  /** The database could not be asked: every admin screen says so (503) instead. */
  unavailable: boolean;
  /**
   * The request is a form post: its screen renders after the action answered, so a visitor who
   * may not see it is told why (401, 403) there, not sent to sign in.
   */
  submission: boolean;
}

export const adminVisitContext = createContext<AdminVisit>();
