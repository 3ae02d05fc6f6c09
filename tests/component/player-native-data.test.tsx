// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user } from '../../src/stores/auth';
import { userView, stubApi, type ApiReply } from './fixtures';
import {
  GUEST_MOVIE_PATH,
  hlsInstances,
  MASTER,
  media,
  MOVIE_PATH,
  playTo,
  pressPlay,
  renderPlayer,
  stubMedia,
  t,
  WATCH,
} from './player-fixtures';

vi.mock('hls.js', async () => ({ default: (await import('./player-fixtures')).FakeHls }));

// docs/data-budget.md "On the pages": where the browser plays HLS itself (no Media Source
// Extensions, as jsdom and older iPhones) no fragment event comes, so the player counts the
// seconds played at the rate the master it was given states for the rung taken to play, and
// reports them as it reports hls.js's bytes.

const USAGE_PATH = '/api/v1/create/data-usage';

/** The master the stub serves: 360p's AVERAGE-BANDWIDTH is 800 kbit/s, 480p states only BANDWIDTH. */
const MASTER_TEXT = [
  '#EXTM3U',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",LANGUAGE="fa",NAME="دوبله فارسی",URI="audio-fa/index.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=500000,AVERAGE-BANDWIDTH=400000,CODECS="avc1.4d4015,mp4a.40.2",RESOLUTION=428x240,AUDIO="aac"',
  'v240/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=1000000,AVERAGE-BANDWIDTH=800000,CODECS="avc1.4d401e,mp4a.40.2",RESOLUTION=640x360,AUDIO="aac"',
  'v360/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=1600000,CODECS="avc1.64001e,mp4a.40.2",RESOLUTION=854x480,AUDIO="aac"',
  'v480/index.m3u8',
  '#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=90000000,RESOLUTION=854x480,URI="v480/iframes.m3u8"',
  '',
].join('\n');

const answerCapped = (maxHeight: number | null): ApiReply => ({
  body: {
    data: { ...(WATCH as { body: { data: object } }).body.data, data_saver: maxHeight !== null, max_height: maxHeight },
  },
});

beforeEach(() => {
  // The browser plays HLS itself (stubMedia's canPlayType answers "maybe"; jsdom has no MediaSource).
  stubMedia();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  $user.set(null);
});

/** The stubbed API, with the master answered as text at its URL (`masterStatus` 200 unless told). */
function stubSite(answer: ApiReply, masterStatus = 200) {
  const calls = stubApi({
    [`GET ${MOVIE_PATH}`]: answer,
    [`GET ${GUEST_MOVIE_PATH}`]: answer,
    [`POST ${USAGE_PATH}`]: { body: { data: { saved: true } } },
  });
  const api = globalThis.fetch;
  const masters: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== MASTER) return api(url, init);
      masters.push(url);
      return { ok: masterStatus === 200, status: masterStatus, text: async () => MASTER_TEXT };
    }),
  );
  return { calls, masters };
}

/** Logged in, pressed play: the video plays natively from the resume point (12 s). */
async function playing(answer: ApiReply, masterStatus = 200) {
  $user.set(userView({ mobile: '09121234567', scope: ['user'] }));
  const site = stubSite(answer, masterStatus);
  const { container } = renderPlayer();
  const video = await pressPlay(container);
  fireEvent(video, new Event('loadedmetadata'));
  expect(video.getAttribute('src')).toBe(MASTER);
  return { video, ...site };
}

/** The picture the browser decodes now (0 while unknown). */
const showPicture = (video: HTMLVideoElement, height: number) =>
  Object.defineProperty(video, 'videoHeight', { configurable: true, get: () => height });

/** Plays on second by second, as timeupdate reports it, to `seconds`. */
function playOn(video: HTMLVideoElement, seconds: number) {
  for (let time = Math.floor(media.currentTime) + 1; time <= seconds; time++) playTo(video, time);
}

const dataUsed = async () => {
  await userEvent.click(screen.getByRole('button', { name: t('player.settings') }));
  return screen.getByRole('dialog', { name: t('player.settings') });
};
const reports = (calls: { url: string; body: unknown }[]) =>
  calls.filter((call) => call.url === USAGE_PATH).map((call) => call.body);

describe('Player on the browser’s own HLS: the data used', () => {
  it('counts the seconds played at the rate of the rung the picture shows, not seeks nor jumps, and reports them on pause', async () => {
    const { video, calls, masters } = await playing(answerCapped(null));
    expect(hlsInstances).toHaveLength(0);
    expect(media.currentTime).toBe(12);
    showPicture(video, 360);
    // 10 s at 360p: 10 × 800,000 bit/s ÷ 8 = 1,000,000 bytes.
    playOn(video, 22);
    // A seek of 3 s (announced) and a jump of 60 s (not announced) are not played.
    Object.defineProperty(video, 'seeking', { configurable: true, get: () => true });
    fireEvent(video, new Event('seeking'));
    playTo(video, 25);
    Object.defineProperty(video, 'seeking', { configurable: true, get: () => false });
    fireEvent(video, new Event('seeked'));
    playTo(video, 85);
    // 5 s at 480p, whose master states only BANDWIDTH: 5 × 1,600,000 ÷ 8 = 1,000,000 bytes.
    showPicture(video, 480);
    playOn(video, 90);
    // Time going back (a live channel's window, a loop) is not played either.
    playTo(video, 70);

    await waitFor(async () => expect(await dataUsed()).toHaveTextContent('داده مصرف‌شده در این تماشا: ۲ مگابایت'));
    fireEvent(video, new Event('pause'));
    expect(reports(calls)).toEqual([{ bytes: 2_000_000 }]);
    // The master is read once, whatever the viewing.
    expect(masters).toEqual([MASTER]);
  });

  it.each([
    [null, '۱٫۶ مگابایت', 1_600_000],
    [360, '۰٫۸ مگابایت', 800_000],
  ])(
    'counts at the tallest rung the cap (%s) allows while the picture’s height is unknown',
    async (maxHeight, shown, bytes) => {
      const { video, calls } = await playing(answerCapped(maxHeight));
      showPicture(video, 0);
      // 8 s: at 480p's 1,600,000 bit/s without a cap, at 360p's 800,000 under it.
      playOn(video, 20);
      await waitFor(async () => expect(await dataUsed()).toHaveTextContent(shown));
      fireEvent(video, new Event('pause'));
      expect(reports(calls)).toEqual([{ bytes }]);
    },
  );

  it('counts nothing, and reports nothing, when the master cannot be read', async () => {
    const { video, calls, masters } = await playing(answerCapped(null), 403);
    showPicture(video, 360);
    playOn(video, 30);
    await waitFor(() => expect(masters).toHaveLength(1));
    expect(await dataUsed()).toHaveTextContent('داده مصرف‌شده در این تماشا: ۰ مگابایت');
    fireEvent(video, new Event('pause'));
    expect(reports(calls)).toEqual([]);
  });
});
