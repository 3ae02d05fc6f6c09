import { api, type CallOptions } from '../api/client';
import type { TitleType } from '../../../contract/schemas/title';
import type { TeaserFiles } from '../../../contract/schemas/watch';
import type { Locale } from '../../i18n';
import { orNotFound } from '../page-data';
import { parseRouteId } from '../../../contract/rules/contract';
import { genreLabels } from '../genre-options';
import { titleDetailsView, titleView, type TitleDetailsView, type TitleView } from '../../api/views/title';
import { dataEstimateView, type DataEstimateView } from '../../api/views/data-budget';
import { ApiError } from '../../api/errors';

/**
 * The title of a route id as the provider answers it, or null for not found (spec §2: a route
 * parameter validation failure gives not found; so does an id the provider does not know, or one
 * of another type).
 */
export async function loadTitle(type: TitleType, rawId: string | undefined, options: CallOptions) {
  const id = parseRouteId(rawId);
  if (id === null) return null;
  return orNotFound(() => api.title(type, id, options));
}

/** What a full title page shows beside the item: credits, related titles and genre labels. */
export async function loadTitleDetails(
  type: TitleType,
  id: number,
  genreKeys: string[],
  locale: Locale,
  options: CallOptions,
): Promise<TitleDetailsView> {
  const [cast, similar, labels] = await Promise.all([
    api.titleCast(type, id, options),
    api.similar(type, id, options),
    genreLabels(locale, options),
  ]);
  return titleDetailsView(genreKeys, labels, cast, similar.similar, locale);
}

/** A full title page's item and details in the reader's language, or null for not found. */
export async function loadTitlePage(
  type: TitleType,
  rawId: string | undefined,
  locale: Locale,
  options: CallOptions,
): Promise<{ item: TitleView; details: TitleDetailsView } | null> {
  const item = await loadTitle(type, rawId, options);
  if (!item) return null;
  return {
    item: titleView(item, locale),
    details: await loadTitleDetails(type, item.id, item.new_genres, locale, options),
  };
}

/**
 * A title's data per quality (docs/data-budget.md), or null: a provider that does not answer it
 * (a remote one without the call) leaves the figures out, not the page.
 */
export async function loadDataEstimate(
  type: TitleType,
  id: number,
  locale: Locale,
  options: CallOptions,
): Promise<DataEstimateView | null> {
  try {
    return dataEstimateView(await api.dataEstimate(type, id, options), locale);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/**
 * Whether the title has a teaser (docs/media.md "Teasers"): a provider that does not answer the
 * media call (a remote one without it) leaves the teaser out, not the page.
 */
export async function loadHasTeaser(type: TitleType, id: number, options: CallOptions): Promise<boolean> {
  try {
    return await api.hasTeaser(type, id, options);
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** A title's teaser's signed master and MP4, or null when it has none (the teaser's page). */
export async function loadTeaser(type: TitleType, id: number, options: CallOptions): Promise<TeaserFiles | null> {
  try {
    return await api.teaser(type, id, options);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
