import type { AdminAction } from './actions';

// docs/admin.md "Catalog": the series, season and episode forms' actions (handleAdminPost in
// actions.ts carries them out, drops the storefront's caches and redirects).

const text = (form: URLSearchParams, name: string) => form.get(name)?.trim() ?? '';
const id = (form: URLSearchParams, name: string) => {
  const value = text(form, name);
  return /^\d{1,9}$/.test(value) ? value : '0';
};
const on = (form: URLSearchParams, name: string) => form.get(name) === 'on';

const names = (form: URLSearchParams) => ({
  name: text(form, 'name'),
  name_fa: text(form, 'name_fa'),
  overview: text(form, 'overview'),
  overview_fa: text(form, 'overview_fa'),
  availability: text(form, 'availability'),
  price: text(form, 'price'),
});

const seriesBody = (form: URLSearchParams) => ({
  ...names(form),
  year: text(form, 'year'),
  age: text(form, 'age'),
  ir: on(form, 'ir'),
  persian: on(form, 'persian'),
  genres: form.getAll('genres'),
  episodes_follow: on(form, 'episodes_follow'),
});

const seasonBody = (form: URLSearchParams) => ({
  number: text(form, 'number'),
  name: text(form, 'name'),
  name_fa: text(form, 'name_fa'),
});

const episodeBody = (form: URLSearchParams) => ({
  ...names(form),
  season: text(form, 'season'),
  number: text(form, 'number'),
  runtime: text(form, 'runtime'),
  airs_at: text(form, 'airs_at'),
  // A checkbox posts nothing when off; the form says it has one with `published_field`.
  ...(form.has('published_field') ? { published: on(form, 'published') } : {}),
});

export const SERIES_ACTIONS: Record<string, AdminAction> = {
  'series-save': {
    call: (c, f) => c.post(text(f, 'series') ? `/admin/series/${id(f, 'series')}` : '/admin/series', seriesBody(f)),
    catalog: true,
    to: (data) => `/admin/series/${(data as { id: number }).id}`,
  },
  'series-publish': {
    call: (c, f) => c.post(`/admin/series/${id(f, 'series')}/publish`, { published: text(f, 'published') === '1' }),
    catalog: true,
  },
  'season-add': {
    call: (c, f) => c.post(`/admin/series/${id(f, 'series')}/seasons`, seasonBody(f)),
    catalog: true,
  },
  'season-save': {
    call: (c, f) => c.post(`/admin/series/${id(f, 'series')}/seasons/${id(f, 'season')}`, seasonBody(f)),
    catalog: true,
  },
  'season-renumber': {
    call: (c, f) => c.post(`/admin/series/${id(f, 'series')}/seasons/${id(f, 'season')}/renumber`, {}),
    catalog: true,
  },
  'episode-add': {
    call: (c, f) => c.post(`/admin/series/${id(f, 'series')}/episodes`, episodeBody(f)),
    catalog: true,
  },
  'episode-save': {
    call: (c, f) => c.post(`/admin/episodes/${id(f, 'episode')}`, episodeBody(f)),
    catalog: true,
  },
  'episode-publish': {
    call: (c, f) => c.post(`/admin/episodes/${id(f, 'episode')}/publish`, { published: text(f, 'published') === '1' }),
    catalog: true,
  },
};
