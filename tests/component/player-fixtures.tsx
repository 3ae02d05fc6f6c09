import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import Player from '../../src/islands/Player';
import { playerTexts } from '../../src/islands/player/texts';
import { createTranslate, type Locale } from '../../src/lib/i18n';
import type { PlayTarget } from '../../src/lib/api/browser-player';
import type { ApiReply } from './fixtures';

// What the player test files share: hls.js as the player meets it where HLS does not play
// natively (two audio renditions, three rungs), jsdom's media element given a clock, and the
// demo's watch answers (content-api "Watching and buying").

export const hlsInstances: FakeHls[] = [];

export class FakeHls {
  static Events = {
    AUDIO_TRACKS_UPDATED: 'audioTracksUpdated',
    AUDIO_TRACK_SWITCHED: 'audioTrackSwitched',
    MANIFEST_PARSED: 'manifestParsed',
    LEVEL_SWITCHED: 'levelSwitched',
    ERROR: 'hlsError',
    FRAG_BUFFERED: 'hlsFragBuffered',
    FRAG_LOADED: 'hlsFragLoaded',
  };
  static isSupported = () => true;
  audioTracks = [
    { name: 'دوبله فارسی', lang: 'fa' },
    { name: 'English (original)', lang: 'en' },
  ];
  levels = [{ height: 240 }, { height: 360 }, { height: 480 }];
  audioTrack = 0;
  currentLevel = -1;
  loadLevel = -1;
  autoLevelCapping = -1;
  source = '';
  destroyed = false;
  startLoad = vi.fn();
  stopLoad = vi.fn();
  recoverMediaError = vi.fn();
  swapAudioCodec = vi.fn();
  private listeners = new Map<string, ((event: string, data?: unknown) => void)[]>();
  constructor(readonly config: { startPosition?: number } = {}) {
    hlsInstances.push(this);
  }
  on(event: string, listener: (event: string, data?: unknown) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  /** Fires `event` as hls.js does (ERROR with its data). */
  emit(event: string, data?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(event, data);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia() {
    this.emit('manifestParsed');
    this.emit('audioTracksUpdated');
  }
  destroy() {
    this.destroyed = true;
  }
}

export const t = createTranslate('fa', playerTexts);
export const MOVIE_PATH = '/api/v1/get/watch/movie-hls/7/1';
export const GUEST_MOVIE_PATH = '/api/v1/ghost/get/watch/movie-hls/7/1';
export const MASTER = '/media/vod/7/master.m3u8?e=1&s=x';

export const WATCH: ApiReply = {
  body: {
    data: {
      video: [{ id: 7, name: 'Demo', name_fa: 'نمایشی', backdrop: '/b.jpg', video: MASTER, current_time: 12 }],
      new_subtitle: [
        { language: 'fa', url: '/media/vod/7/subs/fa.vtt' },
        { language: 'en', url: '/media/vod/7/subs/en.vtt' },
      ],
      first_credits: 0,
      after_credits: 5,
      final_credits: 27,
      duration_time: 32,
      suggestion: { id: 8, type: 'movie', name: 'Next film', name_fa: 'فیلم بعدی', backdrop: '/c.jpg' },
    },
  },
};

export const EPISODE_WATCH: ApiReply = {
  body: {
    data: {
      episode: [{ id: 1001, video: MASTER, current_time: 0 }],
      season: {},
      new_subtitle: [],
      first_credits: 0,
      after_credits: 5,
      final_credits: 27,
      duration_time: 32,
      suggestion: { id: 1002, type: 'episode', name: 'Second', name_fa: 'قسمت دوم', backdrop: '/d.jpg' },
    },
  },
};

/** jsdom has no media stack: the clock, pause state and end are fields the tests move. */
export const media = { currentTime: 0, paused: true, ended: false };

export function stubMedia(): void {
  stubTextTracks();
  media.currentTime = 0;
  media.paused = true;
  media.ended = false;
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    media.paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    media.paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  for (const field of ['currentTime', 'paused', 'ended'] as const)
    Object.defineProperty(HTMLMediaElement.prototype, field, {
      configurable: true,
      get: () => media[field],
      set: (value: never) => {
        media[field] = value;
      },
    });
}

/** Moves the video's clock and tells the player, as the browser's timeupdate does. */
export function playTo(video: HTMLVideoElement, seconds: number): void {
  media.currentTime = seconds;
  video.dispatchEvent(new Event('timeupdate'));
}

export function renderPlayer(target: PlayTarget = { kind: 'movie', id: 7 }, name = 'نمایشی', locale: Locale = 'fa') {
  return render(
    <Player
      locale={locale}
      target={target}
      backdrop="/b.jpg"
      srcset={null}
      keyArt={null}
      name={name}
      downloadHref={`/${target.kind}/download/${target.id}`}
      ekranHref={null}
    />,
  );
}

/** Presses the title's play button. */
export const pressPlayButton = (name = 'نمایشی', translate = t) =>
  userEvent.click(screen.getByRole('button', { name: translate('player.playName', { name }) }));

/** Presses the play button and answers the video once it is on the stage. */
export async function pressPlay(container: HTMLElement, name = 'نمایشی', translate = t): Promise<HTMLVideoElement> {
  await pressPlayButton(name, translate);
  return waitFor(() => {
    const video = container.querySelector('video');
    if (!video) throw new Error('no video yet');
    return video;
  });
}

/** jsdom's <track> has no TextTrack: each gets one with its cues (a line starting with a digit). */
export function stubTextTracks() {
  const textTracks = new WeakMap<HTMLTrackElement, { mode: string; cues: { text: string }[] }>();
  Object.defineProperty(HTMLTrackElement.prototype, 'track', {
    configurable: true,
    get(this: HTMLTrackElement) {
      if (!textTracks.has(this)) textTracks.set(this, { mode: 'disabled', cues: [{ text: '۲ نفر آمدند.' }] });
      return textTracks.get(this);
    },
  });
}
