import { Link } from "react-router";
import type { Route } from "./+types/blog.ts";
import { ArticleCard, toCard } from "../components/blog/article-card.tsx";
import { TitledSection } from "../components/page/section.tsx";
import { SimplePage } from "../components/simple-page.tsx";
import { buttonVariants, LinkButton } from "../components/ui/button.tsx";
import { articles } from "../content/blog/articles.ts";
import { blogPage, servicePages } from "../content/pages.ts";
import { blogJsonLd, pageMeta, siteFromMatches } from "../lib/seo.ts";

// Runs at build time: the page record and the cards (no article body) reach the page as loader data.
export function loader() {
  return {
    page: blogPage,
    cards: articles.map(toCard),
    // All four services, from their page records.
    services: servicePages.map(({ path, label }) => ({ path, label })),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...loaderData.page, structuredData: [blogJsonLd(site, loaderData.page)] });
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <SimplePage page={loaderData.page}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {loaderData.cards.map((card, i) => (
          <li key={card.slug}>
            <ArticleCard article={card} lazy={i > 0} />
          </li>
        ))}
      </ul>

      <TitledSection
        id="blog-cta-heading"
        className="mt-12 rounded-card bg-brand-800 p-8 text-white"
        headingClassName="text-2xl font-bold"
        title="צריכים משלוח?"
      >
        <p className="mt-2 text-lg">ספרו לנו מה שולחים ולאן, ונחזור אליכם עם הצעת מחיר. אפשר גם לבדוק את המחירים בעצמכם.</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <LinkButton to="/contact" variant={buttonVariants.call} className="rounded-card px-5 py-2.5 font-semibold">
            צרו קשר
          </LinkButton>
          <LinkButton to="/pricing" variant={buttonVariants.light} className="rounded-card px-5 py-2.5 font-semibold">
            למחירון
          </LinkButton>
        </div>
      </TitledSection>

      <TitledSection id="blog-services-heading" className="mt-12" title="השירותים שלנו">
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.services.map((service) => (
            <li key={service.path}>
              <Link to={service.path} className="block rounded-card border border-brand-100 p-5 font-semibold text-brand-700 shadow-sm hover:bg-brand-50">
                {service.label}
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>
    </SimplePage>
  );
}
