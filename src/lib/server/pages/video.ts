import { titleView, type TitleView } from '../../api/views/title';
import { loadTitle } from '../title/load';
import { playPathOf, shortDescription } from '../title/view';
import { trail } from '../trail';
import { found, notFound, type Loaded, type PageContext } from './context';

// spec §2 /video/:id: the film's video page; the film page is the canonical one (/movie/{id}).

export interface VideoPage {
  item: TitleView;
  crumbs: { name: string; href: string }[];
  playPath: string | null;
}

export async function loadVideoPage({ locale, t, url, params, options }: PageContext): Promise<Loaded<VideoPage>> {
  const wire = await loadTitle('movie', params['id'], options);
  if (!wire) return notFound();
  const item = titleView(wire, locale);
  const name = item.name;
  const crumbs = trail(locale, url.origin, [
    { name: t('nav.home'), path: '/' },
    { name, path: item.path },
    { name: t('title.video.crumb'), path: `/video/${item.id}` },
  ]);
  const head = {
    title: t('title.video.meta', { name }),
    description: shortDescription(t('title.video.description', { name }) + ' ' + item.overview),
    path: item.path,
    image: item.backdrop,
    imageAlt: name,
    ogType: 'video.movie' as const,
    jsonLd: [crumbs.ld],
  };
  return found(head, { item, crumbs: crumbs.items, playPath: playPathOf('movie', item.id) });
}
