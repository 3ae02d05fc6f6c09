// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user } from '../../src/stores/auth';
import { userView, stubApi, type ApiReply } from './fixtures';
import { hlsInstances, MASTER, media, MOVIE_PATH, pressPlay, renderPlayer, stubMedia, t, WATCH } from './player-fixtures';

vi.mock('hls.js', async () => ({ default: (await import('./player-fixtures')).FakeHls }));

// The player recovers (docs/media.md "Recovery"): media links expire (a 403 after a long pause), networks drop
// and media break; the player gets fresh links from the watch call and goes on where the viewer
// was, and says so with a retry and the way back when nothing works (player/recover.ts).

const FRESH_MASTER = '/media/vod/7/master.m3u8?e=2&s=fresh';
const FRESH_FA = '/media/vod/7/subs/fa.vtt?e=2&s=fresh';
const fresh = (master = FRESH_MASTER): ApiReply => {
  const data = (WATCH as { body: { data: Record<string, unknown> } }).body.data;
  return {
    body: {
      data: {
        ...data,
        video: [{ id: 7, video: master, current_time: 3 }],
        new_subtitle: [
          { language: 'fa', url: FRESH_FA },
          { language: 'en', url: '/media/vod/7/subs/en.vtt?e=2&s=fresh' },
        ],
      },
    },
  };
};
const refused = { message: 'expired', response: { code: 403 } };
const watchCalls = (calls: { url: string }[]) => calls.filter((call) => call.url === MOVIE_PATH);

beforeEach(() => {
  stubMedia();
  hlsInstances.length = 0;
  // hls.js, as where Media Source Extensions exist (the fake from player-fixtures).
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
  $user.set(userView({ mobile: '09121234567', scope: ['user'] }));
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  $user.set(null);
});

