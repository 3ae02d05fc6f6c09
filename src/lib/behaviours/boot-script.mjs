// The one inline script, run in <head> before first paint: applies the colour preference (spec
// §4 Other: system, light or dark, stored locally; dark until a visitor picks another, DESIGN.md
// §1) so the page never flashes the wrong theme.
// astro.config.mjs hashes this exact text into the Content Security Policy. It touches nothing
// first paint does not need: reading document.cookie is a synchronous round trip to the browser's
// cookie store (5-16 ms measured in Chromium's trace), so the locale cookie is written after
// parsing (locale-cookie.ts).
export const COLOR_SCHEME_KEY = 'color-scheme';

/** spec §3 Local storage keys: the kids flag ('1' when set; set and cleared on the /kids page). */
export const KIDS_KEY = 'kids';

// spec §4 Auth start-up: a user whose kids flag is set is redirected to /kids. The layout names
// the kids path on <html data-kids> only in the main brand (a partner brand has no /kids). Start-up
// is arriving from outside the site: pages reached from the site's own links are not redirected,
// so the kids area can be browsed (a decision where the spec is silent).
const KIDS_REDIRECT =
  '(()=>{try{const k=document.documentElement.dataset.kids;' +
  "if(k&&location.pathname.replace(/\\/$/,'')!==k&&localStorage.getItem('" +
  KIDS_KEY +
  "')==='1'&&!document.referrer.startsWith(location.origin+'/'))location.replace(k)}catch(e){}})();";

export const BOOT_SCRIPT =
  KIDS_REDIRECT +
  "(()=>{const d=document.documentElement;try{const p=localStorage.getItem('" +
  COLOR_SCHEME_KEY +
  "');const dark=p!=='light'&&(p!=='system'||matchMedia('(prefers-color-scheme: dark)').matches);" +
  "d.dataset.bsTheme=dark?'dark':'light';" +
  // The kids flag on the page too (data-kids-mode), so /profile's tile names it before first paint.
  "if(localStorage.getItem('" +
  KIDS_KEY +
  "')==='1')d.dataset.kidsMode='on'}catch(e){}})()";
