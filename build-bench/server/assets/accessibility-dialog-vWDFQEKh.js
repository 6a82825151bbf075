import { _ as formatSetting, a as useSite, b as stepSetting, g as canStep, l as CloseIcon, p as DEFAULT_SETTINGS, t as telHref, x as toggleSetting } from "./phone-C4uxXhDW.js";
import { useEffect, useId, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// app/components/accessibility-dialog.tsx
/** When the accessibility statement was last reviewed; update it with the statement. */
var STATEMENT_DATE = "21.11.2026";
var ranges = [
	{
		key: "textSize",
		label: "גודל טקסט",
		less: "הקטנת טקסט",
		more: "הגדלת טקסט"
	},
	{
		key: "lineHeight",
		label: "מרווח בין שורות",
		less: "הקטנת מרווח בין שורות",
		more: "הגדלת מרווח בין שורות"
	},
	{
		key: "letterSpacing",
		label: "מרווח בין אותיות",
		less: "הקטנת מרווח בין אותיות",
		more: "הגדלת מרווח בין אותיות"
	}
];
var toggles = [
	{
		key: "highContrast",
		label: "ניגודיות גבוהה"
	},
	{
		key: "largeCursor",
		label: "סמן עכבר גדול"
	},
	{
		key: "highlightLinks",
		label: "הדגשת קישורים"
	}
];
var controlClass = "rounded-lg border border-brand-200 bg-white px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";
/**
* The panel's content, loaded when the panel first opens (or its button is hovered or focused):
* the ranges, the toggles, reset-all and the accessibility statement.
*/
function AccessibilityDialog({ id, settings, onChange, onClose }) {
	const site = useSite();
	const [announcement, setAnnouncement] = useState("");
	const headingRef = useRef(null);
	const titleId = useId();
	useEffect(() => {
		headingRef.current?.focus();
		const onKeyDown = (event) => {
			if (event.key === "Escape") onClose();
		};
		document.addEventListener("keydown", onKeyDown);
		return () => document.removeEventListener("keydown", onKeyDown);
	}, [onClose]);
	return /* @__PURE__ */ jsxs("div", {
		id,
		role: "dialog",
		"aria-labelledby": titleId,
		className: "fixed inset-x-2 top-16 z-50 max-h-[calc(100dvh-5rem)] overflow-y-auto rounded-card border border-brand-200 bg-white p-4 text-ink shadow-2xl sm:inset-x-auto sm:end-14 sm:w-88",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-center justify-between gap-2",
				children: [/* @__PURE__ */ jsx("h2", {
					id: titleId,
					ref: headingRef,
					tabIndex: -1,
					className: "text-lg font-bold text-brand-900",
					children: "הגדרות נגישות"
				}), /* @__PURE__ */ jsxs("button", {
					type: "button",
					onClick: onClose,
					className: "rounded-lg p-1.5 hover:bg-brand-50",
					children: [/* @__PURE__ */ jsx(CloseIcon, {}), /* @__PURE__ */ jsx("span", {
						className: "sr-only",
						children: "סגירת הגדרות הנגישות"
					})]
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-3 space-y-3",
				children: ranges.map(({ key, label, less, more }) => {
					const canLess = canStep(settings, key, -1);
					const canMore = canStep(settings, key, 1);
					return /* @__PURE__ */ jsxs("div", {
						role: "group",
						"aria-label": label,
						className: "flex items-center justify-between gap-2",
						children: [/* @__PURE__ */ jsx("span", {
							className: "font-medium",
							children: label
						}), /* @__PURE__ */ jsxs("span", {
							className: "flex items-center gap-1.5",
							children: [
								/* @__PURE__ */ jsx("button", {
									type: "button",
									"aria-label": less,
									"aria-disabled": !canLess || void 0,
									onClick: () => canLess && onChange(stepSetting(settings, key, -1)),
									className: `${controlClass} min-w-10`,
									children: "−"
								}),
								/* @__PURE__ */ jsxs("output", {
									"aria-live": "polite",
									className: "min-w-14 text-center font-semibold",
									dir: "ltr",
									children: [/* @__PURE__ */ jsxs("span", {
										className: "sr-only",
										children: [label, ": "]
									}), formatSetting(key, settings[key])]
								}),
								/* @__PURE__ */ jsx("button", {
									type: "button",
									"aria-label": more,
									"aria-disabled": !canMore || void 0,
									onClick: () => canMore && onChange(stepSetting(settings, key, 1)),
									className: `${controlClass} min-w-10`,
									children: "+"
								})
							]
						})]
					}, key);
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-4 grid gap-2",
				children: [
					toggles.map(({ key, label }) => /* @__PURE__ */ jsxs("button", {
						type: "button",
						"aria-pressed": settings[key],
						onClick: () => onChange(toggleSetting(settings, key)),
						className: `${controlClass} flex items-center justify-between text-start aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white`,
						children: [label, /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: settings[key] ? "פעיל" : "כבוי"
						})]
					}, key)),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						onClick: () => {
							onChange({ ...DEFAULT_SETTINGS });
							setAnnouncement(announcement === "כל ההגדרות אופסו" ? "כל ההגדרות אופסו." : "כל ההגדרות אופסו");
						},
						className: `${controlClass} mt-1`,
						children: "איפוס כל ההגדרות"
					}),
					/* @__PURE__ */ jsx("p", {
						role: "status",
						className: "sr-only",
						children: announcement
					})
				]
			}),
			/* @__PURE__ */ jsxs("details", {
				className: "mt-4 rounded-lg border border-brand-100 p-3",
				children: [/* @__PURE__ */ jsx("summary", {
					className: "cursor-pointer font-semibold text-brand-800",
					children: "הצהרת נגישות"
				}), /* @__PURE__ */ jsxs("div", {
					className: "mt-2 space-y-2 text-sm",
					children: [
						/* @__PURE__ */ jsx("p", { children: "אנו רואים חשיבות רבה במתן שירות שוויוני לכל הלקוחות ופועלים להנגשת האתר לאנשים עם מוגבלות. האתר עומד בדרישות התקן הישראלי ת\"י 5568 לנגישות תכנים באינטרנט ובהנחיות WCAG 2.1 ברמה AA." }),
						/* @__PURE__ */ jsx("p", { children: "בתפריט זה אפשר להגדיל את הטקסט, לשנות את המרווח בין השורות ובין האותיות, להפעיל ניגודיות גבוהה, להגדיל את סמן העכבר ולהדגיש קישורים. ההגדרות נשמרות בדפדפן וחלות על כל דפי האתר." }),
						/* @__PURE__ */ jsxs("p", { children: [
							"נתקלתם בבעיית נגישות? נשמח לשמוע ולתקן. טלפון:",
							" ",
							/* @__PURE__ */ jsx("a", {
								href: telHref(site.phone),
								className: "text-brand-700 underline",
								dir: "ltr",
								children: site.phone
							}),
							"."
						] }),
						/* @__PURE__ */ jsxs("p", { children: ["תאריך ההצהרה: ", STATEMENT_DATE] })
					]
				})]
			})
		]
	});
}
export { STATEMENT_DATE, AccessibilityDialog as default };
