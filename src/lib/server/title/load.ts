import { api, type CallOptions } from '../api/client';
import type { TitleType } from '../../api/schemas/title';
import type { Locale } from '../../i18n';
import { orNotFound } from '../page-data';
import { parseRouteId } from '../../rules/contract';
import { genreLabels } from '../genre-options';

/**
 * The title of a route id, or null for not found (spec §2: a route parameter validation failure
 * gives not found; so does an id the provider does not know, or one of another type).
 */
export async function loadTitle(type: TitleType, rawId: string | undefined, options: CallOptions) {
  const id = parseRouteId(rawId);
  if (id === null) return null;
  return orNotFound(() => api.title(type, id, options));
}

/** What a full title page shows beside the item: credits, related titles and genre labels. */
export async function loadTitleExtras(type: TitleType, id: number, locale: Locale, options: CallOptions) {
  const [cast, similar, genres] = await Promise.all([
    api.titleCast(type, id, options),
    api.similar(type, id, options),
    genreLabels(locale, options),
  ]);
  return { cast, similar: similar.similar, genres };
}

export type TitleExtras = Awaited<ReturnType<typeof loadTitleExtras>>;

/** A full title page's data, or null for not found. */
export async function loadTitlePage(type: TitleType, rawId: string | undefined, locale: Locale, options: CallOptions) {
  const item = await loadTitle(type, rawId, options);
  if (!item) return null;
  return { item, extras: await loadTitleExtras(type, item.id, locale, options) };
}
