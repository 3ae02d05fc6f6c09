import { api, type CallOptions } from './api/client';
import { genreChoiceRedirect, type GenreOption } from '../rules/genre-choice';
import type { Locale } from '../i18n';
import { log } from '../../ops/logger';

/**
 * Genre key → label in the locale, in the server's genre map order (spec §3: key to Persian
 * label, keys lowercased). English labels come from /new_genres, which names genres in both
 * languages; a key it does not name is shown as it is.
 */
export async function genreLabels(locale: Locale, options: CallOptions): Promise<Map<string, string>> {
  const map = await api.genres(options);
  if (locale === 'fa') return new Map(Object.entries(map));
  const english = new Map((await api.newGenres(undefined, options)).map((g) => [g.key.toLowerCase(), g.en]));
  return new Map(Object.keys(map).map((key) => [key, english.get(key) ?? key]));
}

/**
 * The genre select's options (spec §2 Filter bar). spec §8: a genre fetch failure is logged only;
 * the select then offers 'all'.
 */
export async function genreOptions(locale: Locale, options: CallOptions): Promise<GenreOption[]> {
  try {
    return [...(await genreLabels(locale, options))].map(([key, label]) => ({ key, label }));
  } catch (error) {
    log.error({ err: error }, 'genres unavailable');
    return [];
  }
}

/**
 * The redirect a page answers when its filter form, submitted without JavaScript, chose another
 * genre than the page's (current: '0' on home); null when there is none (genreChoiceRedirect).
 */
export async function genreSubmission(url: URL, current: string, locale: Locale): Promise<string | null> {
  if (!url.searchParams.has('genre')) return null;
  const keys = (await genreOptions(locale, { locale, host: url.host })).map((genre) => genre.key);
  return genreChoiceRedirect(url.searchParams, current, keys, locale);
}
