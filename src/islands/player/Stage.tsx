import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { PlayTarget, WatchAnswer } from '../../lib/api/browser-player';
import type { Locale, Translate } from '../../lib/i18n';
import { livePath, localePath } from '../../contract/rules/paths';
import { $user } from '../../stores/auth';
import { $autoplay } from '../../stores/autoplay';
import { attachHls, type AttachedSource } from './attach';
import { Controls, SEEK_STEP_S } from './Controls';
import { Icon } from './Icon';
import { keyAction } from './keys';
import { markPlayNext, navigation, nextHref } from './next';
import { NextEpisode } from './NextEpisode';
import { linkRenewal, placeOf, type Place } from './recover';
import { rememberedAudio, rememberedVolume, VOLUME_STEP } from './settings';
import { showSubtitles } from './subtitles';
import { controlActions, useFullscreen } from './actions';
import { useIdle } from './use-idle';
import { useMedia } from './use-media';
import { useResume } from './use-resume';
import { useDataUsage } from './use-data-usage';
import { isLoggedIn } from '../../lib/rules/account';
import { startingSubtitle } from '../../lib/rules/subtitles';

interface Props {
  t: Translate;
  locale: Locale;
  target: PlayTarget;
  answer: WatchAnswer;
  backdrop: string;
  name: string;
  /** The top bar's title when it is not the name (an episode's series), or null. */
  heading?: string | null;
  /** The top bar's second line (an episode's `فصل ۲، قسمت ۳: name`), or null. */
  subheading?: string | null;
  /** Leaves watch mode: the title page shows again (Player.tsx). */
  exit?: () => void;
  /** Asks the watch call again for fresh links (Player.tsx): the answer, or null when refused. */
  renew: () => Promise<WatchAnswer | null>;
}

/** DESIGN.md §5 "Skip-intro pill": it hides itself after 8 s. */
const SKIP_PILL_MS = 8000;

/** What the video plays: a master URL from a place (the resume point first, then the viewer's). */
interface Load {
  master: string;
  place: Place;
}

/** Plays `element`, muted when the browser refuses sound without a gesture. */
function play(element: HTMLVideoElement) {
  element.play().catch(() => {
    // Refused with sound (no user gesture left, e.g. arriving from "play next"): muted, as the
    // original player retried; the mute button gives the sound back.
    element.muted = true;
    element.play().catch(() => undefined);
  });
}

/**
 * The playing player: the video, our own controls (player/Controls.tsx), skip intro, the
 * next-episode overlay and the keys (player/keys.ts), the resume point saved as it plays. When
 * its links fail (expired after a long pause) it plays fresh ones from the same place
 * (player/recover.ts); when nothing works it says so, with a retry and the way back.
 */
