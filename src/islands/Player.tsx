import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  fetchWatch,
  saveResumePoint,
  type PlayTarget,
  type Refusal,
  type WatchAnswer,
} from '../lib/api/browser-player';
import { ApiError } from '../lib/api/errors';
import { createTranslate, type Locale } from '../lib/i18n';
import { isLoggedIn } from '../lib/rules/account';
import { $user } from '../stores/auth';
import { openLogin } from '../stores/login';
import { openSubscription } from '../stores/modals';
import { attachHls, type AttachedSource } from './player/attach';
import { playerTexts } from './player/texts';

interface Props {
  locale: Locale;
  target: PlayTarget;
  /** The backdrop drawn before play (the locale's). */
  backdrop: string;
  /** The backdrop's smaller copies (lib/rules/artwork-srcset.ts), or null. */
  srcset: string | null;
  name: string;
  /** The title's download/cart page, for a refusal's show_download. */
  downloadHref: string;
  /** The screening page, for a refusal's show_ekran (films only). */
  ekranHref: string | null;
}

type State =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'refused'; refusal: Refusal }
  | { phase: 'failed'; message: string }
  | { phase: 'playing'; answer: WatchAnswer };

/** content-api "Watching and buying": the resume point is saved this often while playing. */
export const SAVE_EVERY_MS = 10_000;
/** Keyboard seek step (spec §2 player: arrows ±10 s). */
const SEEK_SECONDS = 10;

/**
 * The title page's player. The server draws the backdrop and the play button; pressing play
 * loads the watch answer (content-api "Watching and buying") and plays its signed HLS master.
 * A refusal shows its message and the buttons it asks for.
 */
