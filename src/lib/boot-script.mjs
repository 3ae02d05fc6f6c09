// The one inline script, run in <head> before first paint: applies the colour preference (spec
// §4 Other: system, light or dark, stored locally) so the page never flashes the wrong theme, and
// records the locale in the i18n_redirected cookie (spec §9, 365 days) without making the HTML
// differ per visitor. astro.config.mjs hashes this exact text into the Content Security Policy.
export const COLOR_SCHEME_KEY = 'color-scheme';

export const BOOT_SCRIPT =
  "(()=>{const d=document.documentElement;try{const p=localStorage.getItem('" +
  COLOR_SCHEME_KEY +
  "');const dark=p==='dark'||(p!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
  "d.dataset.bsTheme=dark?'dark':'light';const l=d.dataset.locale;" +
  "if(l&&!document.cookie.split('; ').includes('i18n_redirected='+l))" +
  "document.cookie='i18n_redirected='+l+';max-age=31536000;path=/;samesite=lax'}catch(e){}})()";
