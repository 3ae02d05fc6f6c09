import { withProgress } from '../../stores/progress';
import { API_PREFIX } from '../../contract/rules/contract';
import { apiErrorOf } from './errors';
import { endSession, isRecord, pageLocale } from './browser';
import { inLocale } from './views/locale';
import { onSite } from '../../contract/rules/paths';
import type { TitleType } from '../../contract/schemas/title';

// content-api "Watching and buying", the player's calls. Browser-only, loaded with the player's
// chunk, not with the page. The watch calls are read here rather than through call(): a refusal
// is a 403 whose show_* flags the player needs, beside the message call() would keep alone.

/**
 * What the player plays: a film, an episode (with its series when the page knows it), a live
 * channel, or a title's teaser (docs/media.md "Teasers": free, no resume point, nothing after it).
 */
export type PlayTarget =
  | { kind: 'movie'; id: number }
  | { kind: 'episode'; id: number; seriesId?: number }
  | { kind: 'live'; id: number }
  | { kind: 'teaser'; type: TitleType; id: number };

/** content-api watch answer, the fields the player reads. */
export interface WatchAnswer {
  /** The signed HLS master URL under /media. */
  video: string;
  /** The resume point, in seconds. */
  currentTime: number;
  subtitles: { language: string; url: string }[];
  /** content-api credits marks: the intro to skip runs from firstCredits to afterCredits. */
  firstCredits: number;
  afterCredits: number;
  finalCredits: number;
  duration: number;
  /** What plays after this: the next episode, or for a film the suggestion (content-api `suggestion`). */
  next: NextTitle | null;
  /** The tallest rung the player may play (docs/data-budget.md "The cap"), or null for any. */
  maxHeight: number | null;
}

/** The title played after the end, its name in the page's language, and its still (16:9) when given. */
export interface NextTitle {
  kind: 'movie' | 'episode';
  id: number;
  name: string;
  still: string | null;
}

/**
 * content-api refusal (a 403 with message, message_fa and show_* flags), reshaped: the message in
 * the page's language (the Persian one when the other is missing), and the buttons that help.
 */
export interface Refusal {
  message: string;
  showDownload: boolean;
  showEkran: boolean;
  showSubscription: boolean;
  showLogin: boolean;
  /** A title not released yet: when it will be (spec §8 'not released yet, release date …'). */
  presaleDate: Date | null;
}

export type WatchResult = { kind: 'play'; answer: WatchAnswer } | { kind: 'refused'; refusal: Refusal };

const num = (value: unknown, fallback = 0) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const flag = (value: unknown) => value === 1 || value === true;
/** A media URL on this site as its path (the provider answers them absolute, docs/contract.md "Media URLs"). */
const own = (url: string) => onSite(url, location.host);

/** An answer of a master alone: no resume point, subtitles, credits marks or next title. */
const masterOnly = (master: string, maxHeight: number | null): WatchAnswer => ({
  video: own(master),
  currentTime: 0,
  subtitles: [],
  firstCredits: 0,
  afterCredits: 0,
  finalCredits: 0,
  duration: 0,
  next: null,
  maxHeight,
});

function readAnswer(data: unknown): WatchAnswer | null {
  if (!isRecord(data)) return null;
  // content-api `/ghost/get/watch/live/:id`: `video { video }`, no resume point, subtitles or credits.
  const live = data['video'];
  if (isRecord(live) && typeof live['video'] === 'string') return masterOnly(live['video'], maxHeightOf(data));
  // The original's files call (a teaser): `file[{file}]`, the master alone.
  const files = data['file'];
  if (Array.isArray(files)) {
    const file: unknown = files[0];
    // The data saver's cap is in the master the answer names (docs/data-budget.md "The cap").
    return isRecord(file) && typeof file['file'] === 'string' ? masterOnly(file['file'], null) : null;
  }
  const list = data['video'] ?? data['episode'];
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  if (!isRecord(first) || typeof first['video'] !== 'string') return null;
  const subtitles = Array.isArray(data['new_subtitle'])
    ? data['new_subtitle'].filter(
        (s): s is { language: string; url: string } =>
          isRecord(s) && typeof s['language'] === 'string' && typeof s['url'] === 'string',
      )
    : [];
  return {
    video: own(first['video']),
    currentTime: num(first['current_time']),
    subtitles: subtitles.map((subtitle) => ({ language: subtitle.language, url: own(subtitle.url) })),
    firstCredits: num(data['first_credits']),
    afterCredits: num(data['after_credits']),
    finalCredits: num(data['final_credits']),
    duration: num(data['duration_time']),
    next: readNext(data['suggestion']),
    maxHeight: maxHeightOf(data),
  };
}

/** The watch answer's `max_height` (the data saver's cap), or null when it sets none. */
function maxHeightOf(data: Record<string, unknown>): number | null {
  const height = data['max_height'];
  return typeof height === 'number' && Number.isInteger(height) && height > 0 ? height : null;
}

function readNext(suggestion: unknown): NextTitle | null {
  if (!isRecord(suggestion) || typeof suggestion['id'] !== 'number') return null;
  const kind = suggestion['type'] === 'episode' ? 'episode' : suggestion['type'] === 'movie' ? 'movie' : null;
  if (!kind) return null;
  const fa = typeof suggestion['name_fa'] === 'string' ? suggestion['name_fa'] : '';
  const en = typeof suggestion['name'] === 'string' ? suggestion['name'] : '';
  // The suggestion's backdrop: an episode's still, a film's 16:9 art (a site path or an absolute URL).
  const still = typeof suggestion['backdrop'] === 'string' && /^(\/|https?:\/\/)/.test(suggestion['backdrop']);
  return {
    kind,
    id: suggestion['id'],
    name: inLocale(pageLocale(), fa || en, en || fa),
    still: still ? (suggestion['backdrop'] as string) : null,
  };
}

