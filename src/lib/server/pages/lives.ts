import { liveView, type LiveView } from '../../api/views/catalog';
import { inLocale } from '../../api/views/locale';
import { parseRouteId } from '../../../contract/rules/contract';
import { livePath, localePath } from '../../../contract/rules/paths';
import { api } from '../api/client';
import { orNotFound } from '../page-data';
import { liveChannelLd } from '../seo';
import { trail } from '../trail';
import { found, notFound, type Loaded, type PageContext } from './context';

type Crumbs = { name: string; href: string }[];

export interface LivesPage {
  /** The channels, the chosen one first. */
  lives: LiveView[];
  /** The channel the visitor chose (/lives/:live), if any. */
  currentId: number | null;
  crumbs: Crumbs;
}

/**
 * spec §2 /lives and /lives/:live: the live channels with what is on now. With :live (a channel
 * id) the same list shows that channel first and marked; an id naming no channel is not found.
 */
export async function loadLivesPage({ locale, t, url, params, options }: PageContext): Promise<Loaded<LivesPage>> {
  const param = params['live'];
  const lives = (await api.lives(options)).lives.map((live) => liveView(live, locale));
  const currentId = param === undefined ? null : parseRouteId(param);
  const current = lives.find((live) => live.id === currentId);
  if (param !== undefined && !current) return notFound();
  const ordered = current ? [current, ...lives.filter((live) => live !== current)] : lives;
  const crumbs = trail(locale, url.origin, [
    { name: t('nav.home'), path: '/' },
    { name: t('live.heading'), path: '/lives' },
    ...(current ? [{ name: current.name, path: `/lives/${current.id}` }] : []),
  ]);
  const head = {
    title: current ? t('live.listTitle', { name: current.name }) : t('live.heading'),
    description: t('live.description'),
    path: current ? `/lives/${current.id}` : '/lives',
    image: ordered[0]?.image,
    jsonLd: [crumbs.ld],
  };
  return found(head, { lives: ordered, currentId: current?.id ?? null, crumbs: crumbs.items });
}

/** A programme of the schedule as the live page shows it (DESIGN.md §7 i-live). */
export interface LiveSlot {
  title: string;
  /** Start and end, when the channel has a schedule. */
  start: Date | null;
  end: Date | null;
}

export interface LivePage {
  id: number;
  name: string;
  /** The player's poster: the channel's picture without its name when the provider has one (the heading names it). */
  poster: string;
  /** What is on now, or ''. */
  program: string;
  now: LiveSlot | null;
  next: LiveSlot | null;
  /** The time the page was made: what is on air, in the schedule and the guide, is as of then. */
  at: Date;
  /** The guide around now (DESIGN.md §7 i-live "جدول پخش"): the programme before, the one on air and those after. */
  guide: LiveSlot[];
  /** The other channels, for the row under the player. */
  others: LiveView[];
  crumbs: Crumbs;
}

const slotOf = (
  locale: PageContext['locale'],
  slot: { title: string; title_fa: string; start: string | null; end: string | null },
): LiveSlot => ({
  title: inLocale(locale, slot.title_fa, slot.title),
  start: slot.start ? new Date(slot.start) : null,
  end: slot.end ? new Date(slot.end) : null,
});

/** Whether a programme is on air at `at` (the page's now and next, and the guide's mark). */
export const onAirAt = (slot: LiveSlot, at: Date) => !!slot.start && !!slot.end && slot.start <= at && at < slot.end;

/** spec §2 /live/:id: one live channel, what is on now, and its stream. */

export async function loadLivePage({ locale, t, site, url, params, options }: PageContext): Promise<Loaded<LivePage>> {
  const id = parseRouteId(params['id']);
  if (id === null) return notFound();
  const [channel, lives] = await Promise.all([orNotFound(() => api.watchLive(id, options)), api.lives(options)]);
  if (!channel) return notFound();
  const name = inLocale(locale, channel.title_fa, channel.title);
  const entry = lives.program.find((p) => p.live_id === id);
  const program = entry ? inLocale(locale, entry.title_fa, entry.title) : '';
  const path = livePath(id);
  const crumbs = trail(locale, url.origin, [
    { name: t('nav.home'), path: '/' },
    { name: t('live.heading'), path: '/lives' },
    { name, path },
  ]);
  const head = {
    title: t('live.channelTitle', { name }),
    description: program ? t('live.channelDescription', { name, program }) : t('live.channelTitle', { name }),
    path,
    image: channel.poster,
    imageAlt: name,
    jsonLd: [
      liveChannelLd({
        url: new URL(localePath(locale, path), url.origin).href,
        name,
        image: new URL(channel.poster, url.origin).href,
        siteName: site.name,
      }),
      crumbs.ld,
    ],
  };
  const guide = channel.schedule.map((slot) => slotOf(locale, slot));
  // What is on now and next as of this page, read from the guide's hours where it has them: the
  // channel's answer is kept a while (the answer cache), and one kept from before a programme's
  // end named the old programme "now" while the guide, drawn at this time, marked the new one.
  const at = new Date();
  const onAir = guide.findIndex((slot) => onAirAt(slot, at));
  const now = onAir >= 0 ? guide[onAir]! : channel.program ? slotOf(locale, channel.program.now) : null;
  const next =
    (onAir >= 0 ? guide[onAir + 1] : undefined) ??
    (channel.program?.next ? slotOf(locale, channel.program.next) : null);
  const others = lives.lives.filter((live) => live.id !== id).map((live) => liveView(live, locale));
  return found(head, {
    id: channel.id,
    name,
    poster: channel.poster_plain ?? channel.poster,
    program: now?.title || program,
    now,
    next,
    guide,
    at,
    others,
    crumbs: crumbs.items,
  });
}
