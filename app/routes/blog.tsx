import type { Route } from "./+types/blog";
import { Link } from "react-router";
import { SimplePage } from "../components/simple-page";
import { articlePages, blogPage } from "../content/pages";
import { canonicalUrl, pageMeta, siteFromMatches } from "../lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const blogRecord = {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: blogPage.title,
    description: blogPage.description,
    url: canonicalUrl(site, blogPage.path),
    publisher: { "@type": "Organization", name: site.brandName, url: site.siteUrl },
  };
  return pageMeta(site, { ...blogPage, structuredData: [blogRecord] });
}

export default function BlogPage() {
  return (
    <SimplePage page={blogPage}>
      <ul className="grid gap-4 md:grid-cols-2">
        {articlePages.map((article) => (
          <li key={article.path}>
            <Link to={article.path} className="text-lg font-semibold text-brand-700 underline">
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </SimplePage>
  );
}
