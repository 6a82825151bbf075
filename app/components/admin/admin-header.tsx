import { useEffect, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { AccessibilityPanel } from "../accessibility-panel.tsx";
import { viewLabels } from "../../lib/admin-leads.ts";
import { activityTabLabel } from "../../lib/admin-query.ts";
import { ADMIN_PAGES } from "../../lib/paths.ts";
import { MORE_PANEL_ID } from "./admin-bottom-bar.tsx";
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

const moreRowClass = "flex min-w-0 flex-wrap items-center justify-end gap-x-3 gap-y-2 lg:flex-1";

/** A screen in the header's row (a sheet's line on a phone), marked when it is the one shown. */
function PanelLink({ to, className = "", children }: { to: string; className?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/$/, "") === to.split("?")[0];
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline underline-offset-2 aria-[current=page]:font-bold aria-[current=page]:no-underline ${className}`}
    >
      {children}
    </Link>
  );
}

/**
 * The admin's own lean bar: the brand, who is signed in, new-lead notifications on this device,
 * sign-out and the accessibility settings. No visitor menus. Every admin screen draws it, so it registers the admin's
 * service worker (installable app, Web Push); public pages never do.
 */
export function AdminHeader({
  email,
  securityLink = false,
  notifications = false,
  phonePanel = false,
}: {
  email?: string;
  securityLink?: boolean;
  notifications?: boolean;
  /** The admin's full set of screens: on a phone the bar's "עוד" opens this panel. */
  phonePanel?: boolean;
}) {
  const site = useSite();
  useEffect(registerAdminWorker, []);
  const { pathname, search } = useLocation();
  // A screen chosen from the phone's sheet closes it (a client navigation keeps the page, and the sheet open).
  useEffect(() => document.getElementById(MORE_PANEL_ID)?.hidePopover?.(), [pathname, search]);
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex w-full max-w-screen-2xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3 py-2 sm:px-6">
        <p className="order-first font-bold text-brand-800">
          {site.brandName} <span className="font-normal text-muted">· מערכת ניהול</span>
        </p>
        {email ? (
          // On a phone with the bottom bar, a sheet above it ("עוד"); wider, the bar's row (admin.css .admin-more).
          <div id={phonePanel ? MORE_PANEL_ID : undefined} popover={phonePanel ? "auto" : undefined} className={phonePanel ? "admin-more" : moreRowClass}>
            <span className="min-w-0 truncate text-sm text-muted" dir="ltr" title={email}>
              {email}
            </span>
            {phonePanel ? (
              <>
                <PanelLink to={ADMIN_PAGES.activity} className="sm:hidden">
                  {activityTabLabel}
                </PanelLink>
                <PanelLink to={ADMIN_PAGES.trash} className="sm:hidden">
                  {viewLabels.trash}
                </PanelLink>
              </>
            ) : null}
            {securityLink ? <PanelLink to={SECURITY_HREF}>{twoFactorMessages.headerLink}</PanelLink> : null}
            {phonePanel ? <PanelLink to={ADMIN_PAGES.site}>{siteMessages.title}</PanelLink> : null}
            {/* On a laptop here, so the views keep one line; on a tablet it ends the views' row; on a phone, in this sheet. */}
            {phonePanel ? (
              <PanelLink to={ADMIN_PAGES.templates} className="sm:hidden lg:inline-flex">
                {templateMessages.title}
              </PanelLink>
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
