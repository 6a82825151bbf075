/**
 * The admin's icons, drawn once in a sprite (AdminIconSprite, in the admin's layout) and used by
 * reference: a screen of 50 leads shows hundreds of them, and each is then a few bytes, not its
 * paths again. Decorative: the control around each one carries the name. Their colour is the
 * text's (currentColor reaches the shapes through <use>).
 */
import type { ReactNode } from "react";
import { sharedIconShapes, type IconProps } from "../icons.tsx";

/** The 24-unit icons, drawn with the current colour's 2-unit stroke like the visitors' icons (../icons.tsx). */
const strokeIcons = {
  ...sharedIconShapes,
  check: <path d="m5 12 5 5 9-10" />,
  trash: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
  details: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </>
  ),
  restore: <path d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />,
  erase: <path d="M4 7h16M6 7l1 13h10l1-13M9 7V4h6v3M9.5 11.5l5 5M14.5 11.5l-5 5" />,
  "sound-on": <path d="M4 9v6h4l5 4V5L8 9H4M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />,
  "sound-off": <path d="M4 9v6h4l5 4V5L8 9H4M17 9.5l5 5M22 9.5l-5 5" />,
  /** The bottom bar's: the leads (a list), the summary (bars), more (three dots). */
  list: <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />,
  chart: <path d="M4 20h16M7 16v-5M12 16V6M17 16v-8" />,
  more: <path d="M5 12h.01M12 12h.01M19 12h.01" />,
  /** A triangle with an exclamation mark. */
  warning: <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />,
} satisfies Record<string, ReactNode>;

type AdminIconName = keyof typeof strokeIcons | "clock";

const symbolId = (name: string) => `admin-icon-${name}`;

/** Every admin icon's shapes, once per page: hidden, each a <symbol> the icons point at. */
export function AdminIconSprite() {
  return (
    <svg width="0" height="0" className="hidden" aria-hidden="true" focusable="false">
      {Object.entries(strokeIcons).map(([name, shapes]) => (
        // The stroke's look comes from admin.css (each <use> passes it on), not repeated on every symbol.
        <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
          {shapes}
        </symbol>
      ))}
      {/* The waiting mark's clock: a 16-unit square, square ends. */}
      <symbol id={symbolId("clock")} viewBox="0 0 16 16" strokeLinecap="butt" strokeLinejoin="miter">
        <circle cx="8" cy="8" r="6.5" />
        <path d="M8 4.5V8l2.5 1.5" />
      </symbol>
    </svg>
  );
}

/** An icon of the sprite, sized by its class (a 20 px square unless told). */
function spriteIcon(name: AdminIconName) {
  return function SpriteIcon({ className = "size-5" }: IconProps) {
    return (
      <svg className={className} aria-hidden="true" focusable="false">
        <use href={`#${symbolId(name)}`} />
      </svg>
    );
  };
}

export const PhoneIcon = spriteIcon("phone");
export const ChatIcon = spriteIcon("chat");
export const ChevronIcon = spriteIcon("chevron");
export const CloseIcon = spriteIcon("close");
export const CheckIcon = spriteIcon("check");
export const TrashIcon = spriteIcon("trash");
export const DetailsIcon = spriteIcon("details");
export const RestoreIcon = spriteIcon("restore");
export const EraseIcon = spriteIcon("erase");
export const SoundOnIcon = spriteIcon("sound-on");
export const SoundOffIcon = spriteIcon("sound-off");
export const WarningIcon = spriteIcon("warning");
export const ClockIcon = spriteIcon("clock");
export const ListIcon = spriteIcon("list");
export const ChartIcon = spriteIcon("chart");
export const MoreIcon = spriteIcon("more");
