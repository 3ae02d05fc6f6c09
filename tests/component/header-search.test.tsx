// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HeaderSearch from '../../src/islands/HeaderSearch';
import { createTranslate, type Locale } from '../../src/lib/i18n';
import { $recentSearches, RECENT_SEARCHES_KEY } from '../../src/stores/recent-searches';

// spec §2 Header (the search box), §4 Other (recent searches) and §5 Search (more than 1 character),
// and the suggestions while typing (docs/catalog.md "Search: Finglish and typos").

const t = createTranslate('fa');
const navigation = { assign: vi.fn() };

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('location', navigation);
});

afterEach(() => {
  cleanup();
  document.cookie = 'filtercontents=; max-age=0; path=/';
  cleanStores($recentSearches);
  $recentSearches.set([]);
  vi.unstubAllGlobals();
  navigation.assign.mockClear();
});

const stored = () => JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? 'null') as unknown;
const store = (terms: unknown) => localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(terms));

function renderSearch(locale: Locale = 'fa') {
  const user = userEvent.setup();
  render(<HeaderSearch locale={locale} />);
  const box = screen.getByRole('combobox', { name: createTranslate(locale)('search.label') });
  return { user, box };
}

describe('HeaderSearch', () => {
  it('is a GET form to /search with the box named q (it works before JavaScript)', () => {
    renderSearch('en');
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/en/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(screen.getByRole('combobox')).toHaveProperty('name', 'q');
    expect(form.classList.contains('site-search')).toBe(true);
  });

  it.each(['a', '  a ', 'ی'])('sends nothing for %j and says why, politely', async (text) => {
    const { user, box } = renderSearch();
    await user.type(box, `${text}{Enter}`);
    await user.click(screen.getByRole('button', { name: t('search.submit') }));
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(t('search.tooShort', { min: '۲' }));
    expect(stored()).toBeNull();
  });

  it('shows the hint in place of the suggestions', async () => {
    store(['matrix']);
    const { user, box } = renderSearch();
    await user.type(box, 'a');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).not.toBe('');
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('clears the hint once the user types again', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'a{Enter}');
    await user.type(box, 'b');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('goes straight to the results route with 2 characters, on Enter', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'ab{Enter}');
    expect(navigation.assign).toHaveBeenCalledWith('/search/ab');
  });

  it('goes to the English results route on a click, trimming the term', async () => {
    const { user, box } = renderSearch('en');
    await user.type(box, '  star wars ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigation.assign).toHaveBeenCalledWith('/en/search/star%20wars');
  });

  it('URL-encodes a Persian term', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'فیلم{Enter}');
    expect(navigation.assign).toHaveBeenCalledWith(`/search/${encodeURIComponent('فیلم')}`);
    expect(navigation.assign).toHaveBeenCalledWith('/search/%D9%81%DB%8C%D9%84%D9%85');
  });

  it('remembers the search, newest first', async () => {
    store(['old']);
    const { user, box } = renderSearch();
    await user.type(box, 'matrix{Enter}');
    expect(stored()).toEqual(['matrix', 'old']);
  });

  it('drops the oldest with the 6th recent search', async () => {
    store(['e', 'd', 'c', 'b', 'a'].map((x) => x.repeat(2)));
    const { user, box } = renderSearch();
    await user.type(box, 'ff{Enter}');
    expect(stored()).toEqual(['ff', 'ee', 'dd', 'cc', 'bb']);
  });

  it('moves a duplicate to newest', async () => {
    store(['cc', 'bb', 'aa']);
    const { user, box } = renderSearch();
    await user.type(box, 'bb{Enter}');
    expect(stored()).toEqual(['bb', 'cc', 'aa']);
  });

  it('ignores corrupt storage: no suggestions, and the search still goes and is kept', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    const { user, box } = renderSearch();
    await user.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.type(box, 'matrix{Enter}');
    expect(navigation.assign).toHaveBeenCalledWith('/search/matrix');
    expect(stored()).toEqual(['matrix']);
  });

  it('offers the recent searches, newest first, when the box gets focus', async () => {
    store(['matrix', 'train']);
    const { user, box } = renderSearch();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: t('search.recent') });
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['matrix', 'train']);
  });

  it('narrows the suggestions to those holding the typed text', async () => {
    store(['matrix', 'train', 'Rain man']);
    const { user, box } = renderSearch();
    await user.type(box, 'rain');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['train', 'Rain man']);
    await user.type(box, 'zz');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('lets the keyboard choose a suggestion: arrows move, Enter searches it', async () => {
    store(['matrix', 'train']);
    const { user, box } = renderSearch();
    await user.click(box);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await user.keyboard('{ArrowDown}{ArrowUp}'); // wraps to the first, then back
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(navigation.assign).toHaveBeenCalledWith('/search/train');
    expect(navigation.assign).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual(['train', 'matrix']);
  });

  it('closes the suggestions on Escape, leaving the text', async () => {
    store(['matrix']);
    const { user, box } = renderSearch();
    await user.type(box, 'ma');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box).toHaveProperty('value', 'ma');
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('searches a suggestion chosen with the pointer', async () => {
    store(['matrix', 'train']);
    const { user, box } = renderSearch('en');
    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'train' }));
    expect(navigation.assign).toHaveBeenCalledWith('/en/search/train');
    expect(box).toHaveProperty('value', 'train');
  });
});

