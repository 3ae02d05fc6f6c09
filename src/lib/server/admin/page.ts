import type { AstroGlobal } from 'astro';
import type { AdminMe } from '../../../contract/schemas/admin';
import { clientAddressOf } from '../api/client';
import { readForm, refusedAnswer } from '../request-body';
import { handleAdminPost, type Outcome } from './actions';
import { adminCaller, adminMeOf, type AdminCaller } from './api';

// docs/admin.md: what every back-office page does first: who asks, whether their roles open this
// section, and the action a form posted here.

export type AdminSection =
  'home' | 'users' | 'payments' | 'plans' | 'films' | 'series' | 'people' | 'genres' | 'lists' | 'slider' | 'brands' | 'audit';

/** The ability that opens each section (domain/admin/roles.ts). */
export const SECTION_ABILITY: Record<AdminSection, string> = {
  home: 'enter',
  users: 'users.read',
  payments: 'payments.read',
  plans: 'plans.read',
  films: 'catalog.read',
  series: 'catalog.read',
  people: 'catalog.read',
  genres: 'catalog.read',
  lists: 'catalog.read',
  slider: 'catalog.read',
  brands: 'brands.read',
  audit: 'audit.read',
};

export type AdminStart =
  | { kind: 'redirect'; to: string }
  | { kind: 'refused'; response: Response }
  | { kind: 'forbidden'; me: AdminMe | null }
  | { kind: 'page'; me: AdminMe; caller: AdminCaller; outcome: Outcome | null; done: string | null };

export async function startAdminPage(Astro: AstroGlobal, section: AdminSection): Promise<AdminStart> {
  // Personal, never kept by any cache, never indexed (docs/admin.md).
  Astro.response.headers.set('Cache-Control', 'no-store');
  Astro.response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  const caller = adminCaller({
    cookies: Astro.cookies,
    url: Astro.url,
    locale: Astro.locals.locale,
    clientAddress: clientAddressOf(Astro),
  });
  const me = await adminMeOf(caller);
  if (!me || !me.abilities.includes(SECTION_ABILITY[section])) return { kind: 'forbidden', me };
  let outcome: Outcome | null = null;
  if (Astro.request.method === 'POST') {
    // A form's fields, bounded as every page form is (docs/operations.md "Request bodies").
    const read = await readForm(Astro.request);
    if (!read.ok) return { kind: 'refused', response: refusedAnswer(read, Astro.locals.locale) };
    outcome = await handleAdminPost(caller, read.form, Astro.url, Astro.locals.locale);
    if (outcome.redirect) return { kind: 'redirect', to: outcome.redirect };
  }
  return { kind: 'page', me, caller, outcome, done: Astro.url.searchParams.get('done') };
}
