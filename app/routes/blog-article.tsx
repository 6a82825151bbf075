import { data, Link } from "react-router";
import { log } from "../.server/log.ts";
import type { Route } from "./+types/blog-article.ts";
import { ArticleBody } from "../components/blog/article-body.tsx";
import { ArticleByline, ArticleCard, ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, toCard } from "../components/blog/article-card.tsx";
import { ContactSection } from "../components/contact-section.tsx";
import { pricesForRequest } from "../.server/site-settings/for-request.ts";
import { articleBySlug, articles } from "../content/blog/articles.ts";
import { blogPostingJsonLd, pageMeta, siteFromMatches } from "../lib/seo.ts";

// Runs at build time for the six articles (pre-rendered) and on request for any other slug (404).
export async function loader({ params, request }: Route.LoaderArgs) {
  const found = articleBySlug(params.slug, await pricesForRequest(request));
  if (!found) {
    log("warn", "not found", { path: `/blog/${params.slug}` });
    throw data(null, { status: 404 });
  }
  const { article, html } = found;
  return {
    article: { ...toCard(article), label: article.label, description: article.description, keywords: article.keywords },
    html,
    related: article.related.map((slug) => toCard(articles.find((a) => a.slug === slug)!)),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const site = siteFromMatches(matches);
  const { article } = loaderData;
  return pageMeta(site, { ...article, structuredData: [blogPostingJsonLd(site, article)] });
}

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, html, related } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <article aria-labelledby="article-title">
        <header className="mb-8">
          <h1 id="article-title" className="text-3xl font-bold text-brand-900 md:text-4xl">
            {article.title}
          </h1>
          <ArticleByline article={article} className="mt-3" />
          <img
            src={article.image}
            alt={article.imageAlt}
            width={ILLUSTRATION_WIDTH}
            height={ILLUSTRATION_HEIGHT}
            fetchPriority="high"
            className="mt-6 h-auto w-full rounded-card bg-brand-50"
          />
        </header>
        <ArticleBody html={html} />
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="mb-4 text-2xl font-bold text-brand-900">
            מאמרים נוספים שיעניינו אתכם
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2">
            {related.map((card) => (
              <li key={card.slug}>
                <ArticleCard article={card} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}

      <ContactSection className="mt-12" />

      <p className="mt-8">
        <Link to="/blog" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          <span aria-hidden="true">→ </span>חזרה לבלוג
        </Link>
      </p>
    </div>
  );
}
