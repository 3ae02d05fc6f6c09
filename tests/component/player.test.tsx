// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Player from '../../src/islands/Player';
import { playerTexts } from '../../src/islands/player/texts';
import { createTranslate } from '../../src/lib/i18n';
import { $user } from '../../src/stores/auth';
import { $loginModal, closeLogin } from '../../src/stores/login';
import { $modals, $subscriptionTarget, closeSubscription } from '../../src/stores/modals';
import { userView, stubApi, type ApiReply } from './fixtures';

// content-api "Watching and buying": the watch answer, the refusal and the resume point.

/** hls.js as the player meets it where HLS does not play natively: two audio renditions. */
const hls = vi.hoisted(() => {
  const instances: { audioTrack: number; source: string }[] = [];
  class FakeHls {
    static Events = { AUDIO_TRACKS_UPDATED: 'audioTracksUpdated', AUDIO_TRACK_SWITCHED: 'audioTrackSwitched' };
    static isSupported = () => true;
    audioTracks = [
      { name: 'دوبله فارسی', lang: 'fa' },
      { name: 'English (original)', lang: 'en' },
    ];
    audioTrack = 0;
    source = '';
    private listeners = new Map<string, () => void>();
    constructor() {
      instances.push(this);
    }
    on(event: string, listener: () => void) {
      this.listeners.set(event, listener);
    }
    loadSource(url: string) {
      this.source = url;
    }
    attachMedia() {
      this.listeners.get('audioTracksUpdated')?.();
    }
    destroy() {}
  }
  return { FakeHls, instances };
});
vi.mock('hls.js', () => ({ default: hls.FakeHls }));

const t = createTranslate('fa', playerTexts);
const MOVIE_PATH = '/api/v1/get/watch/movie-hls/7/1';
const GUEST_MOVIE_PATH = '/api/v1/ghost/get/watch/movie-hls/7/1';
const MASTER = '/media/vod/7/master.m3u8?e=1&s=x';

const WATCH: ApiReply = {
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
      suggestion: null,
    },
  },
};

const refusal = (fields: Record<string, unknown>): ApiReply => ({
  status: 403,
  body: {
    message: 'Subscribe to watch.',
    message_fa: 'برای تماشا اشتراک تهیه کنید.',
    show_download: 0,
    show_ekran: 0,
    show_subscription: 1,
    show_login: 0,
    presale: 0,
    presale_date: null,
    ...fields,
  },
});

const renderPlayer = () =>
  render(
    <Player
      locale="fa"
      target={{ kind: 'movie', id: 7 }}
      backdrop="/b.jpg"
      srcset={null}
      name="نمایشی"
      downloadHref="/movie/download/7"
      ekranHref={null}
    />,
  );

const press = () => userEvent.click(screen.getByRole('button', { name: t('player.playName', { name: 'نمایشی' }) }));

let currentTime = 0;

beforeEach(() => {
  currentTime = 0;
  // jsdom has no media stack: HLS plays "natively", play() resolves, and the time is a field.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', {
    configurable: true,
    get: () => currentTime,
    set: (value: number) => {
      currentTime = value;
    },
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  $user.set(null);
  closeLogin();
  closeSubscription();
});

const logIn = () => $user.set(userView({ mobile: '09121234567', scope: ['user'] }));

describe('Player: playing', () => {
  it('plays the signed HLS master from the resume point', async () => {
    logIn();
    stubApi({ [`GET ${MOVIE_PATH}`]: WATCH });
    const { container } = renderPlayer();
    await press();
    const video = await waitFor(() => {
      const element = container.querySelector('video');
      expect(element).not.toBeNull();
      return element!;
    });
    await waitFor(() => expect(video.getAttribute('src')).toBe(MASTER));
    fireEvent(video, new Event('loadedmetadata'));
    expect(currentTime).toBe(12);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: t('player.subtitles') })).toBeInTheDocument();
  });

  it('shows skip intro between the intro marks and jumps to its end', async () => {
    logIn();
    stubApi({ [`GET ${MOVIE_PATH}`]: WATCH });
    const { container } = renderPlayer();
    await press();
    const video = await waitFor(() => container.querySelector('video')!);
    currentTime = 2;
    fireEvent(video, new Event('timeupdate'));
    await userEvent.click(await screen.findByRole('button', { name: t('player.skipIntro') }));
    expect(currentTime).toBe(5);
  });

  it('moves ten seconds with the arrow keys', async () => {
    logIn();
    stubApi({ [`GET ${MOVIE_PATH}`]: WATCH });
    renderPlayer();
    await press();
    const stage = await screen.findByRole('region', { name: t('player.region') });
    currentTime = 12;
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(currentTime).toBe(22);
    fireEvent.keyDown(stage, { key: 'ArrowLeft' });
    expect(currentTime).toBe(12);
  });

  it('saves the resume point on pause, and as a JSON beacon when the page goes', async () => {
    logIn();
    const calls = stubApi({ [`GET ${MOVIE_PATH}`]: WATCH, 'POST /api/v1/create/watch/movie/recently': { body: {} } });
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    const { container } = renderPlayer();
    await press();
    const video = await waitFor(() => container.querySelector('video')!);
    currentTime = 20.4;
    fireEvent(video, new Event('pause'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const save = calls.find((c) => c.method === 'POST')!;
    expect(save.url).toBe('/api/v1/create/watch/movie/recently');
    expect(save.body).toEqual({ movie_id: 7, current_time: 20, duration_time: 32 });
    expect(save.credentials).toBe('same-origin');

    currentTime = 25;
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/v1/create/watch/movie/recently');
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).type).toBe('application/json');
    expect(JSON.parse(await (blob as Blob).text())).toEqual({ movie_id: 7, current_time: 25, duration_time: 32 });
  });
});

