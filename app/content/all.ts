/**
 * Loads every content collection. react-router.config.ts imports this first, so a record that
 * breaks its schema stops `npm run build` at once with the ContentError naming the file and the
 * field, instead of surfacing later as a failed pre-render. The collections drawn with a price
 * book are checked with the installation's (a publish checks the owner's with the price book's
 * invariants, decision 067). Loading is the point: nothing is exported.
 */
import { startingPriceBook } from "./price-book.ts";
import { articleBySlug, articles } from "./blog/articles.ts";
import { faqOf } from "./faq.ts";
import { homeOf } from "./home.ts";
import { pricingOf } from "./pricing-page.ts";
import { servicesOf } from "./services.ts";
import { termsOf } from "./terms.ts";
import { accessibilityStatementOf } from "./accessibility-statement.ts";
import { startingTermsFigures } from "../lib/terms-figures.ts";
import "./about.ts";
import "./blog/articles.ts";
import "./city-pages/all-cities.ts";
import "./faq.ts";
import "./home.ts";
import "./join-team.ts";
import "./pages.ts";
import "./prices.ts";
import "./pricing-page.ts";
import "./privacy.ts";
import "./terms.ts";
import "./services.ts";

for (const drawn of [faqOf, homeOf, pricingOf, servicesOf]) drawn(startingPriceBook);
termsOf(startingTermsFigures, startingPriceBook.book.surcharges);
for (const article of articles) articleBySlug(article.slug, startingPriceBook);
accessibilityStatementOf({});
