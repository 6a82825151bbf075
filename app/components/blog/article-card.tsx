import { Link } from "react-router";
import { Bidi } from "../bidi.tsx";

/** Every illustration is drawn on a 640 x 360 canvas. */
export const ILLUSTRATION_WIDTH = 640;
export const ILLUSTRATION_HEIGHT = 360;

/** What a card shows: the article record without its body. */
export interface ArticleCardData {
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  date: string;
  isoDate: string;
  author: string;
  image: string;
  imageAlt: string;
}

/** Date and author, as on the cards and under an article's title. */
export function ArticleByline({ article, className = "" }: { article: Pick<ArticleCardData, "date" | "isoDate" | "author">; className?: string }) {
  return (
    <p className={`flex flex-wrap gap-x-3 text-sm text-muted ${className}`}>
      <time dateTime={article.isoDate}>{article.date}</time>
      <span aria-hidden="true">·</span>
      <span>{article.author}</span>
    </p>
  );
}

/** A card on /blog and under an article: image, date, author, title, excerpt, read-more link. */
export function ArticleCard({ article, headingLevel: Heading = "h2", lazy = true }: { article: ArticleCardData; headingLevel?: "h2" | "h3"; lazy?: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-brand-100 bg-white shadow-sm">
      <img
        src={article.image}
        alt={article.imageAlt}
        width={ILLUSTRATION_WIDTH}
        height={ILLUSTRATION_HEIGHT}
        loading={lazy ? "lazy" : "eager"}
        fetchPriority={lazy ? "auto" : "high"}
        decoding="async"
        className="h-auto w-full bg-brand-50"
      />
      <div className="flex flex-1 flex-col p-5">
        <ArticleByline article={article} />
        <Heading className="mt-2 text-xl font-bold text-brand-900">{article.title}</Heading>
        <p className="mt-2 flex-1 leading-7">
          <Bidi>{article.excerpt}</Bidi>
        </p>
        <Link
          to={article.path}
          className="mt-4 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          קראו עוד<span className="sr-only">: {article.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** The card fields of an article record (no body, nothing else). */
export function toCard(article: ArticleCardData): ArticleCardData {
  const { slug, path, title, excerpt, date, isoDate, author, image, imageAlt } = article;
  return { slug, path, title, excerpt, date, isoDate, author, image, imageAlt };
}
