/**
 * Loads every content collection. react-router.config.ts imports this first, so a record that
 * breaks its schema stops `npm run build` at once with the ContentError naming the file and the
 * field, instead of surfacing later as a failed pre-render.
 */
export { about } from "./about";
export { articles } from "./blog/index";
export { cityPages } from "./city-pages/index";
export { faq } from "./faq";
export { home } from "./home";
export { joinTeam } from "./join-team";
export { allPages } from "./pages";
export * as prices from "./prices";
export { pricing } from "./pricing";
export { privacy } from "./privacy";
export { services } from "./services";