function readRefusal(body: unknown): Refusal | null {
  if (!isRecord(body) || !('show_login' in body || 'show_subscription' in body)) return null;
  const fa = typeof body['message_fa'] === 'string' ? body['message_fa'] : '';
  const en = typeof body['message'] === 'string' ? body['message'] : '';
  return {
    message: inLocale(pageLocale(), fa, en) || fa,
    showDownload: flag(body['show_download']),
    showEkran: flag(body['show_ekran']),
    showSubscription: flag(body['show_subscription']),
    showLogin: flag(body['show_login']),
    presaleDate: presaleDateOf(body),
  };
}

/** The release date of a presale refusal (`presale` seconds left, `presale_date` ISO), else null. */
function presaleDateOf(body: Record<string, unknown>): Date | null {
  if (num(body['presale']) <= 0 || typeof body['presale_date'] !== 'string') return null;
  const date = new Date(body['presale_date']);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * `/(ghost/)get/watch/movie-hls/:id/1` or `/(ghost/)get/watch/series`: guests use the ghost path.
 * A teaser is the original's `/(ghost/)get/files` with content 1 (docs/media.md "Teasers").
 */
export function watchRequest(target: PlayTarget, loggedIn: boolean): { path: string; init: RequestInit } {
  const prefix = loggedIn ? '' : '/ghost';
  const locale = pageLocale();
  const headers = { accept: 'application/json', 'accept-language': locale };
  if (target.kind === 'movie')
    return { path: `${prefix}/get/watch/movie-hls/${target.id}/1`, init: { method: 'GET', headers } };
  // A live channel has only the guest call (content-api), whoever watches.
  if (target.kind === 'live') return { path: `/ghost/get/watch/live/${target.id}`, init: { method: 'GET', headers } };
  if (target.kind === 'teaser')
    return {
      path: `${prefix}/get/files`,
      init: {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ id: target.id, type: target.type, content: 1, hls: 1 }),
      },
    };
  return {
    path: `${prefix}/get/watch/series`,
    init: {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ episode_id: target.id, series_id: target.seriesId ?? '', hls: 1 }),
    },
  };
}

/** The watch answer, or the refusal; other failures throw spec §8's ApiError. */
export function fetchWatch(target: PlayTarget, loggedIn: boolean): Promise<WatchResult> {
  return withProgress(async () => {
    const { path, init } = watchRequest(target, loggedIn);
    const locale = pageLocale();
    let response: Response;
    try {
      response = await fetch(`${API_PREFIX}${path}`, { ...init, credentials: 'same-origin' });
    } catch {
      throw apiErrorOf(0, null, locale);
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 401) await endSession();
    if (response.status === 403) {
      const refusal = readRefusal(body);
      if (refusal) return { kind: 'refused', refusal };
    }
    if (response.status !== 200) throw apiErrorOf(response.status, body, locale);
    const answer = readAnswer(isRecord(body) ? body['data'] : undefined);
    if (!answer) throw apiErrorOf(response.status, null, locale);
    return { kind: 'play', answer };
  });
}

/** content-api `create/watch/{movie|series}/recently`: the path and body of a resume point. */
export function recentlyRequest(
  target: Exclude<PlayTarget, { kind: 'live' | 'teaser' }>,
  currentTime: number,
  duration: number,
) {
  const durationTime = Math.max(1, Math.round(duration));
  const point = { current_time: Math.min(Math.round(currentTime), durationTime), duration_time: durationTime };
  return target.kind === 'movie'
    ? { path: '/create/watch/movie/recently', body: { movie_id: target.id, ...point } }
    : {
        path: '/create/watch/series/recently',
        body: { episode_id: target.id, ...(target.seriesId ? { series_id: target.seriesId } : {}), ...point },
      };
}

/**
 * Saves the resume point. On pagehide the page may be gone before a fetch ends, so it goes as a
 * beacon (a JSON Blob to the same-origin gateway, which forwards its content type; the origin
 * check lets it through: the browser sends this site's Origin), else a keepalive fetch.
 */
export function saveResumePoint(target: PlayTarget, currentTime: number, duration: number, leaving = false): void {
  // A live channel has no resume point (original-app §4 Live), nor a teaser (docs/media.md "Teasers").
  if (target.kind === 'live' || target.kind === 'teaser') return;
  const { path, body } = recentlyRequest(target, currentTime, duration);
  const url = `${API_PREFIX}${path}`;
  const json = JSON.stringify(body);
  if (leaving && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return;
  }
  void fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: json,
  }).catch(() => {
    // A lost resume point is not worth an error on screen; the next save carries a newer one.
  });
}

/**
 * docs/data-budget.md "Data used": adds `bytes` the player loaded to the viewer's month. Answers
 * false when the report did not arrive and may be sent again (no answer, or the server failed);
 * a refused report (4xx) is not sent again. Leaving the page, it goes as a beacon (as the resume
 * point does), else a keepalive fetch.
 */
export async function reportDataUsage(bytes: number, leaving = false): Promise<boolean> {
  const url = `${API_PREFIX}/create/data-usage`;
  const json = JSON.stringify({ bytes });
  if (leaving && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return true;
  }
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: json,
    });
    return response.status < 500;
  } catch {
    return false;
  }
}
