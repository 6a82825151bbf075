import type { AnchorHTMLAttributes, ComponentProps } from "react";
import { Link, type LinkProps } from "react-router";

/*
 * Buttons, and links that look like buttons. A variant and a size are full class strings (Tailwind
 * finds class names by reading the source, so none is built from pieces). The public pages' ones
 * are here; the admin's are in components/admin/styles.ts, because that folder's classes go to
 * admin.css and not to the stylesheet every visitor downloads (app.css).
 */

/** What a public button is for, by its colours. */
export const buttonVariants = {
  /** The chat's green: starting a WhatsApp chat. */
  chat: "bg-whatsapp text-white hover:bg-whatsapp-dark",
  /** The accent orange: a phone call. */
  call: "bg-accent-700 text-white hover:bg-accent-800",
  /** White, on a dark panel. */
  light: "bg-white text-brand-800 hover:bg-brand-50",
  /** Outlined in blue, beside a call button on a light panel. */
  outline: "border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
} as const;

/** The public pages' calls to action: large, and a little narrower where two share a row in a column. */
export const buttonSizes = {
  lg: "rounded-card px-6 py-3 text-lg font-bold",
  md: "rounded-card px-5 py-3 text-lg font-bold",
} as const;

export interface ButtonLook {
  /** A class string from buttonVariants, or from the admin's buttons (admin/styles.ts). */
  variant?: string;
  /** A class string from buttonSizes; the admin's variants carry their size. */
  size?: string;
  /** Placement and anything the variant leaves open (margins, width, layout). */
  className?: string;
}

const classes = ({ variant, size, className }: ButtonLook) => [size, variant, className].filter(Boolean).join(" ") || undefined;

/** A `<button>`: type="button" unless told otherwise. */
export function Button({ variant, size, className, type = "button", ...props }: ButtonLook & ComponentProps<"button">) {
  return <button type={type} {...props} className={classes({ variant, size, className })} />;
}

type LinkButtonProps = ButtonLook &
  ((Omit<LinkProps, "className"> & { href?: never }) | (AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; to?: never }));

/** A link that looks like a button: a React Router `<Link>` with `to`, a plain `<a>` with `href`. */
export function LinkButton({ variant, size, className, children, ...props }: LinkButtonProps) {
  const look = classes({ variant, size, className });
  return "to" in props && props.to !== undefined ? (
    <Link {...props} className={look}>
      {children}
    </Link>
  ) : (
    <a {...props} className={look}>
      {children}
    </a>
  );
}