const emitError = (hls = hlsInstances.at(-1)!, data: Record<string, unknown>) =>
  act(() => hls.emit('hlsError', { fatal: true, type: 'networkError', details: 'fragLoadError', ...data }));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Player: recovering', () => {
  it('retries a fatal network error with hls.startLoad after a pause, and plays on without new links', async () => {
    const calls = stubApi({ [`GET ${MOVIE_PATH}`]: WATCH });
    const { container } = renderPlayer();
    await pressPlay(container);
    const hls = hlsInstances.at(-1)!;
    emitError(hls, {});
    expect(hls.startLoad).not.toHaveBeenCalled();
    await wait(1_000);
    expect(hls.startLoad).toHaveBeenCalledTimes(1);
    // A fragment arrives: the network works again, and a later failure is retried afresh.
    act(() => hls.emit('hlsFragBuffered'));
    emitError(hls, {});
    await wait(1_000);
    expect(hls.startLoad).toHaveBeenCalledTimes(2);
    expect(hlsInstances.at(-1)).toBe(hls);
    expect(watchCalls(calls)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on a 403 asks the watch call again and plays its links from the same place: audio, quality, subtitles, paused', async () => {
    const calls = stubApi({ [`GET ${MOVIE_PATH}`]: [WATCH, fresh()] });
    const { container } = renderPlayer();
    const video = await pressPlay(container);
    fireEvent(video, new Event('loadedmetadata'));
    const first = hlsInstances.at(-1)!;
    // The viewer watches to 14.5 s and pauses for long; then picks 360p, Persian subtitles and
    // the original audio, whose playlist's link has expired.
    media.currentTime = 14.5;
    await userEvent.click(screen.getByRole('button', { name: t('player.pause') }));
    const plays = vi.mocked(HTMLMediaElement.prototype.play).mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: t('player.settings') }));
    await userEvent.click(screen.getByRole('radio', { name: '۳۶۰p' }));
    await userEvent.click(screen.getByRole('radio', { name: 'فارسی' }));
    await userEvent.click(screen.getByRole('radio', { name: t('player.audioOriginal') }));
    emitError(first, { fatal: false, details: 'audioTrackLoadError', response: { code: 403 } });

    await waitFor(() => expect(hlsInstances).toHaveLength(2));
    expect(watchCalls(calls)).toHaveLength(2);
    expect(first.stopLoad).toHaveBeenCalled();
    expect(first.destroyed).toBe(true);
    const next = hlsInstances.at(-1)!;
    expect(next.source).toBe(FRESH_MASTER);
    expect(next.config.startPosition).toBe(14.5);
    expect(next.audioTrack).toBe(1); // English, the original
    expect(next.loadLevel).toBe(1); // 360p
    fireEvent(video, new Event('loadedmetadata'));
    expect(media.currentTime).toBe(14.5);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(plays); // still paused
    const track = container.querySelector<HTMLTrackElement>('track[srclang="fa"]')!;
    expect(track.getAttribute('src')).toBe(FRESH_FA);
    expect(track.track.mode).toBe('showing');
    expect(screen.getByRole('radio', { name: t('player.audioOriginal') })).toBeChecked();
    expect(screen.getByRole('radio', { name: '۳۶۰p' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'فارسی' })).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when fresh links fail too, says so with a retry and the way back, focused; the retry plays again', async () => {
    const offline = new Error('offline');
    const calls = stubApi({ [`GET ${MOVIE_PATH}`]: [WATCH, offline, offline, offline, fresh()] });
    const { container } = renderPlayer();
    const video = await pressPlay(container);
    fireEvent(video, new Event('loadedmetadata'));
    media.currentTime = 20;
    emitError(undefined, refused);
    await wait(5_000);
    expect(watchCalls(calls)).toHaveLength(4);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('player.failed'));
    const retry = screen.getByRole('button', { name: t('player.retry') });
    expect(retry).toHaveFocus();
    expect(screen.getByRole('link', { name: t('player.back') })).toHaveAttribute('href', '/movie/show/7');

    await userEvent.click(retry);
    await waitFor(() => expect(hlsInstances.at(-1)!.source).toBe(FRESH_MASTER));
    expect(hlsInstances.at(-1)!.config.startPosition).toBe(20);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives up after a few fresh links that fail at once, rather than asking for ever', async () => {
    const calls = stubApi({ [`GET ${MOVIE_PATH}`]: [WATCH, fresh('/m/2.m3u8'), fresh('/m/3.m3u8'), fresh('/m/4.m3u8')] });
    const { container } = renderPlayer();
    await pressPlay(container);
    for (let round = 0; round < 4; round += 1) {
      emitError(undefined, { details: 'manifestLoadError', response: { code: 403 } });
      await wait(3_000);
    }
    expect(watchCalls(calls)).toHaveLength(4);
    expect(hlsInstances.map((hls) => hls.source)).toEqual([MASTER, '/m/2.m3u8', '/m/3.m3u8', '/m/4.m3u8']);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('player.failed'));
  });

  it('mends a media error with recoverMediaError, then with the audio codec swapped, then with fresh links', async () => {
    const calls = stubApi({ [`GET ${MOVIE_PATH}`]: [WATCH, fresh()] });
    const { container } = renderPlayer();
    await pressPlay(container);
    const hls = hlsInstances.at(-1)!;
    const mediaError = { type: 'mediaError', details: 'bufferAppendError' };
    emitError(hls, mediaError);
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(1);
    expect(hls.swapAudioCodec).not.toHaveBeenCalled();
    emitError(hls, mediaError);
    expect(hls.swapAudioCodec).toHaveBeenCalledTimes(1);
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(2);
    emitError(hls, mediaError);
    await waitFor(() => expect(hlsInstances.at(-1)!.source).toBe(FRESH_MASTER));
    expect(watchCalls(calls)).toHaveLength(2);
  });

  it('plays fresh links on native HLS when the video fails, and says so when they fail too', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const calls = stubApi({ [`GET ${MOVIE_PATH}`]: [WATCH, fresh()] });
    const { container } = renderPlayer();
    const video = await pressPlay(container);
    await waitFor(() => expect(video.getAttribute('src')).toBe(MASTER));
    fireEvent(video, new Event('loadedmetadata'));
    media.currentTime = 9;
    fireEvent(video, new Event('error'));
    await waitFor(() => expect(video.getAttribute('src')).toBe(FRESH_MASTER));
    fireEvent(video, new Event('loadedmetadata'));
    expect(media.currentTime).toBe(9);
    expect(screen.queryByRole('alert')).toBeNull();

    // The fresh links fail as well, every time: after a few, the message.
    for (let round = 0; round < 3; round += 1) {
      fireEvent(video, new Event('error'));
      await wait(3_000);
    }
    expect(watchCalls(calls)).toHaveLength(4);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('player.failed'));
  });

  it('fetches fresh subtitle links once when a subtitle file fails, and the video plays on', async () => {
    const calls = stubApi({ [`GET ${MOVIE_PATH}`]: [WATCH, fresh()] });
    const { container } = renderPlayer();
    await pressPlay(container);
    const track = container.querySelector<HTMLTrackElement>('track[srclang="fa"]')!;
    fireEvent(track, new Event('error'));
    await waitFor(() => expect(track.getAttribute('src')).toBe(FRESH_FA));
    fireEvent(track, new Event('error'));
    await wait(5_000);
    expect(watchCalls(calls)).toHaveLength(2);
    expect(hlsInstances).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the refusal when the fresh answer refuses (the subscription ended during the pause)', async () => {
    stubApi({
      [`GET ${MOVIE_PATH}`]: [
        WATCH,
        {
          status: 403,
          body: { message: 'Subscribe to watch.', message_fa: 'برای تماشا اشتراک تهیه کنید.', show_subscription: 1, show_login: 0 },
        },
      ],
    });
    const { container } = renderPlayer();
    await pressPlay(container);
    emitError(undefined, refused);
    expect(await screen.findByText('برای تماشا اشتراک تهیه کنید.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('player.subscribe') })).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
  });
});
