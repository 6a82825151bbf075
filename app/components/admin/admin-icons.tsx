/** The admin's action icons. Decorative: the control around each one carries the name. */
import { Icon, pathIcon, type IconProps } from "../icons.tsx";

export const CheckIcon = pathIcon("m5 12 5 5 9-10");

export const TrashIcon = pathIcon("M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6");

export const DetailsIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </Icon>
);

export const RestoreIcon = pathIcon("M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3");

export const EraseIcon = pathIcon("M4 7h16M6 7l1 13h10l1-13M9 7V4h6v3M9.5 11.5l5 5M14.5 11.5l-5 5");

export const SoundOnIcon = pathIcon("M4 9v6h4l5 4V5L8 9H4M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12");

export const SoundOffIcon = pathIcon("M4 9v6h4l5 4V5L8 9H4M17 9.5l5 5M22 9.5l-5 5");
