import { useSite } from "./site";

export function SiteFooter() {
  const site = useSite();
  return (
    <footer className="mt-16 bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <p className="font-bold">{site.brandName}</p>
        <p className="mt-2">
          © {site.brandName}. כל הזכויות שמורות.
        </p>
      </div>
    </footer>
  );
}