describe('Player: hls.js', () => {
  it('is used where HLS does not play natively, and offers its audio renditions', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    logIn();
    stubApi({ [`GET ${MOVIE_PATH}`]: WATCH });
    renderPlayer();
    await press();
    const audio = await screen.findByRole('combobox', { name: t('player.audio') });
    expect(hls.instances.at(-1)!.source).toBe(MASTER);
    expect(screen.getByRole('option', { name: 'دوبله فارسی' })).toBeInTheDocument();
    await userEvent.selectOptions(audio, 'English (original)');
    expect(hls.instances.at(-1)!.audioTrack).toBe(1);
  });
});

describe('Player: episodes', () => {
  it('asks the series watch call and saves the episode with its series', async () => {
    logIn();
    const calls = stubApi({
      'POST /api/v1/get/watch/series': {
        body: {
          data: {
            episode: [{ id: 1001, video: MASTER, current_time: 0 }],
            season: {},
            new_subtitle: [],
            first_credits: 0,
            after_credits: 5,
            final_credits: 27,
            duration_time: 32,
            suggestion: null,
          },
        },
      },
      'POST /api/v1/create/watch/series/recently': { body: {} },
    });
    const { container } = render(
      <Player
        locale="fa"
        target={{ kind: 'episode', id: 1001, seriesId: 201 }}
        backdrop="/b.jpg"
        srcset={null}
        name="شب خاموش"
        downloadHref="/episode/download/1001"
        ekranHref={null}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: t('player.playName', { name: 'شب خاموش' }) }));
    const video = await waitFor(() => container.querySelector('video')!);
    expect(calls[0]!.body).toEqual({ episode_id: 1001, series_id: 201, hls: 1 });
    currentTime = 8;
    fireEvent(video, new Event('pause'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.url).toBe('/api/v1/create/watch/series/recently');
    expect(calls[1]!.body).toEqual({ episode_id: 1001, series_id: 201, current_time: 8, duration_time: 32 });
  });
});

describe('Player: refusals', () => {
  it('asks a guest to log in, with the refusal message and a login button', async () => {
    $user.set(userView({ mobile: null, scope: ['guest'] }));
    stubApi({
      [`GET ${GUEST_MOVIE_PATH}`]: refusal({
        message: 'Log in to watch.',
        message_fa: 'برای تماشا ابتدا وارد حساب کاربری شوید.',
        show_login: 1,
      }),
    });
    renderPlayer();
    await press();
    expect(await screen.findByText('برای تماشا ابتدا وارد حساب کاربری شوید.')).toBeInTheDocument();
    expect($loginModal.get().open).toBe(true);
    closeLogin();
    await userEvent.click(screen.getByRole('button', { name: t('player.login') }));
    expect($loginModal.get().open).toBe(true);
    expect(screen.queryByRole('button', { name: t('player.subscribe') })).toBeNull();
  });

  it('offers a viewer without a subscription the subscription modal for this title', async () => {
    logIn();
    stubApi({ [`GET ${MOVIE_PATH}`]: refusal({}) });
    renderPlayer();
    await press();
    expect(await screen.findByText('برای تماشا اشتراک تهیه کنید.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('player.subscribe') }));
    expect($modals.get().subscription).toBe(true);
    expect($subscriptionTarget.get()).toEqual({ content_id: 7, content_type: 'movie' });
    expect($loginModal.get().open).toBe(false);
  });

  it('links a title on sale to its download page, and falls back to the player text', async () => {
    logIn();
    stubApi({
      [`GET ${MOVIE_PATH}`]: refusal({ message: '', message_fa: '', show_subscription: 0, show_download: 1 }),
    });
    renderPlayer();
    await press();
    expect(
      await screen.findByText('متاسفانه مشکلی در پخش ویدئو بوجود اومده، ما بزودی مشکل رو برطرف می کنیم'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('player.download') })).toHaveAttribute('href', '/movie/download/7');
    expect(screen.queryByRole('button', { name: t('player.subscribe') })).toBeNull();
  });
});
