// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FilterBar from '../../src/islands/FilterBar';
import { navigateTo } from '../../src/islands/filter-bar/navigate';
import { createTranslate, type Locale } from '../../src/lib/i18n';
import { AGES, COUNTRIES, CONTENT_TYPES, EMPTY_FILTER, LANGS, type Filter } from '../../src/contract/rules/filter';
import { $progress, resetProgress } from '../../src/stores/progress';
import {
  $filter,
  $filterLoading,
  $filterQuery,
  changeFilter,
  REFILTER_EVENT,
  type FilterChange,
} from '../../src/stores/filter';

// spec §2 Filter bar, §3 Filter values, §4 Filter change: the bar's rules in the browser. The page
// around it is a results region like ListBody's; fetch answers it with a server page's HTML.

vi.mock('../../src/islands/filter-bar/navigate', () => ({ navigateTo: vi.fn() }));

const t = createTranslate('fa');
const GENRES = {
  options: [
    { key: 'drama', label: 'درام' },
    { key: 'comedy', label: 'کمدی' },
  ],
  current: 'drama',
};

/** A server page whose results region lists `count` titles. */
const pageHtml = (count: number) =>
  `<!doctype html><html><body><main><form class="filter-bar"></form><div data-filter-results><ul class="poster-grid">${Array.from(
    { length: count },
    (_, i) => `<li><a class="poster-card" href="/movie/${i + 1}">Title ${i + 1}</a></li>`,
  ).join('')}</ul></div></main></body></html>`;

type Answer = { status: number; html: string } | Error | Promise<{ status: number; html: string }>;

/** Stubs fetch: every call answers `answer` (by default a page of 3 titles); returns the URLs asked. */
function stubPages(answer: Answer = { status: 200, html: pageHtml(3) }): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const reply = await answer;
      if (reply instanceof Error) throw reply;
      return { ok: reply.status === 200, status: reply.status, text: async () => reply.html };
    }),
  );
  return urls;
}

/** matchMedia for a viewport `width` px wide (jsdom has no layout). */
function viewport(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const max = /max-width:\s*(\d+)px/.exec(query);
      return {
        matches: max ? width <= Number(max[1]) : false,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      };
    }),
  );
}

const setCookie = (value: string) => {
  document.cookie = `filtercontents=${value}; path=/`;
};

interface Setup {
  url?: string;
  filter?: Filter;
  locale?: Locale;
  genres?: typeof GENRES;
}

/** Opens the page at `url` (a genre page by default) and mounts the bar as the server would. */
function mount({ url = '/genres/drama', filter, locale = 'fa', genres = GENRES }: Setup = {}) {
  history.replaceState(null, '', url);
  const fromUrl = filter ?? {
    ...EMPTY_FILTER,
    ...Object.fromEntries(new URLSearchParams(new URL(url, location.href).search)),
  };
  const region = document.createElement('div');
  region.dataset['filterResults'] = '';
  region.innerHTML = '<p class="alert">old results</p>';
  document.body.append(region);
  return render(
    <FilterBar
      locale={locale}
      filter={fromUrl as Filter}
      action={new URL(url, location.href).pathname}
      genres={genres}
    />,
  );
}

