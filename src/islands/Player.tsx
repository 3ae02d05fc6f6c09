import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchWatch, type PlayTarget, type Refusal as WatchRefusal, type WatchAnswer } from '../lib/api/browser-player';
import { ApiError } from '../lib/api/errors';
import { createTranslate, type Locale } from '../lib/i18n';
import { isLoggedIn } from '../lib/rules/account';
import { knownUser } from '../stores/auth';
import { openLogin } from '../stores/login';
import { takePlayNext } from './player/next';
import { Refusal, refusalText } from './player/Refusal';
import { Stage } from './player/Stage';
import { playerTexts } from './player/texts';
import { COLUMN_SIZES, STAGE_MEDIA, STAGE_SIZES } from '../lib/rules/title-stage';

interface Props {
  locale: Locale;
  target: PlayTarget;
  /** The backdrop drawn before play (the locale's). */
  backdrop: string;
  /** The backdrop's smaller copies (contract/rules/artwork-srcset.ts), or null. */
  srcset: string | null;
  /** Drawn as a title page's stage (lib/rules/title-stage.ts STAGE_SIZES), not across a column. */
  stage?: boolean;
  /** The key art without words for wide screens, where the page writes the title over the
   * picture (TitleBackdrop.astro), as a srcset; or null. */
  keyArt: string | null;
  name: string;
  /** Watch mode's title when it is not the name: an episode's series. */
  heading?: string | null;
  /** Watch mode's second line: an episode's `فصل ۲، قسمت ۳: name` (DESIGN.md T6). */
  subheading?: string | null;
  /** The title's download/cart page, for a refusal's download button. */
  downloadHref: string;
  /** The screening page, for a refusal's ticket button (films only). */
  ekranHref: string | null;
}

type State =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'refused'; refusal: WatchRefusal }
  | { phase: 'failed'; message: string }
  | { phase: 'playing'; answer: WatchAnswer };

/**
 * The title page's player. The server draws the backdrop and the play button; pressing play
 * loads the watch answer (content-api "Watching and buying") and plays its signed HLS master on
 * stage (player/Stage.tsx), in watch mode: the whole viewport on black until its back button or
 * Esc (DESIGN.md §5 "Player chrome"). A refusal shows its message and the buttons it asks for.
 */
export default function Player({
  locale,
  target,
  backdrop,
  srcset,
  stage = false,
  keyArt,
  name,
  heading = null,
  subheading = null,
  downloadHref,
  ekranHref,
}: Props) {
  const t = useMemo(() => createTranslate(locale, playerTexts), [locale]);
  const sizes = stage ? STAGE_SIZES : COLUMN_SIZES;
  const [state, setState] = useState<State>({ phase: 'idle' });

  // The watch answer for this title; a refusal is shown at once (and answers null).
  const watch = useCallback(async (): Promise<WatchAnswer | null> => {
    const result = await fetchWatch(target, isLoggedIn(await knownUser()));
    if (result.kind === 'play') return result.answer;
    setState({ phase: 'refused', refusal: result.refusal });
    // A guest is asked to log in at once; the button below opens the form again if closed.
    if (result.refusal.showLogin) openLogin({ premessage: refusalText(result.refusal, locale, t) });
    return null;
  }, [target, locale, t]);

  const play = async () => {
    setState({ phase: 'loading' });
    try {
      const answer = await watch();
      if (answer) setState({ phase: 'playing', answer });
    } catch (error) {
      setState({ phase: 'failed', message: error instanceof ApiError ? error.message : t('player.failed') });
    }
  };

  // Arriving from the previous episode's "play next" (player/next.ts): start at once.
  useEffect(() => {
    // Once, on hydration: play and target are this render's.
    if (target.kind !== 'live' && takePlayNext(target.id)) void play();
  }, []);

  if (state.phase === 'playing')
    return (
      <div className="player">
        {/* Expired links are renewed by the same call (player/recover.ts): a refusal then shows here. */}
        <Stage
          t={t}
          locale={locale}
          target={target}
          answer={state.answer}
          backdrop={backdrop}
          name={name}
          heading={heading}
          subheading={subheading}
          exit={() => setState({ phase: 'idle' })}
          renew={watch}
        />
      </div>
    );

  return (
    <div className="player">
      {/* The first image of the title page: it loads at once and first (as TitleBackdrop.astro). */}
      <picture>
        {keyArt && <source media={STAGE_MEDIA} srcSet={keyArt} sizes={sizes} width={1280} height={720} />}
        <img
          className="backdrop"
          src={backdrop}
          srcSet={srcset ?? undefined}
          sizes={srcset ? sizes : undefined}
          alt=""
          width="1280"
          height="720"
          loading="eager"
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      {state.phase === 'refused' ? (
        <Refusal
          t={t}
          target={target}
          refusal={state.refusal}
          locale={locale}
          downloadHref={downloadHref}
          ekranHref={ekranHref}
        />
      ) : state.phase === 'failed' ? (
        <div className="alert alert-secondary mt-2" role="alert">
          <p className="mb-2">{state.message}</p>
          <button type="button" className="btn btn-outline-secondary" onClick={() => void play()}>
            {t('player.retry')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-primary player-play"
          aria-label={t('player.playName', { name })}
          aria-busy={state.phase === 'loading'}
          disabled={state.phase === 'loading'}
          onClick={() => void play()}
        >
          {state.phase === 'loading' ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : '▶'}
          <span className="visually-hidden">{state.phase === 'loading' ? t('player.loading') : t('player.play')}</span>
        </button>
      )}
    </div>
  );
}