export default function Player({ locale, target, backdrop, srcset, name, downloadHref, ekranHref }: Props) {
  const t = useMemo(() => createTranslate(locale, playerTexts), [locale]);
  const [state, setState] = useState<State>({ phase: 'idle' });

  const play = async () => {
    setState({ phase: 'loading' });
    const loggedIn = isLoggedIn($user.get());
    try {
      const result = await fetchWatch(target, loggedIn);
      if (result.kind === 'play') {
        setState({ phase: 'playing', answer: result.answer });
        return;
      }
      setState({ phase: 'refused', refusal: result.refusal });
      // A guest is asked to log in at once; the button below opens the form again if closed.
      if (result.refusal.show_login) openLogin({ premessage: refusalText(result.refusal, locale, t('player.failed')) });
    } catch (error) {
      setState({ phase: 'failed', message: error instanceof ApiError ? error.message : t('player.failed') });
    }
  };

  if (state.phase === 'playing')
    return <Stage locale={locale} target={target} answer={state.answer} backdrop={backdrop} name={name} />;

  return (
    <div className="player">
      {/* The first image of the title page: it loads at once and first (as TitleBackdrop.astro). */}
      <img
        className="backdrop"
        src={backdrop}
        srcSet={srcset ?? undefined}
        sizes={srcset ? '(min-width: 1400px) 1296px, 100vw' : undefined}
        alt=""
        width="1280"
        height="720"
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
      {state.phase === 'refused' || state.phase === 'failed' ? (
        <div className="alert alert-secondary mt-2" role="alert">
          <p className="mb-2">
            {state.phase === 'refused' ? refusalText(state.refusal, locale, t('player.failed')) : state.message}
          </p>
          <div className="d-flex flex-wrap gap-2">
            {state.phase === 'refused' && state.refusal.show_login && (
              <button type="button" className="btn btn-primary" onClick={() => openLogin()}>
                {t('player.login')}
              </button>
            )}
            {state.phase === 'refused' && state.refusal.show_subscription && !state.refusal.show_login && (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() =>
                  openSubscription({
                    content_id: target.id,
                    content_type: target.kind === 'movie' ? 'movie' : 'episode',
                  })
                }
              >
                {t('player.subscribe')}
              </button>
            )}
            {state.phase === 'refused' && state.refusal.show_download && (
              <a className="btn btn-outline-secondary" href={downloadHref}>
                {t('player.download')}
              </a>
            )}
            {state.phase === 'refused' && state.refusal.show_ekran && ekranHref && (
              <a className="btn btn-outline-secondary" href={ekranHref}>
                {t('player.ekran')}
              </a>
            )}
            {state.phase === 'failed' && (
              <button type="button" className="btn btn-outline-secondary" onClick={() => void play()}>
                {t('player.retry')}
              </button>
            )}
          </div>
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

/** The refusal in the page's language; the player's own text when the provider gave none. */
function refusalText(refusal: Refusal, locale: Locale, fallback: string): string {
  return (locale === 'fa' ? refusal.message_fa : refusal.message) || refusal.message_fa || fallback;
}

/** Right-to-left embedding around a Persian cue, so a line that starts with a digit or a Latin word still reads right to left. */
const RTL_CUE = /^\u202B/;

function markRtl(track: TextTrack): void {
  for (const cue of Array.from(track.cues ?? [])) {
    if ('text' in cue && typeof cue.text === 'string' && !RTL_CUE.test(cue.text)) cue.text = `\u202B${cue.text}\u202C`;
  }
}

interface StageProps {
  locale: Locale;
  target: PlayTarget;
  answer: WatchAnswer;
  backdrop: string;
  name: string;
}

function Stage({ locale, target, answer, backdrop, name }: StageProps) {
  const t = useMemo(() => createTranslate(locale, playerTexts), [locale]);
  const video = useRef<HTMLVideoElement>(null);
  const [source, setSource] = useState<AttachedSource | null>(null);
  const [audio, setAudio] = useState<{ tracks: AttachedSource['audioTracks']; current: number }>({
    tracks: [],
    current: -1,
  });
  const [subtitle, setSubtitle] = useState('off');
  const [inIntro, setInIntro] = useState(false);
  const [failed, setFailed] = useState(false);

  const duration = useCallback(() => {
    const media = video.current;
    return media && Number.isFinite(media.duration) && media.duration > 0 ? media.duration : answer.duration;
  }, [answer.duration]);

  const save = useCallback(
    (leaving = false) => {
      const media = video.current;
      if (!media || media.currentTime <= 0) return;
      saveResumePoint(target, media.currentTime, duration(), leaving);
    },
    [target, duration],
  );

  // The source: native HLS or hls.js; the resume point once the media knows its length.
  useEffect(() => {
    const media = video.current;
    if (!media) return;
    let attached: AttachedSource | null = null;
    let gone = false;
    const resume = () => {
      if (answer.currentTime > 0 && answer.currentTime < duration() - 1) media.currentTime = answer.currentTime;
      media.play().catch(() => {
        // Autoplay refused (no user gesture left): the native controls start it.
      });
    };
    media.addEventListener('loadedmetadata', resume, { once: true });
    attachHls(media, answer.video).then(
      (result) => {
        if (gone) return result.destroy();
        attached = result;
        setSource(result);
        const update = () => setAudio({ tracks: [...result.audioTracks], current: result.audioTrack });
        result.onAudioTracks(update);
        update();
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      media.removeEventListener('loadedmetadata', resume);
      attached?.destroy();
    };
  }, [answer, duration]);

  // The resume point: every SAVE_EVERY_MS while playing, on pause, and when the page goes.
  useEffect(() => {
    const media = video.current;
    if (!media) return;
    const timer = window.setInterval(() => {
      if (!media.paused) save();
    }, SAVE_EVERY_MS);
    const onPause = () => save();
    const onHide = () => save(true);
    media.addEventListener('pause', onPause);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.clearInterval(timer);
      media.removeEventListener('pause', onPause);
      window.removeEventListener('pagehide', onHide);
    };
  }, [save]);

  // The skip-intro button shows between the intro marks (content-api credits marks).
  const onTime = () => {
    const time = video.current?.currentTime ?? 0;
    setInIntro(answer.afterCredits > answer.firstCredits && time >= answer.firstCredits && time < answer.afterCredits);
  };

  const chooseSubtitle = (language: string) => {
    setSubtitle(language);
    const media = video.current;
    if (!media) return;
    for (const element of Array.from(media.querySelectorAll('track'))) {
      const track = element.track;
      track.mode = element.srclang === language ? 'showing' : 'disabled';
      // Cues load when a track first shows: they are marked once there (and now, if already there).
      if (element.srclang === 'fa' && track.mode === 'showing') {
        markRtl(track);
        element.addEventListener('load', () => markRtl(track), { once: true });
      }
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const media = video.current;
    const target = event.target as HTMLElement;
    // Buttons, links and selects keep their own keys.
    if (!media || target.closest('button, a, select, input')) return;
    if (event.key === ' ') {
      event.preventDefault();
      if (media.paused) void media.play().catch(() => undefined);
      else media.pause();
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? SEEK_SECONDS : -SEEK_SECONDS;
      media.currentTime = Math.max(0, Math.min(duration(), media.currentTime + step));
    }
  };

  return (
    <div className="player">
      <div
        className="player-stage position-relative"
        role="region"
        aria-label={t('player.region')}
        aria-describedby="player-keys"
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <video
          ref={video}
          controls
          playsInline
          poster={backdrop}
          title={name}
          onTimeUpdate={onTime}
          onError={() => setFailed(true)}
        >
          {answer.subtitles.map((subtitle) => (
            <track
              key={subtitle.language}
              kind="subtitles"
              src={subtitle.url}
              srcLang={subtitle.language}
              label={subtitle.language === 'fa' ? 'فارسی' : subtitle.language === 'en' ? 'English' : subtitle.language}
            />
          ))}
        </video>
        {inIntro && (
          <button
            type="button"
            className="btn btn-light player-skip"
            onClick={() => {
              if (video.current) video.current.currentTime = answer.afterCredits;
              setInIntro(false);
            }}
          >
            {t('player.skipIntro')}
          </button>
        )}
      </div>
      {failed && (
        <p className="alert alert-secondary mt-2" role="alert">
          {t('player.failed')}
        </p>
      )}
      <div className="d-flex flex-wrap gap-3 align-items-center mt-2">
        {source && audio.tracks.length > 1 && (
          <label className="d-flex gap-2 align-items-center">
            {t('player.audio')}
            <select
              className="form-select form-select-sm w-auto"
              value={audio.current}
              onChange={(event) => source.setAudioTrack(Number(event.target.value))}
            >
              {audio.tracks.map((track) => (
                <option key={track.id} value={track.id} lang={track.lang || undefined}>
                  {track.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {answer.subtitles.length > 0 && (
          <label className="d-flex gap-2 align-items-center">
            {t('player.subtitles')}
            <select
              className="form-select form-select-sm w-auto"
              value={subtitle}
              onChange={(event) => chooseSubtitle(event.target.value)}
            >
              <option value="off">{t('player.subtitlesOff')}</option>
              {answer.subtitles.map((subtitle) => (
                <option key={subtitle.language} value={subtitle.language} lang={subtitle.language}>
                  {subtitle.language === 'fa' ? 'فارسی' : subtitle.language === 'en' ? 'English' : subtitle.language}
                </option>
              ))}
            </select>
          </label>
        )}
        <small id="player-keys" className="text-body-secondary">
          {t('player.keys')}
        </small>
      </div>
    </div>
  );
}
