import type { ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";

const cardClass = {
  /** Sign-in and its second step. */
  narrow: "mx-auto w-full max-w-md rounded-card border border-gray-200 bg-white p-6 shadow-sm sm:p-8",
  /** The two-step sign-in settings (a QR code, a key, recovery codes). */
  wide: "mx-auto w-full max-w-2xl rounded-card border border-gray-200 bg-white p-4 shadow-sm sm:p-8",
} as const;

/** A card with the page's one heading (or, `level` 2, one of its sections'): the title is `${id}-title`. */
export function AdminCard({
  id,
  title,
  width = "narrow",
  level = 1,
  className = "",
  children,
}: {
  id: string;
  title: ReactNode;
  width?: keyof typeof cardClass;
  level?: 1 | 2;
  className?: string;
  children: ReactNode;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass[width]} ${className}`}>
      <Heading id={`${id}-title`} className="text-2xl font-bold text-brand-800">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * The server's refusal, said on the page where there is no JavaScript (with it, a toast says it:
 * admin-notices.ts). Nothing while there is no message.
 */
export function AlertWithoutScript({ message, className }: { message: string | undefined; className: string }) {
  const hydrated = useHydrated();
  if (hydrated || !message) return null;
  return (
    <p role="alert" className={`${className} rounded-lg border border-red-300 bg-red-50 p-3 text-red-800`}>
      {message}
    </p>
  );
}
