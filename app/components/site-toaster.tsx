import { Toaster } from "sonner";

/** Notices as toasts, right to left: 3 visible, 4 seconds each (spec, "Toasts"). */
export function SiteToaster() {
  return <Toaster dir="rtl" position="top-center" visibleToasts={3} duration={4000} richColors closeButton />;
}
