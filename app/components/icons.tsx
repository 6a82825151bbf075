/** Small inline icons for the page furniture. Decorative: the control around each one carries the name. */
import type { ReactNode } from "react";

export type IconProps = { className?: string };

/** The frame every icon shares: a 24-unit square drawn with the current colour's 2-unit stroke. */
function Icon({ children, className = "size-5" }: { children: ReactNode } & IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/**
 * The shapes of the icons the visitors' pages draw inline and the admin draws from its sprite
 * (admin/admin-icons.tsx): one drawing for both.
 */
export const sharedIconShapes = {
  phone: <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
  chevron: <path d="m6 9 6 6 6-6" />,
  close: <path d="M18 6 6 18M6 6l12 12" />,
  chat: (
    <>
      <path d="M21 11.5a8.5 8.5 0 0 1-12.6 7.4L3 21l2.1-5.2A8.5 8.5 0 1 1 21 11.5z" />
      <path d="M9 8.5c0 3.6 2.9 6.5 6.5 6.5l.8-1.6-2-1-.9.9a5 5 0 0 1-2.7-2.7l.9-.9-1-2z" strokeWidth="1.5" />
    </>
  ),
};

/** An icon drawn by one path. */
function pathIcon(d: string) {
  return function PathIcon({ className }: IconProps) {
    return (
      <Icon className={className}>
        <path d={d} />
      </Icon>
    );
  };
}

export const PhoneIcon = ({ className }: IconProps) => <Icon className={className}>{sharedIconShapes.phone}</Icon>;

export const ChevronIcon = ({ className }: IconProps) => <Icon className={className}>{sharedIconShapes.chevron}</Icon>;

export const MenuIcon = pathIcon("M4 6h16M4 12h16M4 18h16");

export const CloseIcon = ({ className }: IconProps) => <Icon className={className}>{sharedIconShapes.close}</Icon>;

export const ChatIcon = ({ className }: IconProps) => <Icon className={className}>{sharedIconShapes.chat}</Icon>;

export const AccessibilityIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="12" cy="4.5" r="1.5" />
    <path d="M5 8.5l7 1.5 7-1.5M12 10v4.5M12 14.5l-3.5 6M12 14.5l3.5 6" />
  </Icon>
);
