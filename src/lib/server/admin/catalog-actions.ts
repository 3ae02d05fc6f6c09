import type { AdminAction } from './actions';

// docs/admin.md "Catalog": the forms of the people, genres, lists and slider pages, each posted
// to its own page (src/pages/admin) and sent on to the provider. Every one changes what the
// storefront shows, so each drops the storefront's caches (`catalog`). A move comes back to the
// row it moved (`anchor`), so the keyboard's place on the page stays with it.

const text = (form: URLSearchParams, name: string) => form.get(name)?.trim() ?? '';
const id = (form: URLSearchParams, name: string) => {
  const value = text(form, name);
  return /^\d{1,9}$/.test(value) ? value : '0';
};
/** A key for a path: anything else names nothing there (the provider answers 404). */
const key = (form: URLSearchParams, name: string) => encodeURIComponent(text(form, name) || '-');
const fields = (form: URLSearchParams, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, text(form, name)]));

export const CATALOG_ACTIONS: Record<string, AdminAction> = {
  'person-save': {
    call: (c, f) =>
      c.post(
        text(f, 'person') ? `/admin/people/${id(f, 'person')}` : '/admin/people',
        fields(f, ['name', 'name_fa', 'kind', 'birth_year', 'bio', 'bio_fa']),
      ),
    catalog: true,
    to: (data) => `/admin/people/${(data as { id: number }).id}`,
  },
  'credit-add': {
    call: (c, f) =>
      c.post(`/admin/people/${id(f, 'person')}/credits`, fields(f, ['title_id', 'role', 'character', 'character_fa'])),
    catalog: true,
    anchor: () => '#credits',
  },
  'credit-remove': {
    call: (c, f) => c.post(`/admin/people/${id(f, 'person')}/credits/remove`, fields(f, ['title_id', 'role'])),
    catalog: true,
    anchor: () => '#credits',
  },
  'genre-save': {
    call: (c, f) =>
      c.post(
        text(f, 'genre') ? `/admin/genres/${key(f, 'genre')}` : '/admin/genres',
        fields(f, ['key', 'name', 'name_fa']),
      ),
    catalog: true,
    anchor: (f) => `#genre-${text(f, 'key')}`,
  },
  'genre-move': {
    call: (c, f) => c.post(`/admin/genres/${key(f, 'genre')}/move`, { step: text(f, 'step') }),
    catalog: true,
    anchor: (f) => `#genre-${text(f, 'genre')}`,
  },
  'genre-delete': {
    call: (c, f) => c.post(`/admin/genres/${key(f, 'genre')}/delete`, {}),
    catalog: true,
  },
  'list-save': {
    call: (c, f) => {
      const body = { ...fields(f, ['name', 'name_fa', 'style']), on_home: f.get('on_home') === 'on' };
      return text(f, 'list')
        ? c.post(`/admin/lists/${key(f, 'list')}`, body)
        : c.post('/admin/lists', { ...body, key: text(f, 'key') });
    },
    catalog: true,
    to: (data) => `/admin/lists/${encodeURIComponent((data as { key: string }).key)}`,
  },
  'list-home': {
    call: (c, f) => c.post(`/admin/lists/${key(f, 'list')}/home`, { on_home: text(f, 'on_home') === '1' }),
    catalog: true,
    anchor: (f) => `#list-${text(f, 'list')}`,
  },
  'list-move': {
    call: (c, f) => c.post(`/admin/lists/${key(f, 'list')}/move`, { step: text(f, 'step') }),
    catalog: true,
    anchor: (f) => `#list-${text(f, 'list')}`,
  },
  // Deleted from its own page, which is gone: back to the lists.
  'list-delete': {
    call: (c, f) => c.post(`/admin/lists/${key(f, 'list')}/delete`, {}),
    catalog: true,
    to: () => '/admin/lists',
  },
  'list-title-add': {
    call: (c, f) => c.post(`/admin/lists/${key(f, 'list')}/titles`, { title_id: text(f, 'title_id') }),
    catalog: true,
    anchor: () => '#titles',
  },
  'list-title-move': {
    call: (c, f) => c.post(`/admin/lists/${key(f, 'list')}/titles/${id(f, 'title')}/move`, { step: text(f, 'step') }),
    catalog: true,
    anchor: (f) => `#title-${id(f, 'title')}`,
  },
  'list-title-remove': {
    call: (c, f) => c.post(`/admin/lists/${key(f, 'list')}/titles/${id(f, 'title')}/remove`, {}),
    catalog: true,
    anchor: () => '#titles',
  },
  'slide-add': {
    call: (c, f) => c.post('/admin/slides', { title_id: text(f, 'title_id'), active: true }),
    catalog: true,
    anchor: () => '#slides',
  },
  'slide-active': {
    call: (c, f) => c.post(`/admin/slides/${id(f, 'slide')}`, { active: text(f, 'active') === '1' }),
    catalog: true,
    anchor: (f) => `#slide-${id(f, 'slide')}`,
  },
  'slide-move': {
    call: (c, f) => c.post(`/admin/slides/${id(f, 'slide')}/move`, { step: text(f, 'step') }),
    catalog: true,
    anchor: (f) => `#slide-${id(f, 'slide')}`,
  },
  'slide-remove': {
    call: (c, f) => c.post(`/admin/slides/${id(f, 'slide')}/remove`, {}),
    catalog: true,
    anchor: () => '#slides',
  },
};
