import type { AstroCookies } from 'astro';
import type { Locale, Translate } from '../../i18n';
import type { SiteView } from '../../api/views/site';
import type { CallOptions } from '../api/client';
import type { PageMeta } from '../page-meta';

// docs/architecture.md "Reshape at the door": every page has one loader, src/lib/server/pages/<route>.ts, which
// asks the provider, reshapes the answers into the app's own types in the reader's language and
// answers the page's status, its head (PageMeta) and what its view shows. Route files only call it
// and compose components.

/** What a loader knows of the request. */
export interface PageContext {
  locale: Locale;
  t: Translate;
  site: SiteView;
  url: URL;
  params: Record<string, string | undefined>;
  cookies: AstroCookies;
  /** The page call options: the reader's locale and the request's host (its white-label site). */
  options: CallOptions;
}

/** The Astro global's parts a loader reads. */
interface AstroLike {
  locals: App.Locals;
  url: URL;
  params: Record<string, string | undefined>;
  cookies: AstroCookies;
}

export const pageContext = ({ locals, url, params, cookies }: AstroLike): PageContext => ({
  locale: locals.locale,
  t: locals.t,
  site: locals.site,
  url,
  params,
  cookies,
  options: { locale: locals.locale, host: url.host },
});

/** A loader's answer: the page, or an error status (the route draws its error view), or a redirect. */
export type Loaded<V> =
  { status: 200; head: PageMeta; view: V } | { status: 400 | 404; head: null; view: null; message?: string } | Redirect;

/** A loader's redirect (its route answers Astro.redirect). */
export interface Redirect<S extends 301 | 302 | 303 = 301 | 302 | 303> {
  status: S;
  redirect: string;
  head: null;
  view: null;
}

export const found = <V>(head: PageMeta, view: V): Loaded<V> => ({ status: 200, head, view });
export const notFound = <V>(): Loaded<V> => ({ status: 404, head: null, view: null });
export const badRequest = <V>(message?: string): Loaded<V> =>
  message === undefined ? { status: 400, head: null, view: null } : { status: 400, head: null, view: null, message };
export const redirect = <S extends 301 | 302 | 303>(location: string, status: S): Redirect<S> => ({
  status,
  redirect: location,
  head: null,
  view: null,
});
