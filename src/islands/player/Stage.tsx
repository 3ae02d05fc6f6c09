import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { PlayTarget, WatchAnswer } from '../../lib/api/browser-player';
import type { Locale, Translate } from '../../lib/i18n';
import { $user } from '../../stores/auth';
import { $autoplay } from '../../stores/autoplay';
import { attachHls, type AttachedSource } from './attach';
import { Controls, SEEK_STEP_S } from './Controls';
import { keyAction } from './keys';
import { markPlayNext, navigation, nextHref } from './next';
import { NextEpisode } from './NextEpisode';
import { rememberedAudio, rememberedVolume, VOLUME_STEP } from './settings';
import { showSubtitles } from './subtitles';
import { controlActions, useFullscreen } from './actions';
import { useIdle } from './use-idle';
import { useMedia } from './use-media';
import { useResume } from './use-resume';
import { startingSubtitle } from '../../lib/rules/subtitles';

interface Props {
  t: Translate;
  locale: Locale;
  target: PlayTarget;
  answer: WatchAnswer;
  backdrop: string;
  name: string;
}

/**
 * The playing player: the video, our own controls (player/Controls.tsx), skip intro, the
 * next-episode overlay and the keys (player/keys.ts), the resume point saved as it plays.
 */
export function Stage({ t, locale, target, answer, backdrop, name }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState<AttachedSource | null>(null);
  const [, setSourceVersion] = useState(0);
  const [subtitle, setSubtitle] = useState('off');
  const [menuOpen, setMenuOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const autoplay = useStore($autoplay);
  const [media, refreshMedia] = useMedia(video, answer.duration);
  const { idle, wake } = useIdle(media.paused || menuOpen);
  const live = target.kind === 'live';
  // The remembered audio is per viewer (player/settings.ts): the mobile number names a viewer here.
  const viewer = useMemo(() => $user.get()?.mobile ?? 'guest', []);

  const duration = useCallback(() => {
    const element = video.current;
    return element && Number.isFinite(element.duration) && element.duration > 0 ? element.duration : answer.duration;
  }, [answer.duration]);
  useResume(video, target, duration);

  // The source: native HLS or hls.js; the resume point once the media knows its length.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let attached: AttachedSource | null = null;
    let gone = false;
    const { volume, muted } = rememberedVolume();
    element.volume = volume;
    element.muted = muted;
    const start = () => {
      if (answer.currentTime > 0 && answer.currentTime < duration() - 1) element.currentTime = answer.currentTime;
      element.play().catch(() => {
        // Refused with sound (no user gesture left, e.g. arriving from "play next"): muted, as
        // the original player retried; the mute button gives the sound back.
        element.muted = true;
        element.play().catch(() => undefined);
      });
    };
    element.addEventListener('loadedmetadata', start, { once: true });
    attachHls(element, answer.video, rememberedAudio(viewer) ?? undefined).then(
      (result) => {
        if (gone) return result.destroy();
        attached = result;
        setSource(result);
        result.onChange(() => setSourceVersion((version) => version + 1));
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      element.removeEventListener('loadedmetadata', start);
      attached?.destroy();
    };
  }, [answer, duration, viewer]);

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
      answer.subtitles.map((track) => track.language),
    );
    if (language === null || language === subtitle) return;
    setSubtitle(language);
    showSubtitles(element, language);
  }, [audioLang, answer.subtitles, locale, subtitle]);

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
    const action = keyAction(event, event.target as Element);
    if (!action) return;
    const v = video.current;
    if (action === 'escape') {
      // Inside fullscreen the browser takes Esc itself; the menu closes its own (SettingsMenu).
      if (!document.fullscreenElement) return;
      event.preventDefault();
      actions.toggleFullscreen();
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

  return (
    <>
      <div
        ref={stage}
        className="player-stage"
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
          onError={() => setFailed(true)}
        >
          {answer.subtitles.map((track) => (
            <track key={track.language} kind="subtitles" src={track.url} srcLang={track.language} />
          ))}
        </video>
        {inIntro && (
          <button
            type="button"
            className="btn btn-light player-skip"
            onClick={() => actions.seekTo(answer.afterCredits)}
          >
            {t('player.skipIntro')}
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
          choices={{
            rungs: source?.rungs ?? [],
            rung: source?.rung ?? -1,
            playingHeight: source?.playingHeight ?? 0,
            audioTracks: source?.audioTracks ?? [],
            audioTrack: source?.audioTrack ?? -1,
            subtitles: answer.subtitles.map((track) => track.language),
            subtitle,
            rate: media.rate,
          }}
          actions={actions}
        />
      </div>
      {failed && (
        <p className="alert alert-secondary mt-2" role="alert">
          {t('player.failed')}
        </p>
      )}
      <small id="player-keys" className="d-block mt-2 text-body-secondary">
        {t('player.keys')}
      </small>
    </>
  );
}
