// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation, PLAY_NEXT_COOKIE } from '../../src/islands/player/next';
import { $user } from '../../src/stores/auth';
import { $autoplay, setAutoplay } from '../../src/stores/autoplay';
import { userView, stubApi } from './fixtures';
import {
  EPISODE_WATCH,
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

// The next-episode overlay (original-app §4: from the final credits, 27 s in the demo's 32 s
// video) and autoplay of the next title (spec §3 shared flag autoplay, default on).

const NEXT_NAME = 'پخش قسمت بعد: قسمت دوم';
let go: ReturnType<typeof vi.fn<(href: string) => void>>;

beforeEach(() => {
  stubMedia();
  $user.set(userView({ mobile: '09121234567', scope: ['user'] }));
  stubApi({ 'POST /api/v1/get/watch/series': EPISODE_WATCH, [`GET ${MOVIE_PATH}`]: WATCH });
  go = vi.fn<(href: string) => void>();
  vi.spyOn(navigation, 'go').mockImplementation(go);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  $autoplay.set(true);
  document.cookie = `${PLAY_NEXT_COOKIE}=; path=/; max-age=0`;
  $user.set(null);
});

const episode = async () => {
  const { container } = renderPlayer({ kind: 'episode', id: 1001, seriesId: 201 }, 'قسمت اول');
  return pressPlay(container, 'قسمت اول');
};

const end = (video: HTMLVideoElement) => {
  act(() => {
    media.currentTime = 32;
    media.ended = true;
    video.dispatchEvent(new Event('ended'));
  });
};

describe('Next episode overlay', () => {
  it('appears at the final credits with a countdown, and at the end opens the next episode to play', async () => {
    const video = await episode();
    act(() => playTo(video, 26.5));
    expect(screen.queryByRole('region', { name: NEXT_NAME })).toBeNull();
    act(() => playTo(video, 27));
    const overlay = screen.getByRole('region', { name: NEXT_NAME });
    expect(overlay).toHaveTextContent('پخش خودکار تا ۵ ثانیه دیگر');
    act(() => playTo(video, 30.2));
    expect(overlay).toHaveTextContent('پخش خودکار تا ۲ ثانیه دیگر');
    expect(go).not.toHaveBeenCalled();
    end(video);
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith('/episode/show/1002');
    // The next page's player starts on arrival.
    expect(document.cookie).toContain(`${PLAY_NEXT_COOKIE}=1002`);
  });

  it('goes when its ten seconds of countdown run out, before long end credits are over', async () => {
    const long = structuredClone(EPISODE_WATCH) as { body: { data: Record<string, unknown> } };
    long.body.data['duration_time'] = 60;
    stubApi({ 'POST /api/v1/get/watch/series': long });
    const video = await episode();
    act(() => playTo(video, 10));
    expect(screen.queryByRole('region', { name: NEXT_NAME })).toBeNull();
    act(() => playTo(video, 27));
    expect(screen.getByRole('region', { name: NEXT_NAME })).toHaveTextContent('پخش خودکار تا ۱۰ ثانیه دیگر');
    act(() => playTo(video, 36.5));
    expect(go).not.toHaveBeenCalled();
    act(() => playTo(video, 37));
    expect(go).toHaveBeenCalledWith('/episode/show/1002');
  });

  it('goes when playback stops 40 ms short of the end, the countdown at 0 there', async () => {
    const video = await episode();
    act(() => playTo(video, 27));
    act(() => playTo(video, 31.96));
    expect(screen.getByRole('region', { name: NEXT_NAME })).toHaveTextContent('پخش خودکار تا ۰ ثانیه دیگر');
    expect(go).toHaveBeenCalledWith('/episode/show/1002');
  });

  it('goes when the video stops for want of data within 0.1 s of its end, which no timeupdate reports', async () => {
    const video = await episode();
    act(() => playTo(video, 27));
    act(() => playTo(video, 31.8));
    expect(go).not.toHaveBeenCalled();
    act(() => {
      media.currentTime = 31.97;
      video.dispatchEvent(new Event('waiting'));
    });
    expect(go).toHaveBeenCalledWith('/episode/show/1002');
  });

  it('cancelled, stays on this episode at its end', async () => {
    const video = await episode();
    act(() => playTo(video, 28));
    await userEvent.click(screen.getByRole('button', { name: t('player.watchCredits') }));
    expect(screen.queryByRole('region', { name: NEXT_NAME })).toBeNull();
    end(video);
    expect(go).not.toHaveBeenCalled();
  });

  it('with autoplay off, offers the next episode without a countdown and never goes by itself', async () => {
    setAutoplay(false);
    const video = await episode();
    act(() => playTo(video, 28));
    const overlay = screen.getByRole('region', { name: NEXT_NAME });
    expect(overlay).not.toHaveTextContent('پخش خودکار');
    end(video);
    expect(go).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: t('player.playNextEpisode') }));
    expect(go).toHaveBeenCalledWith('/episode/show/1002');
  });

  it('shows the next episode’s still with the ring over it, as d-watch-nextup draws it', async () => {
    const video = await episode();
    act(() => playTo(video, 27));
    const overlay = screen.getByRole('region', { name: NEXT_NAME });
    const still = overlay.querySelector('.player-next__art img');
    expect(still).toHaveAttribute('src', '/d.jpg');
    expect(still).toHaveAttribute('alt', '');
    expect(overlay.querySelector('.player-next__art .player-next__ring')).not.toBeNull();
  });

  it('draws no still for a suggestion whose backdrop is not a site path or a web address', async () => {
    const { data } = (EPISODE_WATCH as { body: { data: { suggestion: object } } }).body;
    const suggestion = { ...data.suggestion, backdrop: 'javascript:alert(1)' };
    stubApi({ 'POST /api/v1/get/watch/series': { body: { data: { ...data, suggestion } } } });
    const video = await episode();
    act(() => playTo(video, 27));
    const overlay = screen.getByRole('region', { name: NEXT_NAME });
    expect(overlay.querySelector('img')).toBeNull();
    expect(overlay.querySelector('.player-next__ring')).not.toBeNull();
  });

  it("reads «بعدی: …» after a film, for the catalog's suggestion", async () => {
    const { container } = renderPlayer();
    const video = await pressPlay(container);
    act(() => playTo(video, 27));
    const overlay = screen.getByRole('region', { name: 'بعدی: فیلم بعدی' });
    await userEvent.click(within(overlay).getByRole('button', { name: t('player.playNext') }));
    expect(go).toHaveBeenCalledWith('/movie/show/8');
  });

  it('starts playing at once on the page the previous episode opened', async () => {
    document.cookie = `${PLAY_NEXT_COOKIE}=1001; path=/`;
    const { container } = renderPlayer({ kind: 'episode', id: 1001, seriesId: 201 }, 'قسمت اول');
    await vi.waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    // The mark is used once.
    expect(document.cookie).not.toContain(`${PLAY_NEXT_COOKIE}=1001`);
  });
});
