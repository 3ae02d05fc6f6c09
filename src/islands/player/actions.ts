import { useEffect, useState, type RefObject } from 'react';
import type { AttachedSource, AudioRendition } from './attach';
import type { ControlActions } from './Controls';
import { rememberAudio, rememberVolume } from './settings';
import { showSubtitles } from './subtitles';

interface Parts {
  video: RefObject<HTMLVideoElement | null>;
  /** The player element that goes fullscreen (with its controls). */
  stage: RefObject<HTMLDivElement | null>;
  source: AttachedSource | null;
  /** Whose audio choice is remembered (player/settings.ts). */
  viewer: string;
  duration: () => number;
  /** Reads the media state at once (use-media.ts), so a control shows its change in the same event. */
  refreshMedia: () => void;
  setSubtitle: (language: string) => void;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Whether the player is fullscreen now. */
export function useFullscreen(stage: RefObject<HTMLDivElement | null>): boolean {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [stage]);
  return fullscreen;
}

/** What the controls, the settings menu and the keys do to the video. */
export function controlActions({
  video,
  stage,
  source,
  viewer,
  duration,
  refreshMedia,
  setSubtitle,
}: Parts): ControlActions {
  return {
    togglePlay: () => {
      const v = video.current;
      if (!v) return;
      if (v.paused) void v.play().catch(() => undefined);
      else v.pause();
    },
    seekBy: (seconds) => {
      const v = video.current;
      if (v) v.currentTime = clamp(v.currentTime + seconds, 0, duration());
      refreshMedia();
    },
    seekTo: (seconds) => {
      const v = video.current;
      if (v) v.currentTime = clamp(seconds, 0, duration());
      refreshMedia();
    },
    setVolume: (volume) => {
      const v = video.current;
      if (!v) return;
      v.volume = clamp(volume, 0, 1);
      v.muted = v.volume === 0;
      rememberVolume(v.volume, v.muted);
      refreshMedia();
    },
    toggleMute: () => {
      const v = video.current;
      if (!v) return;
      v.muted = !v.muted;
      if (!v.muted && v.volume === 0) v.volume = 0.5;
      rememberVolume(v.volume, v.muted);
      refreshMedia();
    },
    toggleFullscreen: () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      else void stage.current?.requestFullscreen?.().catch(() => undefined);
    },
    togglePip:
      typeof document !== 'undefined' && document.pictureInPictureEnabled
        ? () => {
            if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
            else void video.current?.requestPictureInPicture().catch(() => undefined);
          }
        : null,
    chooseRung: (id) => source?.setRung(id),
    chooseAudio: (track: AudioRendition) => {
      source?.setAudioTrack(track.id);
      if (track.lang) rememberAudio(viewer, track.lang);
    },
    chooseSubtitle: (language) => {
      setSubtitle(language);
      const v = video.current;
      if (v) showSubtitles(v, language);
    },
    chooseRate: (rate) => {
      const v = video.current;
      // The default rate too: it is what a new source (fresh links, recover.ts) starts at.
      if (v) v.playbackRate = v.defaultPlaybackRate = rate;
      refreshMedia();
    },
  };
}
