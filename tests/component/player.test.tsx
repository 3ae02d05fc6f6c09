// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playerTexts } from '../../src/islands/player/texts';
import { createTranslate } from '../../src/lib/i18n';
import { $user } from '../../src/stores/auth';
import { $loginModal, closeLogin } from '../../src/stores/login';
import { $modals, $subscriptionTarget, closeSubscription } from '../../src/stores/modals';
import { userView, stubApi, type ApiReply } from './fixtures';
import {
  EPISODE_WATCH,
  GUEST_MOVIE_PATH,
  hlsInstances,
  MASTER,
  media,
  MOVIE_PATH,
  pressPlay,
  pressPlayButton,
  renderPlayer,
  stubMedia,
  t,
  WATCH,
} from './player-fixtures';

vi.mock('hls.js', async () => ({ default: (await import('./player-fixtures')).FakeHls }));

// content-api "Watching and buying": the watch answer, the resume point and the refusals
// (spec §8 player texts).

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

beforeEach(stubMedia);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
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
    const video = await pressPlay(container);
    await waitFor(() => expect(video.getAttribute('src')).toBe(MASTER));
    fireEvent(video, new Event('loadedmetadata'));
    expect(media.currentTime).toBe(12);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: t('player.pause') })).toBeInTheDocument();
  });

  it('plays a master the provider names on this site by its path, and one on a CDN as it comes', async () => {
    /** The watch answer with its master at `video`. */
    const watchAt = (video: string) => {
      const body = structuredClone((WATCH as { body: { data: { video: { video: string }[] } } }).body);
      body.data.video[0]!.video = video;
      return { body };
    };
    logIn();
    stubApi({ [`GET ${MOVIE_PATH}`]: watchAt(`http://${location.host}${MASTER}`) });
    const first = renderPlayer();
    const video = await pressPlay(first.container);
    await waitFor(() => expect(video.getAttribute('src')).toBe(MASTER));
    first.unmount();

    const cdn = `https://cdn.example.ir${MASTER}`;
    stubApi({ [`GET ${MOVIE_PATH}`]: watchAt(cdn) });
    const second = renderPlayer();
    const other = await pressPlay(second.container);
    await waitFor(() => expect(other.getAttribute('src')).toBe(cdn));
  });

  it('shows skip intro between the intro marks and jumps to its end', async () => {
    logIn();
    stubApi({ [`GET ${MOVIE_PATH}`]: WATCH });
    const { container } = renderPlayer();
    const video = await pressPlay(container);
    media.currentTime = 2;
    fireEvent(video, new Event('timeupdate'));
    await userEvent.click(await screen.findByRole('button', { name: t('player.skipIntro') }));
    expect(media.currentTime).toBe(5);
    fireEvent(video, new Event('timeupdate')); // as the browser tells after a seek
    expect(screen.queryByRole('button', { name: t('player.skipIntro') })).toBeNull();
  });

  it('saves the resume point on pause, and as a JSON beacon when the page goes', async () => {
    logIn();
    const calls = stubApi({ [`GET ${MOVIE_PATH}`]: WATCH, 'POST /api/v1/create/watch/movie/recently': { body: {} } });
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    const { container } = renderPlayer();
    const video = await pressPlay(container);
    media.currentTime = 20.4;
    fireEvent(video, new Event('pause'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const save = calls.find((c) => c.method === 'POST')!;
    expect(save.url).toBe('/api/v1/create/watch/movie/recently');
    expect(save.body).toEqual({ movie_id: 7, current_time: 20, duration_time: 32 });
    expect(save.credentials).toBe('same-origin');

    media.currentTime = 25;
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

  it('saves the resume point every ten seconds while playing, not while paused', async () => {
    logIn();
    const calls = stubApi({ [`GET ${MOVIE_PATH}`]: WATCH, 'POST /api/v1/create/watch/movie/recently': { body: {} } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { container } = renderPlayer();
      const video = await pressPlay(container);
      fireEvent(video, new Event('loadedmetadata'));
      media.currentTime = 15;
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      const saves = () => calls.filter((c) => c.url.endsWith('/recently'));
      expect(saves().map((c) => c.body)).toEqual([{ movie_id: 7, current_time: 15, duration_time: 32 }]);
      media.paused = true;
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(saves()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Player: hls.js', () => {
  it('is used where HLS does not play natively; the audio choice switches and is remembered per viewer', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    logIn();
    stubApi({ [`GET ${MOVIE_PATH}`]: WATCH });
    const first = renderPlayer();
    await pressPlay(first.container);
    expect(hlsInstances.at(-1)!.source).toBe(MASTER);
    await userEvent.click(screen.getByRole('button', { name: t('player.settings') }));
    const audio = screen.getByRole('group', { name: t('player.audio') });
    expect(screen.getByRole('radio', { name: t('player.audioDubbed') })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: t('player.audioOriginal') }));
    expect(hlsInstances.at(-1)!.audioTrack).toBe(1);
    expect(audio).toBeInTheDocument();
    first.unmount();

    // The same viewer's next film starts in the original language.
    const second = renderPlayer();
    await pressPlay(second.container);
    expect(hlsInstances.at(-1)!.audioTrack).toBe(1);
  });
});

describe('Player: episodes', () => {
  it('asks the series watch call and saves the episode with its series', async () => {
    logIn();
    const calls = stubApi({
      'POST /api/v1/get/watch/series': EPISODE_WATCH,
      'POST /api/v1/create/watch/series/recently': { body: {} },
    });
    const { container } = renderPlayer({ kind: 'episode', id: 1001, seriesId: 201 }, 'شب خاموش');
    const video = await pressPlay(container, 'شب خاموش');
    expect(calls[0]!.body).toEqual({ episode_id: 1001, series_id: 201, hls: 1 });
    media.currentTime = 8;
    fireEvent(video, new Event('pause'));
    // (The browser's own HLS plays here: the player reads its master too, docs/data-budget.md.)
    const saves = () => calls.filter((call) => call.url === '/api/v1/create/watch/series/recently');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toEqual({ episode_id: 1001, series_id: 201, current_time: 8, duration_time: 32 });
  });
});

describe('Player: refusals and errors', () => {
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
    await pressPlayButton();
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
    await pressPlayButton();
    expect(await screen.findByText('برای تماشا اشتراک تهیه کنید.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('player.subscribe') }));
    expect($modals.get().subscription).toBe(true);
    expect($subscriptionTarget.get()).toEqual({ contentId: 7, contentType: 'movie' });
    expect($loginModal.get().open).toBe(false);
  });

  it("says 'subscribe to watch' itself when the refusal carries no message", async () => {
    logIn();
    stubApi({ [`GET ${MOVIE_PATH}`]: refusal({ message: '', message_fa: '' }) });
    renderPlayer();
    await pressPlayButton();
    expect(await screen.findByText(t('player.subscribeToWatch'))).toBeInTheDocument();
  });

  it('links a title on sale to its download page, and falls back to the player text', async () => {
    logIn();
    stubApi({
      [`GET ${MOVIE_PATH}`]: refusal({ message: '', message_fa: '', show_subscription: 0, show_download: 1 }),
    });
    renderPlayer();
    await pressPlayButton();
    expect(
      await screen.findByText('متاسفانه مشکلی در پخش ویدئو بوجود اومده، ما بزودی مشکل رو برطرف می کنیم'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('player.download') })).toHaveAttribute('href', '/movie/download/7');
    expect(screen.queryByRole('button', { name: t('player.subscribe') })).toBeNull();
  });

  it('gives a title before its release its release date in the Persian calendar', async () => {
    logIn();
    stubApi({
      [`GET ${MOVIE_PATH}`]: refusal({
        presale: 86_400 * 30,
        presale_date: '2027-03-21T08:00:00.000Z',
        show_download: 1,
      }),
    });
    renderPlayer();
    await pressPlayButton();
    // 1 Farvardin 1406 (Nowruz), in Persian digits.
    expect(await screen.findByText('این عنوان هنوز منتشر نشده است؛ تاریخ انتشار: ۱ فروردین ۱۴۰۶')).toBeInTheDocument();
  });

  it('says in English that there was a problem playing the video, with a retry', async () => {
    const en = createTranslate('en', playerTexts);
    document.documentElement.dataset['locale'] = 'en';
    logIn();
    stubApi({ [`GET ${MOVIE_PATH}`]: refusal({ message: '', message_fa: '', show_subscription: 0 }) });
    try {
      renderPlayer({ kind: 'movie', id: 7 }, 'Demo', 'en');
      await pressPlayButton('Demo', en);
      expect(
        await screen.findByText('There was a problem playing the video. We will fix it soon.'),
      ).toBeInTheDocument();
    } finally {
      delete document.documentElement.dataset['locale'];
    }
  });

  // A stream that fails once playing: tests/component/player-recover.test.tsx.
});
