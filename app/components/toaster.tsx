import { useEffect } from "react";
import { Toaster } from "sonner";

/** The toast region itself, loaded on demand by notices.tsx. */
export default function SiteToasterRegion({ onMounted }: { onMounted: () => void }) {
  // Runs after the Toaster's own effects (children first): it is subscribed by then.
  useEffect(onMounted, [onMounted]);
  return <Toaster dir="rtl" position="top-center" visibleToasts={3} duration={4000} richColors closeButton />;
}
