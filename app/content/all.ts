/**
 * Loads every content collection. react-router.config.ts imports this first, so a record that
 * breaks its schema stops `npm run build` at once with the ContentError naming the file and the
 * field, instead of surfacing later as a failed pre-render. Loading is the point: nothing is
 * exported.
 */
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
