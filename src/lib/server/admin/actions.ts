import { ApiError } from '../../api/errors';
import type { Locale } from '../../i18n';
import { localePath } from '../../../contract/rules/paths';
import { BRAND_FIELDS } from '../../../contract/schemas/admin-brands';
import { forgetCatalog, type AdminCaller } from './api';
import { SERIES_ACTIONS } from './series-actions';
import { CATALOG_ACTIONS } from './catalog-actions';

// docs/admin.md: every back-office form posts to its own page with an `action`; the page calls the
// provider, then redirects (post/redirect/get) with `done` in the query, or shows the error. Forms
// work without JavaScript.

export interface Outcome {
  /** Where to go after success. */
  redirect?: string;
  error?: string;
  /** The provider asked for a fresh login code (domain/admin/step-up.ts). */
  stepUp?: boolean;
  /** A refused form's fields as they were posted, so the form shows what was typed again. */
  form?: URLSearchParams;
  /** A refused form's errors by field, in the page's language (shown beside each field). */
  fieldErrors?: Record<string, string[]>;
}

const text = (form: URLSearchParams, name: string) => form.get(name)?.trim() ?? '';
const id = (form: URLSearchParams, name: string) => {
  const value = text(form, name);
  return /^\d{1,9}$/.test(value) ? value : '0';
};

const filmBody = (form: URLSearchParams) => ({
  name: text(form, 'name'),
  name_fa: text(form, 'name_fa'),
  overview: text(form, 'overview'),
  overview_fa: text(form, 'overview_fa'),
  year: text(form, 'year'),
  runtime: text(form, 'runtime'),
  age: text(form, 'age'),
  ir: form.get('ir') === 'on',
  persian: form.get('persian') === 'on',
  availability: text(form, 'availability'),
  price: text(form, 'price'),
  genres: form.getAll('genres'),
});

const planBody = (form: URLSearchParams) =>
  Object.fromEntries(
    [
      'name',
      'name_fa',
      'description',
      'description_fa',
      'toman',
      'days',
      'discount_percent',
      'discount_price',
      'discount_day',
      'valid_until',
    ].map((name) => [name, text(form, name)]),
  );

// docs/admin.md "Brands": a brand's fields as its form sends them (the domain only when added).
const brandBody = (form: URLSearchParams) => Object.fromEntries(BRAND_FIELDS.map((name) => [name, text(form, name)]));

/** What an action posts where; `catalog` actions change what the storefront shows. */
export interface AdminAction {
  call: (caller: AdminCaller, form: URLSearchParams) => Promise<unknown>;
  catalog?: boolean;
  to?: (data: unknown) => string;
  /** The place on the next page to come back to (`#…`). */
  anchor?: (form: URLSearchParams) => string;
}

const ACTIONS: Record<string, AdminAction> = {
  ...CATALOG_ACTIONS,
  'stepup-send': { call: (c) => c.post('/admin/step-up/send', {}) },
  'stepup-confirm': { call: (c, f) => c.post('/admin/step-up', { code: text(f, 'code') }) },
  'sessions-end': {
    call: (c, f) =>
      c.post(`/admin/users/${id(f, 'user')}/sessions/end`, text(f, 'session') ? { session: text(f, 'session') } : {}),
  },
  grant: {
    call: (c, f) =>
      c.post(`/admin/users/${id(f, 'user')}/grant`, {
        plan_id: text(f, 'plan_id'),
        days: text(f, 'days'),
        reason: text(f, 'reason'),
      }),
  },
  wallet: {
    call: (c, f) =>
      c.post(`/admin/users/${id(f, 'user')}/wallet`, { amount: text(f, 'amount'), reason: text(f, 'reason') }),
  },
  roles: {
    call: (c, f) => c.post(`/admin/users/${id(f, 'user')}/roles`, { roles: f.getAll('roles') }),
  },
  inquire: { call: (c, f) => c.post(`/admin/payments/${id(f, 'payment')}/inquire`, {}) },
  refund: { call: (c, f) => c.post(`/admin/payments/${id(f, 'payment')}/refund`, { reason: text(f, 'reason') }) },
  'plan-save': {
    call: (c, f) => c.post(text(f, 'plan') ? `/admin/plans/${id(f, 'plan')}` : '/admin/plans', planBody(f)),
  },
  'film-save': {
    call: (c, f) => c.post(text(f, 'film') ? `/admin/films/${id(f, 'film')}` : '/admin/films', filmBody(f)),
    catalog: true,
    to: (data) => `/admin/films/${(data as { id: number }).id}`,
  },
  // The site's configuration by host is kept with the catalog's answers: dropped with them.
  'brand-save': {
    call: (c, f) =>
      text(f, 'brand')
        ? c.post(`/admin/brands/${encodeURIComponent(text(f, 'brand'))}`, brandBody(f))
        : c.post('/admin/brands', { ...brandBody(f), domain: text(f, 'domain') }),
    catalog: true,
    to: (data) => `/admin/brands?domain=${encodeURIComponent((data as { domain: string }).domain)}`,
  },
  'job-retry': { call: (c, f) => c.post(`/admin/jobs/${id(f, 'job')}/retry`, {}) },
  // docs/admin.md "Teasers": the stage's teaser action goes with it.
  'teaser-remove': {
    call: (c, f) => c.post(`/admin/titles/${id(f, 'title')}/teaser/remove`, {}),
    catalog: true,
    anchor: () => '#teaser',
  },
  'film-publish': {
    call: (c, f) => c.post(`/admin/films/${id(f, 'film')}/publish`, { published: text(f, 'published') === '1' }),
    catalog: true,
  },
  ...SERIES_ACTIONS,
};

/** Carries out the posted action; answers where to go next, or the error to show. */
export async function handleAdminPost(
  caller: AdminCaller,
  form: URLSearchParams,
  url: URL,
  locale: Locale,
): Promise<Outcome> {
  const action = ACTIONS[text(form, 'action')];
  if (!action) return { error: locale === 'fa' ? 'کار ناشناخته.' : 'Unknown action.' };
  try {
    const data = await action.call(caller, form);
    if (action.catalog) forgetCatalog();
    const next = action.to ? new URL(localePath(locale, action.to(data)), url) : new URL(url);
    next.searchParams.set('done', text(form, 'action'));
    return { redirect: `${next.pathname}${next.search}${action.anchor?.(form) ?? ''}` };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      error: error.firstError() ?? error.message,
      stepUp: Boolean(error.errors['step_up']),
      form,
      fieldErrors: error.errors,
    };
  }
}
