import type { Locale } from '../i18n';
import { localePath } from '../../contract/rules/paths';
import { breadcrumbLd } from './seo';

/** One step of a breadcrumb trail: its name and locale-free path. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * The links of <Breadcrumbs> and the BreadcrumbList JSON-LD of one trail (home first, the page
 * last), so the visible trail and the one search engines read never disagree.
 */
export function trail(locale: Locale, origin: string, crumbs: Crumb[]) {
  const items = crumbs.map((crumb) => ({ name: crumb.name, href: localePath(locale, crumb.path) }));
  const ld = breadcrumbLd(items.map((item) => ({ name: item.name, url: new URL(item.href, origin).href })));
  return { items, ld };
}
