type Locale = import('./lib/i18n').Locale; // eslint-disable-line @typescript-eslint/consistent-type-imports
type Translate = import('./lib/i18n').Translate; // eslint-disable-line @typescript-eslint/consistent-type-imports
type SiteView = import('./lib/api/views/site').SiteView; // eslint-disable-line @typescript-eslint/consistent-type-imports

declare namespace App {
  interface Locals {
    locale: Locale;
    t: Translate;
    /** The white-label site configuration of the request's host (guest view, spec §3),
     * reshaped for the request's locale. */
    site: SiteView;
  }
}

declare namespace Astro {
  // src/lib/hydration/on-interaction.ts: hydrate on first use (optionally on a window event, or
  // at idle when a cookie is set).
  interface ClientDirectives {
    'client:interaction'?: boolean | string | import('./lib/hydration/on-interaction').InteractionOptions; // eslint-disable-line @typescript-eslint/consistent-type-imports
  }
}
