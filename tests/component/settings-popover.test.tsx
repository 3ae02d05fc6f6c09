// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SettingsForm from '../../src/islands/SettingsForm';
import SettingsPopover from '../../src/islands/SettingsPopover';
import { COLOR_SCHEME_KEY } from '../../src/lib/behaviours/boot-script.mjs';
import { createTranslate, type Locale } from '../../src/lib/i18n';
import { $filter, $filterQuery, FILTER_COOKIE, REFILTER_EVENT, type FilterChange } from '../../src/stores/filter';
import { $colorScheme, $darkMode, $systemDark } from '../../src/stores/settings';

// spec §2 Header (the settings popover), §4 Other (night mode sets dark or system) and §4 Filter
// change (the fixed content filter, saved in the filtercontents cookie).

const t = createTranslate('fa');
/**
 * jsdom hides [popover] elements and cannot open them (no popover-open state), so the queries of
 * the popover's contents include hidden elements; tests/e2e/header.spec.ts opens it for real.
 */
const inPopover = { hidden: true } as const;

/** A device colour preference that the test can change, as matchMedia reports it. */
const device = {
  dark: false,
  listeners: new Set<(event: { matches: boolean }) => void>(),
  turn(dark: boolean) {
    this.dark = dark;
    for (const listener of this.listeners) listener({ matches: dark });
  },
};

beforeEach(() => {
  localStorage.clear();
  device.dark = false;
  device.listeners.clear();
  document.documentElement.dataset['bsTheme'] = 'light';
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({
      get matches() {
        return device.dark;
      },
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => device.listeners.add(listener),
      removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        device.listeners.delete(listener),
    })),
  );
});

afterEach(() => {
  cleanup();
  cleanStores($colorScheme, $systemDark, $darkMode, $filter, $filterQuery);
  $colorScheme.set('system');
  $systemDark.set(false);
  document.cookie = `${FILTER_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  vi.unstubAllGlobals();
});

const theme = () => document.documentElement.dataset['bsTheme'];
const cookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${FILTER_COOKIE}=`))
    ?.slice(FILTER_COOKIE.length + 1);
const savedQuery = () => decodeURIComponent(cookie() ?? '');

function renderPopover(locale: Locale = 'fa') {
  const user = userEvent.setup();
  render(<SettingsPopover locale={locale} />);
  return user;
}
const nightSwitch = () => screen.getByRole('switch', { name: t('settings.nightMode'), ...inPopover });

