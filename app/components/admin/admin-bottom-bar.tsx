import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ADMIN_PAGES, ADMIN_PATH } from "../../lib/paths.ts";
import { ChartIcon, ClockIcon, ListIcon, MoreIcon } from "./admin-icons.tsx";

/** The header's panel of everything else (admin-header.tsx): a sheet above this bar on a phone. */
export const MORE_PANEL_ID = "admin-more";

const bottomBarLabels = {
  nav: "מסכי הניהול",
  leads: "לידים",
  reminders: "תזכורות",
  summary: "סיכום",
  more: "עוד",
} as const;

/** The screens the "עוד" panel leads to: while one is shown, the bar marks "עוד". */
const UNDER_MORE = [ADMIN_PAGES.activity, ADMIN_PAGES.trash, ADMIN_PAGES.templates, ADMIN_PAGES.site, ADMIN_PAGES.security];

const itemClass =
  "flex min-h-14 w-full flex-col items-center justify-center gap-0.5 text-xs font-semibold text-muted aria-[current=page]:text-brand-800 data-[current]:text-brand-800";

function BarLink({ to, current, icon, children }: { to: string; current: boolean; icon: ReactNode; children: ReactNode }) {
  return (
    <Link to={to} aria-current={current ? "page" : undefined} className={itemClass}>
      {icon}
      <span className={current ? "border-b-2 border-brand-700" : undefined}>{children}</span>
    </Link>
  );
}

/**
 * A phone's way between the admin's screens, under the thumb: the leads, the reminders, the
 * summary, and "עוד" (the header's panel: the log, the trash, templates, the site, security,
 * notifications, sign-out). The screen shown is marked in words for screen readers
 * (aria-current) and by colour and an underline for the eye. Wider screens have the header and tabs.
 */
export function AdminBottomBar() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/$/, "");
  const underMore = UNDER_MORE.some((page) => path.startsWith(page));
  return (
    <nav
      aria-label={bottomBarLabels.nav}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-300 bg-white pb-[env(safe-area-inset-bottom)] sm:hidden"
      data-bottom-bar
    >
      <ul className="grid grid-cols-4">
        <li>
          <BarLink to={ADMIN_PATH} current={path === ADMIN_PATH} icon={<ListIcon />}>
            {bottomBarLabels.leads}
          </BarLink>
        </li>
        <li>
          <BarLink to={ADMIN_PAGES.reminders} current={path.startsWith(ADMIN_PAGES.reminders)} icon={<ClockIcon />}>
            {bottomBarLabels.reminders}
          </BarLink>
        </li>
        <li>
          <BarLink to={ADMIN_PAGES.summary} current={path.startsWith(ADMIN_PAGES.summary)} icon={<ChartIcon />}>
            {bottomBarLabels.summary}
          </BarLink>
        </li>
        <li>
          <button type="button" popoverTarget={MORE_PANEL_ID} className={itemClass} data-current={underMore ? "" : undefined}>
            <MoreIcon />
            <span className={underMore ? "border-b-2 border-brand-700" : undefined}>{bottomBarLabels.more}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
