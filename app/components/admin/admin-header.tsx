import { useEffect } from "react";
import { Link } from "react-router";
import { AccessibilityPanel } from "../accessibility-panel.tsx";
import { ADMIN_PAGES } from "../../lib/paths.ts";
import { templateMessages } from "../../lib/reply-templates.ts";
import { siteMessages } from "../../lib/site-settings.ts";
import { SECURITY_HREF, twoFactorMessages } from "../../lib/two-factor.ts";
import { useSite } from "../use-site.ts";
import { SignOutButton } from "./sign-out-button.tsx";
import { PushToggle, registerAdminWorker } from "./push-toggle.tsx";
import { SoundToggle } from "./sound-toggle.tsx";
import { iconButtonClass } from "./styles.ts";

/**
 * In the bar, not floating over the leads: on the brand's row on a phone (reaching into the bar's
 * padding, so that row is no taller than the brand's line), at the bar's far end on a laptop.
 */
const accessibilityButton = `${iconButtonClass} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`;

/**
 * The admin's own lean bar: the brand, who is signed in, new-lead notifications on this device,
 * sign-out and the accessibility settings. No visitor menus. Every admin screen draws it, so it registers the admin's
 * service worker (installable app, Web Push); public pages never do.
 */
export function AdminHeader({ email, securityLink = false, notifications = false }: { email?: string; securityLink?: boolean; notifications?: boolean }) {
  const site = useSite();
  useEffect(registerAdminWorker, []);
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex w-full max-w-screen-2xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3 py-2 sm:px-6">
        <p className="order-first font-bold text-brand-800">
          {site.brandName} <span className="font-normal text-muted">· מערכת ניהול</span>
        </p>
        {email ? (
          <div className="flex min-w-0 flex-wrap items-center justify-end gap-x-3 gap-y-2 lg:flex-1">
            <span className="min-w-0 truncate text-sm text-muted" dir="ltr" title={email}>
              {email}
            </span>
            {securityLink ? (
              <Link to={SECURITY_HREF} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline underline-offset-2">
                {twoFactorMessages.headerLink}
              </Link>
            ) : null}
            {securityLink ? (
              <Link to={ADMIN_PAGES.site} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline underline-offset-2">
                {siteMessages.title}
              </Link>
            ) : null}
            {/* On a laptop here, so the views keep one line; on a phone and a tablet it ends the views' row. */}
            {securityLink ? (
              <Link
                to={ADMIN_PAGES.templates}
                className="hidden min-h-11 items-center text-sm font-medium text-brand-800 underline underline-offset-2 lg:inline-flex"
              >
                {templateMessages.title}
              </Link>
            ) : null}
            {notifications ? <PushToggle /> : null}
            {notifications ? <SoundToggle /> : null}
            <SignOutButton />
          </div>
        ) : null}
        <div className="order-first -my-2 lg:order-none lg:my-0">
          <AccessibilityPanel triggerClassName={accessibilityButton} />
        </div>
      </div>
    </header>
  );
}
