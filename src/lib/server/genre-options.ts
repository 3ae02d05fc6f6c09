import { api, type CallOptions } from './api/client';
import { genreChoiceRedirect, type GenreOption } from '../rules/genre-choice';
import type { Locale } from '../i18n';

/**
 * The genre select's options (spec §2 Filter bar), from the server's genre map (spec §3: key to
 * Persian label, keys lowercased). English labels come from /new_genres, which names genres in
 * both languages. spec §8: a genre fetch failure is logged only; the select then offers 'all'.
 */
export async function genreOptions(locale: Locale, options: CallOptions): Promise<GenreOption[]> {
  try {
    const map = await api.genres(options);
    const english =
      locale === 'en'
        ? new Map((await api.newGenres(undefined, options)).map((g) => [g.key.toLowerCase(), g.en]))
        : null;
    return Object.entries(map).map(([key, fa]) => ({ key, label: english ? (english.get(key) ?? key) : fa }));
  } catch (error) {
    console.error('[genres] unavailable:', error);
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
