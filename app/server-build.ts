/**
 * The server build's entry: Vite's SSR input (vite.config.ts), built to build/server/index.js,
 * as React Router's `node-custom-server` template does with its own server module.
 *
 * It is React Router's server build (every export of `virtual:react-router/server-build`, so
 * React Router's pre-rendering and `createRequestHandler` take this module as they would the
 * plain build) plus what the server around it needs from the app's module graph: the keys of
 * the per-request context and the services' lifecycle. The server imports this module (the
 * built file in production, this file through Vite in development) and gets the very instances
 * the routes use, typed as `AppServerBuild` (server/app-build.ts).
 */
export * from "virtual:react-router/server-build";
export { clientAddressContext, cspNonceContext } from "./context.ts";
export { closeServices, runShutdownHooks, startServices } from "./.server/runtime.ts";
