// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HeaderSearch from '../../src/islands/HeaderSearch';
import { createTranslate, type Locale } from '../../src/lib/i18n';
import { $recentSearches, RECENT_SEARCHES_KEY } from '../../src/stores/recent-searches';

// spec §2 Header (the search box), §4 Other (recent searches) and §5 Search (more than 1 character).

const t = createTranslate('fa');
const navigation = { assign: vi.fn() };

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('location', navigation);
});

afterEach(() => {
  cleanup();
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