// What GET /api/v1/ghost/get/search/autocomplete answers (tests/provider/search.test.ts pins it).
const SUGGESTIONS = [
  { type: 'movie', id: 1, name: 'The Last Train to Tabriz', name_fa: 'آخرین قطار تبریز', link: '/movie/1' },
  { type: 'series', id: 201, name: 'Golshan Alley', name_fa: 'کوچه گلشن', link: '/series/201' },
  { type: 'cast', id: 17, name: 'Arman Tabrizi', name_fa: 'آرمان تبریزی', link: '/cast/17' },
];

/** A provider that suggests SUGGESTIONS for every query (or fails), recording what was asked. */
function stubProvider(answer: 'suggest' | 'fail' = 'suggest') {
  const asked = vi.fn(async (url: string | URL | Request) => {
    if (answer === 'fail') throw new TypeError('network down');
    void url;
    return Response.json({ data: { suggestions: SUGGESTIONS } });
  });
  vi.stubGlobal('fetch', asked);
  /** The q of each call, in order. */
  const queries = () => asked.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('q'));
  return { asked, queries };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('HeaderSearch suggestions while typing', () => {
  it('asks once typing pauses, and only from 2 characters (spec §5)', async () => {
    const { queries } = stubProvider();
    const { user, box } = renderSearch();
    await user.type(box, 'a');
    await pause(400);
    expect(queries()).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'kharin'); // typed faster than the 200 ms pause: one call
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(queries()).toEqual(['akharin']);
  });

  it('shows titles and people as links to their pages, named in the reader’s language with their kind', async () => {
    stubProvider();
    const { user, box } = renderSearch();
    await user.type(box, 'akharin');
    const list = await screen.findByRole('listbox', { name: t('search.suggestions') });
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.getAttribute('href'))).toEqual(['/movie/1', '/series/201', '/cast/17']);
    expect(options.map((o) => o.textContent)).toEqual([
      `آخرین قطار تبریز${t('search.kind.movie')}`,
      `کوچه گلشن${t('search.kind.series')}`,
      `آرمان تبریزی${t('search.kind.cast')}`,
    ]);
  });

  it('names them in English and links under /en on the English site', async () => {
    stubProvider();
    const { user, box } = renderSearch('en');
    await user.type(box, 'akharin');
    const option = await screen.findByRole('option', { name: /The Last Train to Tabriz/ });
    expect(option.getAttribute('href')).toBe('/en/movie/1');
    expect(option.textContent).toContain('Film');
  });

  it('lets the keyboard open a suggestion: arrows move past the recent searches, Enter opens the page', async () => {
    store(['akharin ghatar']);
    stubProvider();
    const { user, box } = renderSearch();
    await user.type(box, 'akharin');
    await screen.findAllByRole('option', { name: /آخرین قطار تبریز/ });
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('href'))).toEqual([
      `/search/${encodeURIComponent('akharin ghatar')}`,
      '/movie/1',
      '/series/201',
      '/cast/17',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}'); // wraps from the first to the last
    expect(box.getAttribute('aria-activedescendant')).toBe(options[3]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(navigation.assign).toHaveBeenCalledWith('/movie/1');
    expect(navigation.assign).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual(['akharin ghatar']); // a page opened is not a search made
  });

  it('closes on Escape, leaving the text; Enter then searches the text', async () => {
    stubProvider();
    const { user, box } = renderSearch();
    await user.type(box, 'akharin');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect(box).toHaveProperty('value', 'akharin');
    await user.keyboard('{Enter}');
    expect(navigation.assign).toHaveBeenCalledWith('/search/akharin');
  });

  it('opens a suggestion chosen with the pointer', async () => {
    stubProvider();
    const { user, box } = renderSearch();
    await user.type(box, 'arman');
    await user.click(await screen.findByRole('option', { name: /آرمان تبریزی/ }));
    expect(navigation.assign).toHaveBeenCalledWith('/cast/17');
  });

  it('drops the suggestions when the text is shortened below 2 characters', async () => {
    stubProvider();
    const { user, box } = renderSearch();
    await user.type(box, 'akharin');
    await screen.findAllByRole('option');
    await user.type(box, '{Backspace}'.repeat(6));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('asks under the saved filter (a kids profile’s age)', async () => {
    document.cookie = `filtercontents=${encodeURIComponent('?age=G')}; path=/`;
    const { asked } = stubProvider();
    const { user, box } = renderSearch();
    await user.type(box, 'akharin');
    await screen.findAllByRole('option');
    const url = new URL(String(asked.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/v1/ghost/get/search/autocomplete');
    expect(url.searchParams.get('age')).toBe('G');
  });

  it('shows nothing and says nothing when the call fails', async () => {
    const { asked } = stubProvider('fail');
    const { user, box } = renderSearch();
    await user.type(box, 'akharin');
    await pause(400);
    expect(asked).toHaveBeenCalled();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
