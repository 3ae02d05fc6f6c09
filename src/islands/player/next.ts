import type { Locale } from '../../lib/i18n';
import { localePath } from '../../contract/rules/paths';
import type { NextTitle } from '../../lib/api/browser-player';
import { END_SLACK_S } from './use-media';

// The next episode (or a film's suggestion), original-app §4: the overlay shows from the final
// credits mark, or with under 100 s left when the answer has no such mark (a mark is what the
// demo's 32 s film has; "under 100 s" alone would show it from the start). A countdown of 10 s
// of playing runs from its appearance; at its end, or at the end of the video, the next title
// plays when autoplay is on (spec §3 shared flag). The page of the next title is opened with a
// short-lived cookie that wakes its player at once and starts it (the island hydrates at idle
// when the cookie is there: client:interaction's cookie option).

export const NEAR_END_S = 100;
export const COUNTDOWN_S = 10;
/** The cookie naming the title whose player should start on arrival. */
export const PLAY_NEXT_COOKIE = 'player-next';

/** Where the overlay starts, in seconds of the video. */
export function overlayFrom(finalCredits: number, duration: number): number {
  if (finalCredits > 0 && (!duration || finalCredits < duration)) return finalCredits;
  return Math.max(0, duration - NEAR_END_S);
}

/**
 * Seconds left of the countdown that started at `shownAt`, at `time`, in a video of `duration`,
 * rounded up as shown; 0, when the next title goes, once within END_SLACK_S of its end (a video
 * that stopped 40 ms short of its end read "1 s" for ever).
 */
export function countdown(shownAt: number, time: number, duration: number): number {
  const left = Math.min(shownAt + COUNTDOWN_S - time, duration - time);
  return left <= END_SLACK_S ? 0 : Math.ceil(left);
}

/** The page of the next title: /episode/show/:id or /movie/show/:id, in the page's locale. */
export const nextHref = (next: NextTitle, locale: Locale) => localePath(locale, `/${next.kind}/show/${next.id}`);

/** Marks the next title to start on arrival (a minute, this site only). */
export function markPlayNext(id: number): void {
  document.cookie = `${PLAY_NEXT_COOKIE}=${id}; path=/; max-age=60; samesite=lax`;
}

/** Whether this title was marked to start on arrival; the mark is used up. */
export function takePlayNext(id: number): boolean {
  const marked = document.cookie.split('; ').some((pair) => pair === `${PLAY_NEXT_COOKIE}=${id}`);
  if (marked) document.cookie = `${PLAY_NEXT_COOKIE}=; path=/; max-age=0; samesite=lax`;
  return marked;
}

/** Opens the next title's page (an object, so component tests can watch it: jsdom cannot navigate). */
export const navigation = { go: (href: string) => window.location.assign(href) };