describe('SettingsPopover', () => {
  it('is a labelled button opening a popover dialog named by its heading', () => {
    renderPopover();
    const button = screen.getByRole('button', { name: t('settings.button') });
    const dialog = screen.getByRole('dialog', inPopover);
    const heading = screen.getByRole('heading', { name: t('settings.heading'), ...inPopover });
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(button.getAttribute('popovertarget')).toBe(dialog.id);
    expect(dialog.getAttribute('popover')).toBe('auto');
  });

  describe('night mode', () => {
    it('on a light device with nothing stored: starts dark; off stores system and lightens it; on stores dark', async () => {
      const user = renderPopover();
      expect(nightSwitch()).toHaveProperty('checked', true);
      await user.click(nightSwitch());
      expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('system');
      expect(theme()).toBe('light');
      expect(nightSwitch()).toHaveProperty('checked', false);
      await user.click(nightSwitch());
      expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
      expect(theme()).toBe('dark');
      expect(nightSwitch()).toHaveProperty('checked', true);
    });

    it('on a dark device: shows on for system, and off stores light so the page turns light', async () => {
      device.dark = true;
      document.documentElement.dataset['bsTheme'] = 'dark';
      const user = renderPopover();
      expect(nightSwitch()).toHaveProperty('checked', true);
      await user.click(nightSwitch());
      expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('light');
      expect(theme()).toBe('light');
      await user.click(nightSwitch());
      expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
      expect(theme()).toBe('dark');
    });

    it('shows a stored dark preference as on, and a stored light one as off on a dark device', () => {
      localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
      renderPopover();
      expect(nightSwitch()).toHaveProperty('checked', true);
      cleanup();
      cleanStores($colorScheme, $systemDark, $darkMode);
      device.dark = true;
      localStorage.setItem(COLOR_SCHEME_KEY, 'light');
      renderPopover();
      expect(nightSwitch()).toHaveProperty('checked', false);
    });

    it('follows the device while the preference is system', () => {
      localStorage.setItem(COLOR_SCHEME_KEY, 'system');
      renderPopover();
      act(() => device.turn(true));
      expect(theme()).toBe('dark');
      expect(nightSwitch()).toHaveProperty('checked', true);
      act(() => device.turn(false));
      expect(theme()).toBe('light');
    });

    it('does not follow the device under a fixed preference', () => {
      localStorage.setItem(COLOR_SCHEME_KEY, 'light');
      renderPopover();
      act(() => device.turn(true));
      expect(theme()).toBe('light');
      expect(nightSwitch()).toHaveProperty('checked', false);
    });

    it('reads a corrupt stored preference as dark (the default), also on a light device', () => {
      localStorage.setItem(COLOR_SCHEME_KEY, '{"dark":true}');
      device.dark = false;
      renderPopover();
      expect(nightSwitch()).toHaveProperty('checked', true);
    });
  });

  it.each(['fa', 'en'] as const)('shows the language switch disabled, on the current language (%s)', (locale) => {
    renderPopover(locale);
    const select = screen.getByRole('combobox', { name: createTranslate(locale)('settings.language'), ...inPopover });
    expect(select).toHaveProperty('disabled', true);
    expect(select).toHaveProperty('value', locale);
  });

  describe('fixed content filter', () => {
    const select = (key: 'type' | 'country' | 'lang' | 'age') =>
      screen.getByRole<HTMLSelectElement>('combobox', { name: t(`filter.${key}`), ...inPopover });

    it('offers exactly the values of spec §3 in each select', () => {
      renderPopover();
      const values = (key: 'type' | 'country' | 'lang' | 'age') => [...select(key).options].map((o) => o.value);
      expect(values('type')).toEqual(['0', 'movie', 'series']);
      expect(values('country')).toEqual(['0', 'IR', 'noIR']);
      expect(values('lang')).toEqual(['0', 'persian', 'nopersian']);
      expect(values('age')).toEqual(['0', 'G', 'TO-PG', 'TO-PG-13', 'TO-R', 'TO-X', 'PG', 'PG-13', 'R']);
    });

    it('saves each change at once in the cookie and emits the re-filter event', async () => {
      const events: FilterChange[] = [];
      const listen = (event: Event) => events.push((event as CustomEvent<FilterChange>).detail);
      window.addEventListener(REFILTER_EVENT, listen);
      const user = renderPopover();
      await user.selectOptions(select('country'), 'IR');
      expect(savedQuery()).toBe('?country=IR');
      await user.selectOptions(select('type'), 'movie');
      await user.selectOptions(select('age'), 'TO-PG-13');
      expect(savedQuery()).toBe('?f_type=movie&country=IR&age=TO-PG-13');
      expect(events.map((e) => e.query)).toEqual([
        '?country=IR',
        '?f_type=movie&country=IR',
        '?f_type=movie&country=IR&age=TO-PG-13',
      ]);
      expect($filterQuery.get()).toBe('?f_type=movie&country=IR&age=TO-PG-13');
      expect(screen.getByRole('status', inPopover).textContent).toBe(t('profile.saved'));
      window.removeEventListener(REFILTER_EVENT, listen);
    });

    it('starts from the saved filter and clears it, removing the cookie', async () => {
      document.cookie = `${FILTER_COOKIE}=${encodeURIComponent('?lang=persian&age=G')}; path=/`;
      const events: FilterChange[] = [];
      const listen = (event: Event) => events.push((event as CustomEvent<FilterChange>).detail);
      window.addEventListener(REFILTER_EVENT, listen);
      const user = renderPopover();
      expect(select('lang').value).toBe('persian');
      expect(select('age').value).toBe('G');
      await user.click(screen.getByRole('button', { name: t('settings.clearFilter'), ...inPopover }));
      expect(cookie()).toBeUndefined();
      expect(select('lang').value).toBe('0');
      expect(select('age').value).toBe('0');
      expect(events.map((e) => e.query)).toEqual(['']);
      window.removeEventListener(REFILTER_EVENT, listen);
    });

    it('ignores a corrupt saved filter', () => {
      document.cookie = `${FILTER_COOKIE}=${encodeURIComponent('?age=NC-17&f_type=<script>&country=IR')}; path=/`;
      renderPopover();
      expect(select('age').value).toBe('0');
      expect(select('type').value).toBe('0');
      expect(select('country').value).toBe('IR');
    });

    it('reads the saved filter again each time the popover opens', () => {
      renderPopover();
      document.cookie = `${FILTER_COOKIE}=${encodeURIComponent('?f_type=series')}; path=/`;
      const dialog = screen.getByRole('dialog', inPopover);
      act(() => {
        dialog.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
      });
      expect(select('type').value).toBe('series');
    });
  });
});

describe('SettingsForm (the /profile/settings page) shares the colour preference', () => {
  it('stores and applies the chosen scheme, and shows the stored one', async () => {
    localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    const user = userEvent.setup();
    render(<SettingsForm locale="fa" />);
    expect(screen.getByRole('radio', { name: t('profile.colorScheme.light') })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: t('profile.colorScheme.dark') }));
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(theme()).toBe('dark');
    expect($darkMode.get()).toBe(true);
  });
});
