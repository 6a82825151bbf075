import { Link } from "react-router";

export function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>Oops! Page not found</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold" lang="en" dir="ltr">
        Oops! Page not found
      </h1>
      <p className="mt-4 text-lg text-muted">אופס! העמוד שחיפשתם לא נמצא.</p>
      <Link to="/" className="mt-8 inline-block rounded-card bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        חזרה לדף הבית
      </Link>
    </section>
  );
}
