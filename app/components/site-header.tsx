import { Link } from "react-router";
import { telHref } from "../lib/phone";
import { useSite } from "./site";

export function SiteHeader() {
  const site = useSite();
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="text-xl font-bold text-brand-800">
          {site.brandName}
        </Link>
        <a href={telHref(site.phone)} className="rounded-card bg-accent-700 px-4 py-2 font-semibold text-white hover:bg-accent-600">
          <span className="sr-only">התקשרו אלינו: </span>
          <span dir="ltr">{site.phone}</span>
        </a>
      </div>
    </header>
  );
}
