import type { Credit, TitleItem } from '../../api/schemas/title';
import type { Locale } from '../../i18n';
import { castPath } from '../../rules/paths';
import { absoluteUrl, type LdTitle } from '../seo';
import type { TitleExtras } from './load';
import { titleNames } from './view';

// JSON-LD inputs of the title pages (src/lib/seo.ts builds the schema.org objects).

const people = (origin: string, locale: Locale, list: Credit[]) =>
  list.map((p) => ({ name: locale === 'fa' ? p.name_fa : p.name, url: absoluteUrl(origin, locale, castPath(p.id)) }));

/** The shared LdTitle fields of a film, series or episode page at `path`. */
export function ldTitle(origin: string, locale: Locale, path: string, item: TitleItem, extras: TitleExtras): LdTitle {
  const names = titleNames(item, locale);
  return {
    url: absoluteUrl(origin, locale, path),
    name: names.name,
    alternateName: names.other,
    image: new URL(item.poster, origin).href,
    description: locale === 'fa' ? item.overview_fa : item.overview,
    year: item.year,
    rate: item.rate,
    genres: item.new_genres.map((key) => extras.genres.get(key) ?? key),
    runtimeMinutes: item.runtime || undefined,
    directors: people(origin, locale, extras.cast.directors),
    actors: people(origin, locale, extras.cast.casts),
    contentRating: item.age,
    // The audio the viewer hears: Persian for Iranian or dubbed titles; the original language of a
    // subtitled title is not in the provider's data, so it is given as English.
    inLanguage: item.ir || item.persian ? 'fa' : 'en',
  };
}
