import { RANGES, STORAGE_KEY } from "./accessibility-storage.ts";

/**
 * The inline script rendered into <head>: it applies the stored settings before the first paint,
 * so a visitor with large text never sees the page jump. The same text on every call (the server
 * allows it by its hash or nonce); a function, so that the client bundle, which never calls it,
 * leaves it out. It mirrors parseSettings + applySettings (accessibility-settings.ts), and a unit
 * test holds them equal.
 */
export function a11yHeadScript(): string {
  return (
    `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})||"null");` +
    `if(!s||typeof s!=="object")return;var R=${JSON.stringify(RANGES)},d=document.documentElement;` +
    `function n(k){var r=R[k],v=s[k];if(typeof v!=="number"||!isFinite(v))return r.start;` +
    `return Math.round(Math.min(r.max,Math.max(r.min,v))*100)/100}` +
    `function a(k,on){if(on)d.setAttribute("data-a11y-"+k,"")}` +
    `function p(k,v){d.style.setProperty("--a11y-"+k,v)}` +
    `var t=n("textSize"),l=n("lineHeight"),g=n("letterSpacing");` +
    `if(t!==R.textSize.start)p("text-size",t+"%");` +
    `if(l!==R.lineHeight.start){a("line-height",1);p("line-height",""+l)}` +
    `if(g!==R.letterSpacing.start){a("letter-spacing",1);p("letter-spacing",g+"px")}` +
    `a("contrast",s.highContrast===true);a("cursor",s.largeCursor===true);a("links",s.highlightLinks===true)` +
    `}catch(e){}})()`
  );
}
