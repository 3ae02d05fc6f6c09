import { useEffect, useRef, useState } from 'react';
import type { NextTitle } from '../../lib/api/browser-player';
import type { Locale, Translate } from '../../lib/i18n';
import { countdown, overlayFrom } from './next';
import { formatDigits } from '../../lib/i18n/format';
import { artworkSrcset } from '../../contract/rules/artwork-srcset';

interface Props {
  t: Translate;
  locale: Locale;
  next: NextTitle;
  /** A film's suggestion reads «بعدی: …», an episode's next «پخش قسمت بعد: …». */
  fromFilm: boolean;
  time: number;
  duration: number;
  ended: boolean;
  finalCredits: number;
  /** spec §3 shared flag autoplay: when off, the overlay offers the next title but never goes by itself. */
  autoplay: boolean;
  playNext: () => void;
}

/**
 * The next-episode overlay (player/next.ts): from the final credits, with a countdown (when
 * autoplay is on) and a cancel; playing next opens the next title's page.
 */
export function NextEpisode({
  t,
  locale,
  next,
  fromFilm,
  time,
  duration,
  ended,
  finalCredits,
  autoplay,
  playNext,
}: Props) {
  const from = overlayFrom(finalCredits, duration);
  const [shownAt, setShownAt] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const went = useRef(false);
  const near = duration > 0 && time >= from;

  // The countdown starts when the overlay appears; seeking back before it resets both.
  useEffect(() => {
    if (near && shownAt === null) setShownAt(time);
    if (!near && shownAt !== null) {
      setShownAt(null);
      setCancelled(false);
    }
  }, [near, shownAt, time]);

  const left = shownAt === null ? null : countdown(shownAt, time, duration);
  const due = autoplay && !cancelled && near && (ended || left === 0);
  useEffect(() => {
    if (!due || went.current) return;
    went.current = true;
    playNext();
  }, [due, playNext]);

  if (!near || cancelled) return null;
  const title = fromFilm ? t('player.nextFilm', { name: next.name }) : t('player.nextEpisode', { name: next.name });
  // The ring drains over the countdown (DESIGN.md §5 "Next-up card": 52 px, white).
  const total = Math.max(0, duration - from);
  const drained = left === null || total <= 0 ? 0 : 1 - Math.min(1, left / total);
  const ring = (
    <button type="button" className="player-next__ring" tabIndex={-1} aria-hidden="true" onClick={playNext}>
      <svg viewBox="0 0 52 52" width="52" height="52">
        <circle cx="26" cy="26" r="24" className="ring-track" />
        {autoplay && <circle cx="26" cy="26" r="24" className="ring-fill" pathLength={1} strokeDashoffset={drained} />}
        <path d="M21 17v18l14-9z" fill="currentColor" />
      </svg>
    </button>
  );
  return (
    <section className="player-next" aria-label={title}>
      {next.still ? (
        // d-watch-nextup: the next title's still, the ring over it.
        <span className="player-next__art">
          <img
            src={next.still}
            srcSet={artworkSrcset(next.still, 1280, 320)}
            sizes="176px"
            alt=""
            width="1280"
            height="720"
            decoding="async"
          />
          {ring}
        </span>
      ) : (
        ring
      )}
      <div className="player-next__text">
        {autoplay && left !== null && (
          <p className="player-next__when">{t('player.nextIn', { seconds: formatDigits(String(left), locale) })}</p>
        )}
        <p className="player-next__name">{title}</p>
        <div className="player-next__buttons">
          <button type="button" className="pl-btn pl-btn--primary" onClick={playNext}>
            <span aria-hidden="true">▶ </span>
            {fromFilm ? t('player.playNext') : t('player.playNextEpisode')}
          </button>
          <button type="button" className="pl-btn pl-btn--secondary" onClick={() => setCancelled(true)}>
            {t('player.watchCredits')}
          </button>
        </div>
      </div>
    </section>
  );
}
