/**
 * The sections of the content pages (home, about, join the team, pricing, blog, the city pages):
 * a section named by its own heading, and cards of a title and a short text.
 */
import type { ComponentProps, ReactNode } from "react";
import { Bidi } from "../bidi.tsx";

export const sectionHeadingClass = "text-2xl font-bold text-brand-900";

type TitledSectionProps = Omit<ComponentProps<"section">, "id" | "title" | "aria-labelledby"> & {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  headingClassName?: string;
};

/** A section under an h2 that names it (aria-labelledby). */
export function TitledSection({ id, title, headingClassName = sectionHeadingClass, children, ...section }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} {...section}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface TextCard {
  title: string;
  text: string;
}

/** A list of cards, each a title and a line of text (values, benefits, reasons, discounts). */
export function TextCards<T extends TextCard>({
  items,
  className,
  cardClassName,
  titleClassName = "text-lg font-bold text-brand-900",
  textClassName = "mt-1",
  beforeText,
}: {
  items: readonly T[];
  className: string;
  cardClassName: string;
  titleClassName?: string;
  textClassName?: string;
  /** What a card shows between its title and its text. */
  beforeText?: (item: T) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className={cardClassName}>
          <h3 className={titleClassName}>{item.title}</h3>
          {beforeText?.(item)}
          <p className={textClassName}>
            <Bidi>{item.text}</Bidi>
          </p>
        </li>
      ))}
    </ul>
  );
}
