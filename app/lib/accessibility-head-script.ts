import a11yStylesUrl from "../a11y.css?url";
import { RANGES, STORAGE_KEY, type Range } from "./accessibility-storage.ts";

/**
 * The inline script rendered into <head>: it applies the stored settings before the first paint,
 * so a visitor with large text never sees the page jump. The same text on every call (the server
 * allows it by its hash or nonce); a function, so that the client bundle, which never calls it,
 * leaves it out. It mirrors parseSettings + applySettings (accessibility-settings.ts), and a unit
 * test holds them equal. With any setting on, it also adds the overrides' stylesheet (app/a11y.css),
 * render-blocking, so the first paint already has it.
 */
export function a11yHeadScript(): string {
  const { textSize, lineHeight, letterSpacing } = RANGES;
  const range = ({ min, max, start }: Range) => `[${min},${max},${start}]`;
  const stylesheet = `<link rel="stylesheet" href="${a11yStylesUrl}" blocking="render" data-a11y-styles>`;
  return (
    `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})||"null");` +
    `if(!s||typeof s!=="object")return;var d=document.documentElement,o=0;` +
    `function n(k,r){var v=s[k];return typeof v!=="number"||!isFinite(v)?r[2]:Math.round(Math.min(r[1],Math.max(r[0],v))*100)/100}` +
    `function a(k){o=1;d.setAttribute("data-a11y-"+k,"")}` +
    `function p(k,v){o=1;d.style.setProperty("--a11y-"+k,v)}` +
    `var t=n("textSize",${range(textSize)}),l=n("lineHeight",${range(lineHeight)}),g=n("letterSpacing",${range(letterSpacing)});` +
    `if(t!==${textSize.start})p("text-size",t+"%");` +
    `if(l!==${lineHeight.start}){a("line-height");p("line-height",""+l)}` +
    `if(g!==${letterSpacing.start}){a("letter-spacing");p("letter-spacing",g+"px")}` +
    `if(s.highContrast===true)a("contrast");if(s.largeCursor===true)a("cursor");if(s.highlightLinks===true)a("links");` +
    `if(o)document.head.insertAdjacentHTML("beforeend",${JSON.stringify(stylesheet)})` +
    `}catch(e){}})()`
  );
}
