import { data, Link } from "react-router";
import { log } from "../.server/http";
import type { Route } from "./+types/blog-article";
import { ContactSection } from "../components/contact-section";
import { SimplePage } from "../components/simple-page";
import { articleSlugs, pageAt } from "../content/pages";
import { pageMeta, siteFromMatches } from "../lib/seo";

export function loader({ params }: Route.LoaderArgs) {
  if (!articleSlugs.includes(params.slug)) {
    log("warn", "not found", { path: `/blog/${params.slug}` });
    throw data(null, { status: 404 });
  }
  return { slug: params.slug };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta(siteFromMatches(matches), pageAt(`/blog/${loaderData.slug}`));
}

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  return (
    <SimplePage page={pageAt(`/blog/${loaderData.slug}`)}>
      <ContactSection className="mb-8" />
      <Link to="/blog" className="text-brand-700 underline">
        חזרה לבלוג
      </Link>
    </SimplePage>
  );
}
