import { useEffect } from "react";
import { jsx } from "react/jsx-runtime";
import { Toaster } from "sonner";
// app/components/toaster.tsx
/** The toast region itself, loaded on demand by site-toaster.tsx. */
function SiteToasterRegion({ onMounted }) {
	useEffect(onMounted, [onMounted]);
	return /* @__PURE__ */ jsx(Toaster, {
		dir: "rtl",
		position: "top-center",
		visibleToasts: 3,
		duration: 4e3,
		richColors: true,
		closeButton: true
	});
}
export { SiteToasterRegion as default };
