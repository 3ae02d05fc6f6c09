import { useEffect, useRef, useState } from 'react';
import type { NextTitle } from '../../lib/api/browser-player';
import type { Locale, Translate } from '../../lib/i18n';
import { countdown, overlayFrom } from './next';
import { formatDigits } from '../../lib/i18n/format';

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
  return (
    <section className="player-next" aria-label={title}>
      <p className="fw-medium mb-1">{title}</p>
      {autoplay && left !== null && (
        <p className="small mb-2">
          {t('player.nextIn', { seconds: formatDigits(String(left), locale) })}
        </p>
      )}
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-light btn-sm" onClick={playNext}>
          {t('player.playNext')}
        </button>
        <button type="button" className="btn btn-outline-light btn-sm" onClick={() => setCancelled(true)}>
          {t('player.cancel')}
        </button>
      </div>
    </section>
  );
}