export function Stage({
  t,
  locale,
  target,
  answer,
  backdrop,
  name,
  heading = null,
  subheading = null,
  exit,
  renew,
}: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const [source, setSource] = useState<AttachedSource | null>(null);
  const [, setSourceVersion] = useState(0);
  const [subtitle, setSubtitle] = useState('off');
  const [menuOpen, setMenuOpen] = useState(false);
  const [keysOpen, setKeysOpen] = useState(false);
  /** The skip-intro pill hides itself 8 s after it shows (DESIGN.md §5 "Skip-intro pill"). */
  const [skipTimedOut, setSkipTimedOut] = useState(false);
  /** `recovering` while fresh links are fetched and attached; `failed` shows the message. */
  const [trouble, setTrouble] = useState<'none' | 'recovering' | 'failed'>('none');
  const autoplay = useStore($autoplay);
  const [media, refreshMedia] = useMedia(video, answer.duration);
  const { idle, wake } = useIdle(media.paused || menuOpen);
  const live = target.kind === 'live';
  // The remembered audio is per viewer (player/settings.ts): the mobile number names a viewer here.
  const viewer = useMemo(() => $user.get()?.mobile ?? 'guest', []);
  // docs/data-budget.md "Data used": a viewer's use is reported to their month, a guest's is not kept.
  const data = useDataUsage(
    video,
    useMemo(() => isLoggedIn($user.get()), []),
  );
  const [load, setLoad] = useState<Load>(() => ({
    master: answer.video,
    place: { time: answer.currentTime, paused: false, audioLang: rememberedAudio(viewer), rungHeight: null },
  }));
  // The subtitles are signed media links too: each fresh answer brings new ones.
  const [subtitles, setSubtitles] = useState(answer.subtitles);
  const attached = useRef<{ source: AttachedSource | null; place: Place }>({ source: null, place: load.place });

  const renewal = useMemo(
    () =>
      linkRenewal<WatchAnswer>({
        place: () => placeOf(video.current, attached.current.source, attached.current.place),
        fetchAnswer: renew,
        load: (fresh, place) => {
          setLoad({ master: fresh.video, place });
          setSubtitles(fresh.subtitles);
        },
        fail: () => setTrouble('failed'),
      }),
    [renew],
  );
  useEffect(() => () => renewal.dispose(), [renewal]);

  const duration = useCallback(() => {
    const element = video.current;
    return element && Number.isFinite(element.duration) && element.duration > 0 ? element.duration : answer.duration;
  }, [answer.duration]);
  useResume(video, target, duration);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const { volume, muted } = rememberedVolume();
    element.volume = volume;
    element.muted = muted;
  }, []);

  // The source: native HLS or hls.js, from the load's place once the media knows its length
  // (playing unless the viewer had paused); a source that gives up on its links starts a renewal.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let current: AttachedSource | null = null;
    let gone = false;
    const { place } = load;
    attached.current = { source: null, place };
    const at = place.time > 0 && place.time < duration() - 1 ? place.time : 0;
    const start = () => {
      if (at > 0) element.currentTime = at;
      if (!place.paused) play(element);
    };
    // Playable again: a later failure is a new recovery, from its own place.
    const recovered = () => {
      renewal.recovered();
      setTrouble((now) => (now === 'recovering' ? 'none' : now));
    };
    element.addEventListener('loadedmetadata', start, { once: true });
    element.addEventListener('canplay', recovered);
    attachHls(element, load.master, {
      audioLang: place.audioLang,
      rungHeight: place.rungHeight,
      startAt: at,
      maxHeight: answer.maxHeight,
      onLoaded: data.loaded,
      renew: () => {
        if (gone) return;
        setTrouble((now) => (now === 'failed' ? now : 'recovering'));
        renewal.trouble();
      },
    }).then(
      (result) => {
        if (gone) return result.destroy();
        current = result;
        attached.current = { source: result, place };
        setSource(result);
        result.onChange(() => setSourceVersion((version) => version + 1));
      },
      () => setTrouble('failed'),
    );
    return () => {
      gone = true;
      element.removeEventListener('loadedmetadata', start);
      element.removeEventListener('canplay', recovered);
      current?.destroy();
    };
  }, [load, duration, renewal, answer.maxHeight, data.loaded]);

  // A subtitle file that fails (its link expired) is fetched again once with fresh links; one
  // that then fails too stays off, and the video plays on.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const retried = new Set<string>();
    const onTrack = (event: Event) => {
      const track = event.target;
      if (!(track instanceof HTMLTrackElement)) return;
      if (event.type === 'load') retried.delete(track.srclang);
      else if (!retried.has(track.srclang)) {
        retried.add(track.srclang);
        renew().then(
          (fresh) => fresh && setSubtitles(fresh.subtitles),
          () => undefined,
        );
      }
    };
    // A track's load and error events do not bubble: they are caught on their way down.
    element.addEventListener('error', onTrack, true);
    element.addEventListener('load', onTrack, true);
    return () => {
      element.removeEventListener('error', onTrack, true);
      element.removeEventListener('load', onTrack, true);
    };
  }, [renew]);
  // New subtitle links: the one showing loads again (and its Persian cues are marked again).
  useEffect(() => {
    const element = video.current;
    if (element && subtitle !== 'off') showSubtitles(element, subtitle);
    // Only when the links change: a choice shows its subtitles itself (actions.ts).
  }, [subtitles]);

  // The message takes the focus (and the menu's place), so a keyboard reaches its retry at once.
  useEffect(() => {
    if (trouble !== 'failed') return;
    setMenuOpen(false);
    retryButton.current?.focus();
  }, [trouble]);
  const retry = () => {
    setTrouble('recovering');
    renewal.retry();
  };

  // Keys work as soon as the stage shows: it takes the focus the play button had.
  useEffect(() => {
    stage.current?.focus({ preventScroll: true });
  }, []);

  const fullscreen = useFullscreen(stage);
  // original-app §4: the dubbed audio plays without subtitles and the original language with the
  // Persian ones (on Persian pages), until the viewer picks subtitles themselves.
  const subtitlePicked = useRef(false);
  const pickSubtitle = useCallback((language: string) => {
    subtitlePicked.current = true;
    setSubtitle(language);
  }, []);
  const audioLang = source?.audioTracks.find((track) => track.id === source.audioTrack)?.lang;
  useEffect(() => {
    const element = video.current;
    if (subtitlePicked.current || !audioLang || !element) return;
    const language = startingSubtitle(
      locale,
      audioLang,
      subtitles.map((track) => track.language),
    );
    if (language === null || language === subtitle) return;
    setSubtitle(language);
    showSubtitles(element, language);
  }, [audioLang, subtitles, locale, subtitle]);

  const actions = controlActions({
    video,
    stage,
    source,
    viewer,
    duration,
    refreshMedia,
    setSubtitle: pickSubtitle,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    wake();
    if (event.key === '?') {
      event.preventDefault();
      setKeysOpen((open) => !open);
      return;
    }
    const action = keyAction(event, event.target as Element);
    if (!action) return;
    const v = video.current;
    if (action === 'escape') {
      // Inside fullscreen the browser takes Esc itself; the menu closes its own (SettingsMenu);
      // the keys' help closes first; else Esc leaves watch mode.
      event.preventDefault();
      if (document.fullscreenElement) actions.toggleFullscreen();
      else if (keysOpen) setKeysOpen(false);
      else exit?.();
      return;
    }

    event.preventDefault();
    if (action === 'toggle') actions.togglePlay();
    else if (action === 'forward' && !live) actions.seekBy(SEEK_STEP_S);
    else if (action === 'back' && !live) actions.seekBy(-SEEK_STEP_S);
    else if (action === 'louder' && v) actions.setVolume((v.muted ? 0 : v.volume) + VOLUME_STEP);
    else if (action === 'quieter' && v) actions.setVolume((v.muted ? 0 : v.volume) - VOLUME_STEP);
    else if (action === 'mute') actions.toggleMute();
    else if (action === 'fullscreen') actions.toggleFullscreen();
  };

  const playNext = useCallback(() => {
    if (!answer.next) return;
    markPlayNext(answer.next.id);
    navigation.go(nextHref(answer.next, locale));
  }, [answer.next, locale]);

  const inIntro =
    answer.afterCredits > answer.firstCredits && media.time >= answer.firstCredits && media.time < answer.afterCredits;
  const hidden = idle && !media.paused;
  useEffect(() => {
    if (!inIntro) {
      setSkipTimedOut(false);
      return;
    }
    const timer = window.setTimeout(() => setSkipTimedOut(true), SKIP_PILL_MS);
    return () => window.clearTimeout(timer);
  }, [inIntro]);
  // After its 8 s the pill comes back with the rest of the chrome (a pointer, a touch or a key).
  const showSkip = inIntro && (!skipTimedOut || !hidden);

  return (
    <>
      <div
        ref={stage}
        className="player-stage watch"
        data-idle={hidden || undefined}
        role="region"
        aria-label={t('player.region')}
        aria-describedby="player-keys"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerMove={wake}
        onFocus={wake}
      >
        <video
          ref={video}
          playsInline
          poster={backdrop}
          title={name}
          onClick={() => {
            // A tap on a still (hidden-controls) picture first brings the controls back.
            if (menuOpen) setMenuOpen(false);
            else if (hidden) wake();
            else actions.togglePlay();
          }}
          onError={() => attached.current.source?.mediaFailed()}
        >
          {subtitles.map((track) => (
            <track key={track.language} kind="subtitles" src={track.url} srcLang={track.language} />
          ))}
        </video>
        <div className="pl__top" data-hidden={hidden || undefined}>
          {exit && (
            <button type="button" className="player-button pl__back" aria-label={t('player.exit')} onClick={exit}>
              <Icon name="arrowBack" flip />
            </button>
          )}
          <div className="pl__titles">
            <p className="pl__title">{heading ?? name}</p>
            {subheading && <p className="pl__sub">{subheading}</p>}
          </div>
        </div>
        {showSkip && (
          <button type="button" className="player-skip" onClick={() => actions.seekTo(answer.afterCredits)}>
            <Icon name="fastForward" />
            {t('player.skipIntro')}
            <span className="player-skip__timer" aria-hidden="true" />
          </button>
        )}
        {answer.next && !live && (
          <NextEpisode
            t={t}
            locale={locale}
            next={answer.next}
            fromFilm={target.kind === 'movie'}
            time={media.time}
            duration={media.duration}
            ended={media.ended}
            finalCredits={answer.finalCredits}
            autoplay={autoplay}
            playNext={playNext}
          />
        )}
        <Controls
          t={t}
          locale={locale}
          media={media}
          live={live}
          fullscreen={fullscreen}
          hidden={hidden}
          menuOpen={menuOpen}
          setMenuOpen={setMenuOpen}
          intro={
            answer.afterCredits > answer.firstCredits ? { from: answer.firstCredits, to: answer.afterCredits } : null
          }
          next={answer.next && !live ? { label: t('player.nextShort'), go: playNext } : null}
          keysOpen={keysOpen}
          toggleKeys={() => setKeysOpen((open) => !open)}
          choices={{
            rungs: source?.rungs ?? [],
            rung: source?.rung ?? -1,
            playingHeight: source?.playingHeight ?? 0,
            audioTracks: source?.audioTracks ?? [],
            audioTrack: source?.audioTrack ?? -1,
            subtitles: subtitles.map((track) => track.language),
            subtitle,
            rate: media.rate,
            dataUsed: data.used,
            maxHeight: answer.maxHeight,
          }}
          actions={actions}
        />
        <div className="player-status" role="status">
          {trouble === 'recovering' && (
            <>
              <span className="player-spinner" aria-hidden="true" />
              <span className="visually-hidden">{t('player.recovering')}</span>
            </>
          )}
        </div>
        {trouble === 'failed' && (
          <div className="player-failure" role="alert">
            <p>{t('player.failed')}</p>
            <div className="d-flex flex-wrap align-items-center justify-content-center gap-3">
              <button ref={retryButton} type="button" className="btn btn-primary" onClick={retry}>
                {t('player.retry')}
              </button>
              <a href={titleHref(target, locale)}>{t('player.back')}</a>
            </div>
          </div>
        )}
        {/* The keys' help (DESIGN.md §5: behind `?`, desktop only): the stage's description. */}
        <div id="player-keys" className="pl__keys" hidden={!keysOpen}>
          {t('player.keys')}
        </div>
      </div>
    </>
  );
}

/** The title's own page, the message's way back: the film, episode or channel page (a teaser's title's). */
function titleHref(target: PlayTarget, locale: Locale): string {
  if (target.kind === 'teaser') return localePath(locale, `/${target.type}/${target.id}`);
  return localePath(locale, target.kind === 'live' ? livePath(target.id) : `/${target.kind}/show/${target.id}`);
}
