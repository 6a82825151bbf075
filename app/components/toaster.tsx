import { useEffect } from "react";
import { Toaster } from "sonner";

/** Above the admin's bar on a phone (admin-bottom-bar.tsx), with room to spare. */
const ABOVE_THE_BAR = { bottom: 84 };

/** The toast region itself, loaded on demand by notices.tsx. */
export default function SiteToasterRegion({ onMounted, placement }: { onMounted: () => void; placement: "top" | "bottom" }) {
  // Runs after the Toaster's own effects (children first): it is subscribed by then.
  useEffect(onMounted, [onMounted]);
  const bottom = placement === "bottom";
  return (
    <Toaster
      dir="rtl"
      position={bottom ? "bottom-center" : "top-center"}
      offset={bottom ? ABOVE_THE_BAR : undefined}
      mobileOffset={bottom ? ABOVE_THE_BAR : undefined}
      visibleToasts={1}
      richColors
      closeButton
    />
  );
}
