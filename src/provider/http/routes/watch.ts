import { Hono, type Context } from 'hono';
import {
  cartRequest,
  downloadRequest,
  md5Request,
  movieRecentlyRequest,
  profileListName,
  seriesRecentlyRequest,
  titleRequest,
  watchSeriesRequest,
} from '../../../contract/schemas/watch';
import type { Viewer } from '../../domain/auth/viewer';
import { findTitle } from '../../domain/catalog/titles';
import { getCart, unknownCartTitle } from '../../domain/watching/cart';
import { freeTrafficRefusal, getDownload } from '../../domain/watching/downloads';
import { entitlementOf } from '../../domain/watching/entitlement';
import { toggleShelf } from '../../domain/watching/library';
import { getProfileLists, getRecently } from '../../domain/watching/profile';
import { hideProgress, saveProgress } from '../../domain/watching/progress';
import { watchMovie, watchSeries, type WatchAnswer } from '../../domain/watching/watch';
import type { QualityCap } from '../../domain/watching/data-budget';
import { notFound, ProviderError, unauthorized } from '../../errors';
import { clock } from '../../media/settings';
import type { ProviderEnv } from '../env';
import { pageField, pathId } from '../params';
import { validate } from '../validate';
import { originUrl } from '../viewer';
import { withMediaOrigin } from '../media-origin';
import { requestCap } from '../quality-cap';

const loggedIn = (c: Context<ProviderEnv>): Viewer => {
  if (!c.var.viewer) throw unauthorized();
  return c.var.viewer;
};

/**
 * content-api refusal: 403 with message, message_fa and the show_* flags beside them. A playable
 * answer carries its quality cap (docs/data-budget.md "The cap"), which `Save-Data` can set.
 */
const answer = <T extends object>(c: Context<ProviderEnv>, result: WatchAnswer<T>, cap: QualityCap) => {
  if ('refused' in result) return c.json(result.refused, 403);
  // The original player reads status 'success' and prefixes the artwork paths with cdn's folders
  // (pages/{movie,episode}/show/_id.vue): our paths are site-relative, so the folder is the site.
  const origin = originUrl(c);
  return c.json({
    status: 'success' as const,
    data: {
      ...withMediaOrigin(c, result.data),
      cdn: { lg_backdrop: origin, md_backdrop: origin },
      ...cap,
    },
  });
};

const movie = async (c: Context<ProviderEnv>) => {
  const id = pathId(c.req.param('id'), 'The movie', 'فیلم');
  const cap = requestCap(c);
  return answer(c, await watchMovie(c.var.db, c.var.settings, id, c.var.viewer, cap.max_height), cap);
};

const notPlayable = () =>
  new ProviderError(
    403,
    'This title does not play for you, so no place in it is kept.',
    'این عنوان برای شما پخش نمی‌شود.',
  );

/** Saves a resume point of a film or an episode the viewer can play; a guest's stays in the browser. */
async function recently(c: Context<ProviderEnv>, kind: 'movie' | 'series', body: Record<string, number | undefined>) {
  const titleId = kind === 'movie' ? body.movie_id! : body.episode_id!;
  const row = await findTitle(c.var.db, kind === 'movie' ? 'movie' : 'episode', titleId);
  if (kind === 'series' && body.series_id && row.seriesId !== body.series_id) throw notFound('The episode', 'قسمت');
  const viewer = c.var.viewer;
  if (!viewer) return c.json({ data: { saved: false } });
  const now = clock(c.var.settings);
  const access = await entitlementOf(c.var.db, row, viewer, now);
  if (access.actions.mainButton.action !== 'play') throw notPlayable();
  const point = {
    titleId,
    seriesId: row.seriesId,
    currentTime: Math.round(body.current_time!),
    durationTime: Math.round(body.duration_time!),
  };
  await saveProgress(c.var.db, viewer, point, now);
  return c.json({ data: { saved: true, current_time: point.currentTime, duration_time: point.durationTime } });
}

