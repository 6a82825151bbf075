import { useLocation } from "react-router";
import { ContactSection } from "../components/contact-section";
import { SimplePage } from "../components/simple-page";
import { pageAt } from "../content/pages";
import { pageMeta, siteFromMatches } from "../lib/seo";

// One module serves the eight city paths (see routes.ts); the path picks the city.
export function meta({ matches, location }: { matches: Parameters<typeof siteFromMatches>[0]; location: { pathname: string } }) {
  return pageMeta(siteFromMatches(matches), pageAt(location.pathname));
}

export default function CityPage() {
  const { pathname } = useLocation();
  return (
    <SimplePage page={pageAt(pathname)}>
      <ContactSection />
    </SimplePage>
  );
}
