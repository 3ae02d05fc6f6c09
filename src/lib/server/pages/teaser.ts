import type { TitleType } from '../../../contract/schemas/title';
import { titleView, type TitleView } from '../../api/views/title';
import { titleMeta } from '../page-meta';
import { loadTeaser, loadTitle } from '../title/load';
import { shortDescription } from '../title/view';
import { found, notFound, type Loaded, type PageContext } from './context';

// A title's teaser page, /{movie|series|episode}/:id/teaser (docs/media.md "Teasers"): where the
// stage's «تیزر» action leads without JavaScript, the teaser in the browser's own video element.
// The same for every visitor (decision 0004): the signed master is everyone's within the hour.
// The title's page is the canonical one.

export interface TeaserPage {
  item: TitleView;
  /** The teaser's signed master (a path on this site, or a CDN's URL). */
  master: string;
  /** Its MP4, for a browser that plays no HLS (Firefox), or null when the provider sends none. */
  mp4: string | null;
}

export async function loadTeaserPage(context: PageContext, type: TitleType): Promise<Loaded<TeaserPage>> {
  const { locale, t, params, options } = context;
  const wire = await loadTitle(type, params['id'], options);
  if (!wire) return notFound();
  const teaser = await loadTeaser(type, wire.id, options);
  if (!teaser) return notFound();
  const item = titleView(wire, locale);
  const head = titleMeta(type, item, item.name, {
    title: t('title.teaserOf', { name: item.name }),
    description: shortDescription(item.overview),
    path: item.path,
  });
  return found(head, { item, master: teaser.master, mp4: teaser.mp4 });
}
