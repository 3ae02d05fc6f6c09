import type { CreditView, TitleDetailsView, TitleView } from '../../api/views/title';
import type { Locale } from '../../i18n';
import { absoluteUrl, type LdTitle } from '../seo';

// JSON-LD inputs of the title pages (src/lib/server/seo.ts builds the schema.org objects).

const people = (origin: string, locale: Locale, list: CreditView[]) =>
  list.map((p) => ({ name: p.name, url: absoluteUrl(origin, locale, p.path) }));

/** The shared LdTitle fields of a film, series or episode page. */
export function ldTitle(origin: string, locale: Locale, item: TitleView, details: TitleDetailsView): LdTitle {
  return {
    url: absoluteUrl(origin, locale, item.path),
    name: item.name,
    alternateName: item.otherName.text,
    image: new URL(item.poster, origin).href,
    description: item.overview,
    year: item.year,
    rate: item.rate,
    genres: details.genres.map((genre) => genre.label),
    runtimeMinutes: item.runtime || undefined,
    directors: people(origin, locale, details.directors),
    actors: people(origin, locale, details.cast),
    contentRating: item.age,
    // The audio the viewer hears: Persian for Iranian or dubbed titles; the original language of a
    // subtitled title is not in the provider's data, so it is given as English.
    inLanguage: item.language === 'title.language.subtitled' ? 'en' : 'fa',
  };
}
