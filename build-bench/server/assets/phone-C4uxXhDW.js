import { useLocation, useRouteLoaderData } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// app/lib/site-config.ts
/** EXAMPLE values: every deployment sets its own through the environment (see .env.example). */
var exampleSiteConfig = {
	brandName: "שליח אקספרס",
	phone: "050-123-4567",
	whatsappNumber: "972501234567",
	email: "info@example.co.il",
	address: "רחוב הרצל 10, כרמיאל",
	siteUrl: "http://localhost:3000"
};
var openingHours = {
	service: "שירות 24/7, כולל שבתות וחגים",
	couriers: [{
		days: "ראשון עד חמישי",
		hours: "08:30-22:00"
	}, {
		days: "שישי וערבי חג",
		hours: "08:30-15:00"
	}]
};
// app/lib/paths.ts
/**
* The canonical form of a path: no trailing slash except for "/". Pre-rendering renders pages
* at "/about/", so anything that shows or stores the current path goes through this.
*/
function canonicalPath(pathname) {
	return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}
/** The hidden admin page. Here, not in app/content, so the admin bundle carries no content. */
var ADMIN_PATH = "/manage-leads-2024";
// app/lib/accessibility-settings.ts
var RANGES = {
	textSize: {
		min: 80,
		max: 150,
		step: 10,
		start: 100
	},
	lineHeight: {
		min: 1.2,
		max: 2.5,
		step: .2,
		start: 1.5
	},
	letterSpacing: {
		min: 0,
		max: 5,
		step: 1,
		start: 0
	}
};
var DEFAULT_SETTINGS = Object.freeze({
	textSize: RANGES.textSize.start,
	lineHeight: RANGES.lineHeight.start,
	letterSpacing: RANGES.letterSpacing.start,
	highContrast: false,
	largeCursor: false,
	highlightLinks: false
});
/** localStorage key; the head script reads the same key. */
var STORAGE_KEY = "a11y-settings";
/** Two decimals at most: 1.5 + 0.2 is 1.7, not 1.7000000000000002. */
var round = (value) => Math.round(value * 100) / 100;
/** A finite number kept inside its bounds; anything else falls back to the start value. */
function clampSetting(key, value) {
	const { min, max, start } = RANGES[key];
	if (typeof value !== "number" || !Number.isFinite(value)) return start;
	return round(Math.min(max, Math.max(min, value)));
}
/** One step up (+1) or down (-1), stopping at the bound. */
function stepSetting(settings, key, direction) {
	return {
		...settings,
		[key]: clampSetting(key, settings[key] + direction * RANGES[key].step)
	};
}
/** Whether a step in that direction would change anything (false at the bound). */
function canStep(settings, key, direction) {
	return stepSetting(settings, key, direction)[key] !== settings[key];
}
function toggleSetting(settings, key) {
	return {
		...settings,
		[key]: !settings[key]
	};
}
/** Settings from what localStorage held: missing, malformed or out-of-range values become defaults/bounds. */
function parseSettings(raw) {
	let data = null;
	try {
		data = raw ? JSON.parse(raw) : null;
	} catch {
		data = null;
	}
	if (!data || typeof data !== "object") return { ...DEFAULT_SETTINGS };
	const record = data;
	return {
		textSize: clampSetting("textSize", record.textSize),
		lineHeight: clampSetting("lineHeight", record.lineHeight),
		letterSpacing: clampSetting("letterSpacing", record.letterSpacing),
		highContrast: record.highContrast === true,
		largeCursor: record.largeCursor === true,
		highlightLinks: record.highlightLinks === true
	};
}
function serializeSettings(settings) {
	const clean = parseSettings(JSON.stringify(settings));
	return JSON.stringify(clean);
}
function htmlState(settings) {
	const s = parseSettings(JSON.stringify(settings));
	const on = (yes) => yes ? "" : null;
	return {
		attributes: {
			"data-a11y-line-height": on(s.lineHeight !== RANGES.lineHeight.start),
			"data-a11y-letter-spacing": on(s.letterSpacing !== RANGES.letterSpacing.start),
			"data-a11y-contrast": on(s.highContrast),
			"data-a11y-cursor": on(s.largeCursor),
			"data-a11y-links": on(s.highlightLinks)
		},
		properties: {
			"--a11y-text-size": s.textSize !== RANGES.textSize.start ? `${s.textSize}%` : null,
			"--a11y-line-height": s.lineHeight !== RANGES.lineHeight.start ? `${s.lineHeight}` : null,
			"--a11y-letter-spacing": s.letterSpacing !== RANGES.letterSpacing.start ? `${s.letterSpacing}px` : null
		}
	};
}
/** Writes the settings on an element (the page's <html>), live. */
function applySettings(root, settings) {
	const { attributes, properties } = htmlState(settings);
	for (const [name, value] of Object.entries(attributes)) if (value === null) root.removeAttribute(name);
	else root.setAttribute(name, value);
	for (const [name, value] of Object.entries(properties)) if (value === null) root.style.removeProperty(name);
	else root.style.setProperty(name, value);
}
/** Display text of a value: 110%, 1.7, 2px. */
function formatSetting(key, value) {
	if (key === "textSize") return `${value}%`;
	if (key === "letterSpacing") return `${value}px`;
	return String(value);
}
/**
* The inline script rendered into <head>: it applies the stored settings before the first paint,
* so a visitor with large text never sees the page jump. A constant string (the server allows it
* by its hash); it mirrors parseSettings + applySettings, and a unit test holds them equal.
*/
var A11Y_HEAD_SCRIPT = `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})||"null");if(!s||typeof s!=="object")return;var R=${JSON.stringify(RANGES)},d=document.documentElement;function n(k){var r=R[k],v=s[k];if(typeof v!=="number"||!isFinite(v))return r.start;return Math.round(Math.min(r.max,Math.max(r.min,v))*100)/100}function a(k,on){if(on)d.setAttribute("data-a11y-"+k,"")}function p(k,v){d.style.setProperty("--a11y-"+k,v)}var t=n("textSize"),l=n("lineHeight"),g=n("letterSpacing");if(t!==R.textSize.start)p("text-size",t+"%");if(l!==R.lineHeight.start){a("line-height",1);p("line-height",""+l)}if(g!==R.letterSpacing.start){a("letter-spacing",1);p("letter-spacing",g+"px")}a("contrast",s.highContrast===true);a("cursor",s.largeCursor===true);a("links",s.highlightLinks===true)}catch(e){}})()`;
// app/components/icons.tsx
function Icon({ children, className = "size-5" }) {
	return /* @__PURE__ */ jsx("svg", {
		viewBox: "0 0 24 24",
		className,
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "2",
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		focusable: "false",
		children
	});
}
var PhoneIcon = ({ className }) => /* @__PURE__ */ jsx(Icon, {
	className,
	children: /* @__PURE__ */ jsx("path", { d: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" })
});
var ChevronIcon = ({ className }) => /* @__PURE__ */ jsx(Icon, {
	className,
	children: /* @__PURE__ */ jsx("path", { d: "m6 9 6 6 6-6" })
});
var MenuIcon = ({ className }) => /* @__PURE__ */ jsx(Icon, {
	className,
	children: /* @__PURE__ */ jsx("path", { d: "M4 6h16M4 12h16M4 18h16" })
});
var CloseIcon = ({ className }) => /* @__PURE__ */ jsx(Icon, {
	className,
	children: /* @__PURE__ */ jsx("path", { d: "M18 6 6 18M6 6l12 12" })
});
var ChatIcon = ({ className }) => /* @__PURE__ */ jsxs(Icon, {
	className,
	children: [/* @__PURE__ */ jsx("path", { d: "M21 11.5a8.5 8.5 0 0 1-12.6 7.4L3 21l2.1-5.2A8.5 8.5 0 1 1 21 11.5z" }), /* @__PURE__ */ jsx("path", {
		d: "M9 8.5c0 3.6 2.9 6.5 6.5 6.5l.8-1.6-2-1-.9.9a5 5 0 0 1-2.7-2.7l.9-.9-1-2z",
		strokeWidth: "1.5"
	})]
});
var AccessibilityIcon = ({ className }) => /* @__PURE__ */ jsxs(Icon, {
	className,
	children: [/* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "4.5",
		r: "1.5"
	}), /* @__PURE__ */ jsx("path", { d: "M5 8.5l7 1.5 7-1.5M12 10v4.5M12 14.5l-3.5 6M12 14.5l3.5 6" })]
});
// app/components/site.ts
/** The business values the root loader provides (brand, phone, chat number...). */
function useSite() {
	return useRouteLoaderData("root")?.site ?? exampleSiteConfig;
}
/**
* The current path without a trailing slash. Pre-rendering renders "/about" as "/about/"; whatever
* compares, shows or stores the path (aria-current, breadcrumbs, the lead's page) uses this.
*/
function useCurrentPath() {
	return canonicalPath(useLocation().pathname);
}
// app/lib/phone.ts
/**
* International digits for an Israeli phone number (spec 7, admin WhatsApp action):
* digits only; a leading 0 becomes 972; a number already starting with 972 is kept;
* anything else gets 972 in front.
*/
function toInternationalDigits(phone) {
	const digits = phone.replace(/\D/g, "");
	if (digits.startsWith("972")) return digits;
	if (digits.startsWith("0")) return `972${digits.slice(1)}`;
	return `972${digits}`;
}
/** A tel: link that dials from abroad too. */
function telHref(phone) {
	return `tel:+${toInternationalDigits(phone)}`;
}
function whatsappHref(internationalDigits, message) {
	const base = `https://wa.me/${internationalDigits.replace(/\D/g, "")}`;
	return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
export { canonicalPath as C, ADMIN_PATH as S, openingHours as T, formatSetting as _, useSite as a, stepSetting as b, ChevronIcon as c, PhoneIcon as d, A11Y_HEAD_SCRIPT as f, canStep as g, applySettings as h, useCurrentPath as i, CloseIcon as l, STORAGE_KEY as m, toInternationalDigits as n, AccessibilityIcon as o, DEFAULT_SETTINGS as p, whatsappHref as r, ChatIcon as s, telHref as t, MenuIcon as u, parseSettings as v, exampleSiteConfig as w, toggleSetting as x, serializeSettings as y };