const series = new Hono<ProviderEnv>().post('/', validate('json', watchSeriesRequest), async (c) => {
  const body = c.req.valid('json');
  const cap = requestCap(c);
  return answer(
    c,
    await watchSeries(
      c.var.db,
      c.var.settings,
      { episodeId: body.episode_id, seriesId: body.series_id },
      c.var.viewer,
      cap.max_height,
    ),
    cap,
  );
});

const download = new Hono<ProviderEnv>().post('/', validate('json', downloadRequest), async (c) =>
  c.json({
    data: withMediaOrigin(c, await getDownload(c.var.db, c.var.settings, c.req.valid('json').itemid, c.var.viewer)),
  }),
);

// spec §8: a cart that cannot be drawn is a 400 (the storefront shows its 404 page), whatever the cause.
const cart = new Hono<ProviderEnv>().post('/', async (c) => {
  const request = cartRequest.safeParse(await c.req.json().catch(() => null));
  if (!request.success) throw unknownCartTitle();
  return c.json({ data: await getCart(c.var.db, c.var.settings, request.data, c.var.viewer) });
});

const recentlyRoutes = new Hono<ProviderEnv>()
  .post('/movie/recently', validate('json', movieRecentlyRequest), (c) => recently(c, 'movie', c.req.valid('json')))
  .post('/series/recently', validate('json', seriesRecentlyRequest), (c) => recently(c, 'series', c.req.valid('json')));

/** content-api "Watching and buying" and "Profile". */
export const watchRoutes = new Hono<ProviderEnv>()
  .get('/get/watch/movie-hls/:id/:hls{1}', movie)
  .get('/ghost/get/watch/movie-hls/:id/:hls{1}', movie)
  .route('/get/watch/series', series)
  .route('/ghost/get/watch/series', series)
  .route('/get/cart', cart)
  .route('/ghost/get/cart', cart)
  .post('/ghost/getmd5', validate('json', md5Request), async (c) => {
    const { token, expires } = c.req.valid('json');
    // A refusal while no operator network is configured (downloads.ts).
    throw freeTrafficRefusal(token, expires, clock(c.var.settings));
  })
  .route('/get/download', download)
  .route('/ghost/get/download', download)
  .route('/create/watch', recentlyRoutes)
  .route('/ghost/create/watch', recentlyRoutes)
  .get('/get/recently', async (c) => c.json({ data: await getRecently(c.var.db, loggedIn(c)) }))
  // Removing a title from continue-watching (a series takes all its episodes with it).
  .post('/delete/recently', validate('json', titleRequest), async (c) => {
    const viewer = loggedIn(c);
    const { id, type } = c.req.valid('json');
    await findTitle(c.var.db, type, id);
    return c.json({ data: { removed: await hideProgress(c.var.db, viewer, id) } });
  })
  .post('/create/watchlist', validate('json', titleRequest), async (c) => {
    const viewer = loggedIn(c);
    const { id, type } = c.req.valid('json');
    const listed = await toggleShelf(c.var.db, 'watchlist', viewer, type, id, clock(c.var.settings));
    return c.json({ data: { is_watchlist: listed } });
  })
  // A clap (like): counted by statistics, listed as likes on the profile.
  .post('/create/clap', validate('json', titleRequest), async (c) => {
    const viewer = loggedIn(c);
    const { id, type } = c.req.valid('json');
    const clapped = await toggleShelf(c.var.db, 'claps', viewer, type, id, clock(c.var.settings));
    return c.json({ data: { user: clapped ? 1 : 0 } });
  })
  .get('/get/profile/get_list/:name', async (c) => {
    const viewer = loggedIn(c);
    const name = profileListName.safeParse(c.req.param('name'));
    if (!name.success) throw notFound('The list', 'فهرست');
    const page = pageField.safeParse(c.req.query('page'));
    if (!page.success) throw new ProviderError(422, 'Invalid value for: page.', 'مقدار واردشده برای صفحه معتبر نیست.');
    return c.json({ data: await getProfileLists(c.var.db, viewer, name.data, page.data) });
  });
