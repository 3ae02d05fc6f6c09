// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user } from '../../src/stores/auth';
import { userView, stubApi, type ApiReply } from './fixtures';
import {
  GUEST_MOVIE_PATH,
  hlsInstances,
  MOVIE_PATH,
  pressPlay,
  renderPlayer,
  stubMedia,
  t,
  WATCH,
} from './player-fixtures';

vi.mock('hls.js', async () => ({ default: (await import('./player-fixtures')).FakeHls }));

// docs/data-budget.md: the player keeps to the watch answer's max_height, shows the rung playing
// and the data this viewing used, and reports what it loaded to the viewer's month in batches.

const USAGE_PATH = '/api/v1/create/data-usage';
const capped = (maxHeight: number | null): ApiReply => ({
  body: {
    data: { ...(WATCH as { body: { data: object } }).body.data, data_saver: maxHeight !== null, max_height: maxHeight },
  },
});

beforeEach(() => {
  stubMedia();
  // No native HLS: hls.js plays, as on Chromium and Android.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  $user.set(null);
});

const logIn = () => $user.set(userView({ mobile: '09121234567', scope: ['user'] }));

async function playing(answer: ApiReply) {
  const calls = stubApi({
    [`GET ${MOVIE_PATH}`]: answer,
    [`GET ${GUEST_MOVIE_PATH}`]: answer,
    [`POST ${USAGE_PATH}`]: { body: { data: { saved: true } } },
  });
  const { container } = renderPlayer();
  const video = await pressPlay(container);
  fireEvent(video, new Event('loadedmetadata'));
  return { video, calls, hls: hlsInstances.at(-1)! };
}

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: t('player.settings') }));
  return screen.getByRole('dialog', { name: t('player.settings') });
};
const rungNames = (menu: HTMLElement) =>
  within(within(menu).getByRole('group', { name: t('player.quality') }))
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('aria-label') ?? radio.parentElement!.textContent);

/** hls.js has loaded a fragment of `bytes`. */
const fragment = (hls: (typeof hlsInstances)[number], bytes: number) =>
  act(() => hls.emit('hlsFragLoaded', { frag: { stats: { loaded: bytes } } }));

describe('Player: the data saver cap', () => {
  it('caps the automatic choice at 360p and offers no taller rung', async () => {
    logIn();
    const { hls } = await playing(capped(360));
    expect(hls.autoLevelCapping).toBe(1);
    const menu = await openMenu();
    expect(rungNames(menu)).toEqual([t('player.qualityAuto'), '۳۶۰p', '۲۴۰p']);
    expect(menu).toHaveTextContent('صرفه‌جویی در مصرف داده: حداکثر ۳۶۰p');
  });

  it('plays every rung when the answer sets no cap', async () => {
    logIn();
    const { hls } = await playing(capped(null));
    expect(hls.autoLevelCapping).toBe(-1);
    const menu = await openMenu();
    expect(rungNames(menu)).toEqual([t('player.qualityAuto'), '۴۸۰p', '۳۶۰p', '۲۴۰p']);
    expect(menu).not.toHaveTextContent('صرفه‌جویی در مصرف داده');
  });

  it('names the rung playing now', async () => {
    logIn();
    const { hls } = await playing(capped(360));
    hls.currentLevel = 1;
    act(() => hls.emit('levelSwitched'));
    expect(await openMenu()).toHaveTextContent('در حال پخش: ۳۶۰p');
  });
});

describe('Player: the data used', () => {
  it('shows the bytes loaded in this viewing and reports them once, on pause', async () => {
    logIn();
    const { video, calls, hls } = await playing(capped(null));
    fragment(hls, 1_500_000);
    fragment(hls, 1_500_000);
    expect(await openMenu()).toHaveTextContent('داده مصرف‌شده در این تماشا: ۳ مگابایت');

    const reports = () => calls.filter((call) => call.url === USAGE_PATH).map((call) => call.body);
    fireEvent(video, new Event('pause'));
    expect(reports()).toEqual([{ bytes: 3_000_000 }]);
    // A second pause has nothing new to report.
    fireEvent(video, new Event('pause'));
    expect(reports()).toEqual([{ bytes: 3_000_000 }]);

    // Leaving the page: only what came after, by beacon.
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon: beacon }));
    fragment(hls, 400_000);
    fireEvent(window, new Event('pagehide'));
    // (The resume point leaves by beacon too.)
    const sent = (beacon.mock.calls as unknown as [string, Blob][]).filter(([url]) => url === USAGE_PATH);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(await sent[0]![1].text())).toEqual({ bytes: 400_000 });
    expect(reports()).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: t('player.settings') })).toHaveTextContent('۳٫۴ مگابایت');
  });

  it('reports every minute while it plays', async () => {
    logIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls, hls } = await playing(capped(null));
      fragment(hls, 2_000_000);
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(calls.filter((call) => call.url === USAGE_PATH).map((call) => call.body)).toEqual([{ bytes: 2_000_000 }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a guest’s use on screen only', async () => {
    const { video, calls, hls } = await playing(capped(null));
    fragment(hls, 1_000_000);
    fireEvent(video, new Event('pause'));
    expect(calls.some((call) => call.url === USAGE_PATH)).toBe(false);
    expect(await openMenu()).toHaveTextContent('داده مصرف‌شده در این تماشا: ۱ مگابایت');
  });
});
