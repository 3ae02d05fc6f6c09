import type { TitleType } from '../../../contract/schemas/title';
import { titleView, type TitleView } from '../../api/views/title';
import { parseRouteId } from '../../../contract/rules/contract';
import { api } from '../api/client';
import { orNotFound } from '../page-data';
import { found, notFound, type Loaded, type PageContext } from './context';

// spec §2 /app children: the embedded in-app variants of a title, kept out of search engines. The
// main action follows the server's mainButton (content-api "Access is decided by the server").

/** The in-app route under /app: episode/show, series/show, show (film) or ekran (film). */
export type AppRoute = 'episode/show' | 'series/show' | 'show' | 'ekran';

export interface AppTitlePage {
  item: TitleView;
  /** The main action: where it goes (locale-free) and its words. */
  action: { href: string; label: string };
}

const typeOf = (route: AppRoute): TitleType =>
  route === 'episode/show' ? 'episode' : route === 'series/show' ? 'series' : 'movie';

export async function loadAppTitlePage(route: AppRoute, context: PageContext): Promise<Loaded<AppTitlePage>> {
  const { locale, params, options } = context;
  const id = parseRouteId(params['id']);
  const wire = id === null ? null : await orNotFound(() => api.title(typeOf(route), id, options));
  if (!wire) return notFound();
  const item = titleView(wire, locale);
  const head = {
    title: item.name,
    description: item.overview,
    path: `/app/${route}/${id ?? ''}`,
    image: item.plainBackdrop,
    noindex: true,
  };
  return found(head, { item, action: await mainAction(route, item, context) });
}

// content-api: play goes to the player (for a series, the episode to resume, else the first).
async function mainAction(route: AppRoute, item: TitleView, { t, options }: PageContext) {
  if (route === 'ekran' && item.ekran) return { href: `/ekran/${item.id}`, label: t('app.ekran') };
  const button = item.mainButton;
  if (!button) return { href: item.path, label: t('app.details') };
  const label = button.label;
  if (button.action === 'subscription') return { href: '/profile/plans', label };
  if (button.action === 'buy') return { href: `/${item.type}/download/${item.id}`, label };
  if (item.type !== 'series') return { href: `/${item.type}/show/${item.id}`, label };
  const season = await api.season('series', item.id, options);
  const episode = season.last_episode_seen ?? season.first_episode;
  return { href: episode ? `/episode/show/${episode.id}` : item.path, label };
}
