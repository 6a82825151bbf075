import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root.ts";
import { siteForRequest } from "./.server/site-settings/for-request.ts";
import { siteNavigation } from "./content/pages.ts";
import { AccessibilityHeadScript, AccessibilityPanel } from "./components/accessibility-panel.tsx";
import { AttributionRecorder } from "./components/attribution-recorder.tsx";
import { Breadcrumbs } from "./components/breadcrumbs.tsx";
import { ChatButton } from "./components/chat-button.tsx";
import { NotFound } from "./components/not-found.tsx";
import { useNonce } from "./components/nonce.tsx";
import { RouteFocus } from "./components/route-focus.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { SiteNoticeBar } from "./components/site-notice.tsx";
import { SiteToaster } from "./components/notices.tsx";
import "./app.css";

export async function loader({ request }: Route.LoaderArgs) {
  // Menus, footer and breadcrumbs get their links from here: the content stays on the server. The
  // business details and the notice are the owner's published version (decision 066).
  return { ...(await siteForRequest(request)), navigation: siteNavigation() };
}

/** Menus, footer and site settings change only with a publish, which draws every page again: nothing a form changes. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const lean = useMatches().some((match) => (match.handle as { layout?: string } | undefined)?.layout === "admin");
  return (
    // The head script sets the accessibility settings on <html> before hydration: not a mismatch.
    <html lang="he" dir="rtl" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <AccessibilityHeadScript nonce={nonce} />
        <meta name="theme-color" content="#1e40af" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          דלג לתוכן הראשי
        </a>
        {/* The admin's header draws the accessibility button itself (it would cover leads here). */}
        {lean ? null : <AccessibilityPanel />}
        {lean ? (
          // The admin draws its own header and <main>: no menus, footer or chat button there.
          children
        ) : (
          <>
            <SiteNoticeBar />
            <SiteHeader />
            <Breadcrumbs />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <SiteFooter />
            <ChatButton />
          </>
        )}
        <SiteToaster />
        <RouteFocus />
        <AttributionRecorder />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  let message = "Unknown error";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    message = `${error.status} ${error.statusText || String(error.data ?? "")}`.trim();
  } else if (error instanceof Error) {
    message = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-20" lang="en" dir="ltr">
      <title>Unexpected Application Error!</title>
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg">{message}</p>
      {stack && <pre className="mt-4 overflow-auto text-sm">{stack}</pre>}
    </section>
  );
}