const select = (name: string) => document.getElementById(`filter-${name}`) as HTMLSelectElement;
/** Picks an option as a browser does: the value changes, then input and change fire. */
const choose = (name: string, value: string) =>
  act(() => {
    const field = select(name);
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
const results = () => document.querySelector('[data-filter-results]')!;
const settled = () => waitFor(() => expect($filterLoading.get()).toBe(false));

beforeEach(() => {
  viewport(1024);
  stubPages();
});

afterEach(() => {
  cleanup();
  document.querySelectorAll('[data-filter-results]').forEach((node) => node.remove());
  document.cookie = 'filtercontents=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  $filter.set({ ...EMPTY_FILTER });
  $filterQuery.set('');
  $filterLoading.set(false);
  cleanStores($filter, $filterQuery, $filterLoading);
  vi.mocked(navigateTo).mockClear();
  vi.unstubAllGlobals();
});

describe('server render (no JavaScript)', () => {
  const html = (genres?: typeof GENRES) =>
    renderToString(
      <FilterBar
        locale="fa"
        filter={{ ...EMPTY_FILTER, f_type: 'movie', age: 'PG-13' }}
        action="/genres/drama"
        genres={genres}
      />,
    );

  it('is a GET form to the page itself, each select named by its query key with the URL value selected', () => {
    const container = document.createElement('div');
    container.innerHTML = html(GENRES);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/genres/drama');
    expect([...form.querySelectorAll('select')].map((s) => s.name)).toEqual([
      'f_type',
      'country',
      'lang',
      'age',
      'genre',
    ]);
    expect((form.querySelector('#filter-f_type') as HTMLSelectElement).value).toBe('movie');
    expect((form.querySelector('#filter-age') as HTMLSelectElement).value).toBe('PG-13');
    expect((form.querySelector('#filter-genre') as HTMLSelectElement).value).toBe('drama');
    expect(form.querySelector('button[type="submit"]')!.textContent).toBe(t('filter.apply'));
  });

  it('offers exactly the values of spec §3, with their texts', () => {
    const container = document.createElement('div');
    container.innerHTML = html();
    const values = (name: string) =>
      [...container.querySelectorAll(`#filter-${name} option`)].map((o) => o.getAttribute('value'));
    expect(values('f_type')).toEqual([...CONTENT_TYPES]);
    expect(values('country')).toEqual([...COUNTRIES]);
    expect(values('lang')).toEqual([...LANGS]);
    expect(values('age')).toEqual([...AGES]);
    expect(container.querySelector('#filter-age option[value="TO-PG"]')!.textContent).toBe(t('filter.age.TO-PG'));
  });

  it('shows the genre select only where the page asks for it', () => {
    const container = document.createElement('div');
    container.innerHTML = html();
    expect(container.querySelector('#filter-genre')).toBeNull();
  });

  it('starts collapsed: the server cannot know the width (CSS opens it above 576 px)', () => {
    const container = document.createElement('div');
    container.innerHTML = html();
    expect(container.querySelector('details')!.hasAttribute('open')).toBe(false);
    expect(container.querySelector('summary')!.textContent).toBe(t('filter.toggle'));
  });
});

describe('collapsible panel (spec §2, breakpoint 576 px)', () => {
  it('is collapsed at 576 px wide', () => {
    viewport(576);
    mount();
    expect(document.querySelector('details')!.open).toBe(false);
  });

  it('is open at 577 px wide', () => {
    viewport(577);
    mount();
    expect(document.querySelector('details')!.open).toBe(true);
  });

  it('opens and closes with the Filter toggle', () => {
    viewport(360);
    mount();
    const toggle = screen.getByText(t('filter.toggle'));
    fireEvent.click(toggle);
    expect(document.querySelector('details')!.open).toBe(true);
    fireEvent.click(toggle);
    expect(document.querySelector('details')!.open).toBe(false);
  });
});

describe('filter change (spec §4)', () => {
  const cases = [
    ...CONTENT_TYPES.map((value) => ['f_type', value] as const),
    ...COUNTRIES.map((value) => ['country', value] as const),
    ...LANGS.map((value) => ['lang', value] as const),
    ...AGES.map((value) => ['age', value] as const),
  ];

  it.each(cases)('%s=%s gives its query string, in state, in the URL and in the event', async (name, value) => {
    // A 0 is chosen from a page showing another value, so that it is a change.
    const start =
      value === '0' ? `/genres/drama?${name}=${cases.find(([n, v]) => n === name && v !== '0')![1]}` : '/genres/drama';
    mount({ url: start });
    const events: FilterChange[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<FilterChange>).detail);
    window.addEventListener(REFILTER_EVENT, listener);
    choose(name, value);
    const query = value === '0' ? '' : `?${name}=${encodeURIComponent(value)}`;
    expect($filterQuery.get()).toBe(query);
    expect($filter.get()[name]).toBe(value);
    expect(events).toEqual([{ filter: { ...EMPTY_FILTER, [name]: value }, query }]);
    expect(`${location.pathname}${location.search}`).toBe(`/genres/drama${query}`);
    await settled();
    window.removeEventListener(REFILTER_EVENT, listener);
  });

  it('keeps the other values, omits zeros and drops the page number', async () => {
    mount({ url: '/genres/drama?country=IR&page=3' });
    choose('f_type', 'series');
    await settled();
    choose('lang', 'nopersian');
    await settled();
    choose('country', '0');
    expect(`${location.pathname}${location.search}`).toBe('/genres/drama?f_type=series&lang=nopersian');
    await settled();
  });

  it("does not save the filter in the cookie (saving is the settings views' job)", async () => {
    mount();
    choose('f_type', 'movie');
    await settled();
    expect(document.cookie).not.toContain('filtercontents');
  });

  it('replaces the results region with the one of the page fetched at the new URL, and announces it', async () => {
    const urls = stubPages({ status: 200, html: pageHtml(2) });
    mount();
    choose('country', 'noIR');
    await settled();
    expect(urls).toEqual(['/genres/drama?country=noIR']);
    expect(results().querySelectorAll('.poster-card')).toHaveLength(2);
    expect(results().textContent).not.toContain('old results');
    expect(screen.getByRole('status').textContent).toBe(t('filter.updated', { count: '۲' }));
  });

  it('announces the empty text when nothing matches', async () => {
    stubPages({ status: 200, html: pageHtml(0) });
    mount();
    choose('lang', 'persian');
    await settled();
    expect(screen.getByRole('status').textContent).toBe(t('filter.empty'));
  });

  it('disables every select (and Apply) while filtering loads, then keeps focus on the one changed', async () => {
    let answer!: (reply: { status: number; html: string }) => void;
    stubPages(new Promise((resolve) => (answer = resolve)));
    mount();
    select('lang').focus();
    choose('lang', 'persian');
    await waitFor(() => expect($filterLoading.get()).toBe(true));
    for (const name of ['f_type', 'country', 'lang', 'age', 'genre']) expect(select(name).disabled).toBe(true);
    expect(screen.getByRole('button', { name: t('filter.apply') })).toHaveProperty('disabled', true);
    // Browsers move focus off a control that gets disabled, to the body; jsdom does so on removal.
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.focus();
    elsewhere.remove();
    expect(document.activeElement).toBe(document.body);
    await act(async () => answer({ status: 200, html: pageHtml(1) }));
    await settled();
    for (const name of ['f_type', 'country', 'lang', 'age', 'genre']) expect(select(name).disabled).toBe(false);
    expect(document.activeElement).toBe(select('lang'));
  });

  it('shows the progress bar while a slow re-filter loads (an island request, spec §4 Other)', async () => {
    let answer!: (reply: { status: number; html: string }) => void;
    stubPages(new Promise((resolve) => (answer = resolve)));
    mount();
    choose('country', 'IR');
    await waitFor(() => expect($progress.get()).toBe('running'), { timeout: 1000 });
    await act(async () => answer({ status: 200, html: pageHtml(2) }));
    await settled();
    expect($progress.get()).toBe('done');
    resetProgress();
  });

  it.each([
    ['the server answers an error', { status: 500, html: 'boom' }],
    ['the network fails', new TypeError('Failed to fetch')],
    ['the page has no results region', { status: 200, html: '<html><body>maintenance</body></html>' }],
  ])('falls back to a full navigation when %s', async (_, answer) => {
    stubPages(answer);
    mount();
    choose('f_type', 'movie');
    await settled();
    expect(navigateTo).toHaveBeenCalledWith('/genres/drama?f_type=movie');
  });

  it('re-filters when another island changes the filter (the settings popover saves one)', async () => {
    const urls = stubPages();
    mount();
    await act(async () => {
      changeFilter({ ...EMPTY_FILTER, age: 'TO-R' }, { save: true });
    });
    await settled();
    expect(location.search).toBe('?age=TO-R');
    expect(urls).toEqual(['/genres/drama?age=TO-R']);
    expect(select('age').value).toBe('TO-R');
    expect(select('age').disabled).toBe(true); // the saved age now locks it
  });

  it('going back re-filters to the URL of that entry', async () => {
    const urls = stubPages();
    mount();
    choose('f_type', 'movie');
    await settled();
    history.back();
    await waitFor(() => expect(location.search).toBe(''));
    await waitFor(() => expect($filterQuery.get()).toBe(''));
    await settled();
    expect(urls).toEqual(['/genres/drama?f_type=movie', '/genres/drama']);
    expect(select('f_type').value).toBe('0');
  });
});

describe('genre select (spec §4: choosing a genre navigates)', () => {
  it('goes to the genre route, keeping the other values', async () => {
    mount({ url: '/genres/drama?f_type=movie' });
    choose('genre', 'comedy');
    expect(navigateTo).toHaveBeenCalledWith('/genres/comedy?f_type=movie');
  });

  it('goes home for 0', () => {
    mount({ url: '/genres/drama?lang=persian&age=TO-PG' });
    choose('genre', '0');
    expect(navigateTo).toHaveBeenCalledWith('/?lang=persian&age=TO-PG');
  });

  it('keeps the en prefix', () => {
    mount({ url: '/en/', locale: 'en', genres: { ...GENRES, current: '0' } });
    choose('genre', 'comedy');
    expect(navigateTo).toHaveBeenLastCalledWith('/en/genres/comedy');
    cleanup();
    document.querySelectorAll('[data-filter-results]').forEach((node) => node.remove());
    mount({ url: '/en/genres/drama?country=IR', locale: 'en' });
    choose('genre', '0');
    expect(navigateTo).toHaveBeenLastCalledWith('/en/?country=IR');
  });

  it('does not filter in place', () => {
    const urls = stubPages();
    mount();
    choose('genre', 'comedy');
    expect(urls).toEqual([]);
    expect($filterQuery.get()).toBe('');
  });
});

describe('start-up and the saved filter cookie (spec §2, §4)', () => {
  it('disables the age select when a saved age exists, and the page filter uses that age', async () => {
    setCookie(encodeURIComponent('?age=TO-PG'));
    const urls = stubPages();
    mount({ url: '/genres/drama?f_type=movie&age=R' });
    await settled();
    expect(select('age').disabled).toBe(true);
    expect(select('age').value).toBe('TO-PG');
    expect(select('age').getAttribute('aria-describedby')).toBe('filter-age-locked');
    expect(document.getElementById('filter-age-locked')!.textContent).toBe(t('filter.ageLocked'));
    expect(location.search).toBe('?f_type=movie&age=TO-PG');
    expect(urls).toEqual(['/genres/drama?f_type=movie&age=TO-PG']);
    choose('f_type', 'series');
    expect(location.search).toBe('?f_type=series&age=TO-PG');
    await settled();
  });

  it('applies the saved filter when the URL carries none, replacing the URL entry', async () => {
    setCookie('?f_type=series&country=IR');
    const urls = stubPages();
    const length = history.length;
    mount({ url: '/genres/drama' });
    await settled();
    expect(location.search).toBe('?f_type=series&country=IR');
    expect(history.length).toBe(length);
    expect(urls).toEqual(['/genres/drama?f_type=series&country=IR']);
    expect(select('f_type').value).toBe('series');
    expect(select('age').disabled).toBe(false);
  });

  it('lets the URL values win over a saved filter without an age', async () => {
    setCookie(encodeURIComponent('?f_type=series'));
    const urls = stubPages();
    mount({ url: '/genres/drama?lang=persian' });
    await waitFor(() => expect($filterQuery.get()).toBe('?lang=persian'));
    expect(urls).toEqual([]);
    expect(location.search).toBe('?lang=persian');
  });

  it('does nothing without a cookie: the server page already shows the URL filter', async () => {
    const urls = stubPages();
    mount({ url: '/genres/drama?country=noIR' });
    await waitFor(() => expect($filterQuery.get()).toBe('?country=noIR'));
    expect(urls).toEqual([]);
    expect(select('age').disabled).toBe(false);
  });

  it.each(['garbage', encodeURIComponent('?age=X&f_type=film&evil=1'), '%E0%A4%A'])(
    'ignores a bad cookie (%s)',
    async (value) => {
      setCookie(value);
      const urls = stubPages();
      mount({ url: '/genres/drama' });
      await waitFor(() => expect(select('age').disabled).toBe(false));
      expect(urls).toEqual([]);
      expect(location.search).toBe('');
      expect($filter.get()).toEqual(EMPTY_FILTER);
    },
  );
});
