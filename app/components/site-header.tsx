import { Link } from "react-router";
import { telHref } from "../lib/phone.ts";
import { PhoneIcon } from "./icons.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { NavDropdown } from "./nav-dropdown.tsx";
import { useCurrentPath, useSite } from "./use-site.ts";
import { currentProps, navGroups, useSiteNavigation } from "./navigation.ts";
import { PhoneNumber } from "./phone-number.tsx";

/*
 * The desktop bar and the menu button swap on a container query in rem (the bar needs about
 * 60rem): a container query's rem follows the root font size, so when the visitor enlarges the
 * text in the accessibility panel the menu button takes over instead of the links overflowing.
 * The same goes for the phone number, shown beside its icon from 23rem.
 */
export function SiteHeader() {
  const site = useSite();
  const pathname = useCurrentPath();
  const navigation = useSiteNavigation();
  return (
    <header className="@container sticky top-0 z-40 border-b border-brand-100 bg-white" data-site-header>
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2.5 @min-[26rem]:gap-3 @min-[26rem]:px-4">
        <Link
          to="/"
          {...currentProps("/", pathname)}
          className="me-auto inline-flex min-h-11 min-w-0 items-center rounded-lg text-lg leading-tight font-bold text-brand-800 @min-[26rem]:text-xl @min-[62rem]:me-0"
        >
          {site.brandName}
        </Link>
        <nav aria-label="תפריט ראשי" className="flex items-center @min-[62rem]:flex-1">
          <ul className="hidden items-center gap-0.5 @min-[62rem]:flex">
            {navGroups(navigation).map((group) => (
              <li key={group.id}>
                <NavDropdown label={group.label} pages={group.pages} />
              </li>
            ))}
            {navigation.main.map((p) => (
              <li key={p.path}>
                <Link
                  to={p.path}
                  {...currentProps(p.path, pathname)}
                  className="block rounded-lg px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
                >
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
          <MobileMenu className="@min-[62rem]:hidden" />
        </nav>
        <a
          href={telHref(site.phone)}
          className="flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-card bg-accent-700 px-3 py-2 font-semibold text-white hover:bg-accent-800"
        >
          <PhoneIcon className="size-5 shrink-0" />
          <span className="sr-only">התקשרו אלינו: </span>
          <PhoneNumber phone={site.phone} className="sr-only @min-[23rem]:not-sr-only" />
        </a>
      </div>
    </header>
  );
}
