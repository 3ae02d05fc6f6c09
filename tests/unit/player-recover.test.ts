import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttachedSource } from '../../src/islands/player/attach';
import {
  errorRemedy,
  hlsRecovery,
  linkRenewal,
  LOAD_RETRY_MS,
  placeOf,
  RENEW_DELAYS_MS,
  type Place,
} from '../../src/islands/player/recover';

// docs/media.md "Recovery": what the player does about each failure (src/islands/player/recover.ts).

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const network = { fatal: true, type: 'networkError', details: 'fragLoadError' };

describe('errorRemedy', () => {
  it.each([
    ['a 403 on a fragment, not yet fatal', { ...network, fatal: false, response: { code: 403 } }, 'renew'],
    ['a 401 on an audio playlist', { ...network, details: 'audioTrackLoadError', response: { code: 401 } }, 'renew'],
    ['a 410 on a level playlist', { ...network, details: 'levelLoadError', response: { code: 410 } }, 'renew'],
    ['a master that does not load', { ...network, details: 'manifestLoadError', response: { code: 0 } }, 'renew'],
    ['a key that does not load', { ...network, details: 'keyLoadError' }, 'renew'],
    ['a fragment that timed out', { ...network, details: 'fragLoadTimeOut' }, 'load'],
    ['a 503 hls.js gave up on', { ...network, response: { code: 503 } }, 'load'],
    ['a media error', { fatal: true, type: 'mediaError', details: 'bufferAppendError' }, 'media'],
    ['any other fatal error', { fatal: true, type: 'otherError', details: 'internalException' }, 'renew'],
    ['a 404 hls.js still handles', { ...network, fatal: false, response: { code: 404 } }, 'ignore'],
    ['a stall', { fatal: false, type: 'mediaError', details: 'bufferStalledError' }, 'ignore'],
  ])('%s: %s', (_name, data, remedy) => {
    expect(errorRemedy(data)).toBe(remedy);
  });
});

function fakeHls() {
  return { startLoad: vi.fn(), stopLoad: vi.fn(), recoverMediaError: vi.fn(), swapAudioCodec: vi.fn() };
}

describe('hlsRecovery', () => {
  it('retries a network error with startLoad after growing delays, then asks for fresh links once', () => {
    const hls = fakeHls();
    const renew = vi.fn();
    const recovery = hlsRecovery(hls, renew);
    for (const [index, delay] of LOAD_RETRY_MS.entries()) {
      recovery.error(network);
      vi.advanceTimersByTime(delay - 1);
      expect(hls.startLoad).toHaveBeenCalledTimes(index);
      vi.advanceTimersByTime(1);
      expect(hls.startLoad).toHaveBeenCalledTimes(index + 1);
    }
    recovery.error(network);
    expect(hls.stopLoad).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenCalledTimes(1);
    recovery.error({ ...network, response: { code: 403 } });
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('starts its network retries over once a fragment arrives', () => {
    const hls = fakeHls();
    const renew = vi.fn();
    const recovery = hlsRecovery(hls, renew);
    for (let round = 0; round < 5; round += 1) {
      recovery.error(network);
      vi.advanceTimersByTime(LOAD_RETRY_MS[0]!);
      recovery.loaded();
    }
    expect(hls.startLoad).toHaveBeenCalledTimes(5);
    expect(renew).not.toHaveBeenCalled();
  });

  it('recovers a media error, then swaps the audio codec, then asks for fresh links; the video error counts too', () => {
    const hls = fakeHls();
    const renew = vi.fn();
    const recovery = hlsRecovery(hls, renew);
    recovery.mediaFailed();
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(1);
    expect(hls.swapAudioCodec).not.toHaveBeenCalled();
    recovery.error({ fatal: true, type: 'mediaError', details: 'bufferAppendError' });
    expect(hls.swapAudioCodec).toHaveBeenCalledTimes(1);
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(2);
    recovery.error({ fatal: true, type: 'mediaError', details: 'bufferAppendError' });
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('asks for fresh links at once on a 403, and a retry still waiting is cancelled', () => {
    const hls = fakeHls();
    const renew = vi.fn();
    const recovery = hlsRecovery(hls, renew);
    recovery.error(network);
    recovery.error({ ...network, fatal: false, response: { code: 403 } });
    expect(renew).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(hls.startLoad).not.toHaveBeenCalled();
  });
});

const PLACE: Place = { time: 14, paused: true, audioLang: 'en', rungHeight: 360 };

describe('linkRenewal', () => {
  it('loads a fresh answer at the place read when the trouble began, at most a few times, then fails', async () => {
    let now: Place = PLACE;
    const load = vi.fn();
    const fail = vi.fn();
    const fetchAnswer = vi.fn(async () => 'answer');
    const renewal = linkRenewal({ place: () => now, fetchAnswer, load, fail });
    for (const delay of RENEW_DELAYS_MS) {
      renewal.trouble();
      renewal.trouble(); // a second failure while one is handled adds nothing
      now = { ...PLACE, time: 0 }; // a reloading video reads 0: the first place is kept
      await vi.advanceTimersByTimeAsync(delay);
    }
    expect(fetchAnswer).toHaveBeenCalledTimes(RENEW_DELAYS_MS.length);
    expect(load.mock.calls).toEqual(RENEW_DELAYS_MS.map(() => ['answer', PLACE]));
    expect(fail).not.toHaveBeenCalled();
    renewal.trouble();
    expect(fail).toHaveBeenCalledTimes(1);

    // The retry starts over from the same place.
    renewal.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenLastCalledWith('answer', PLACE);
  });

  it('counts a watch call that fails as an attempt, and starts over once the media plays again', async () => {
    const load = vi.fn();
    const fail = vi.fn();
    const fetchAnswer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('answer');
    let now: Place = PLACE;
    const renewal = linkRenewal({ place: () => now, fetchAnswer, load, fail });
    renewal.trouble();
    await vi.advanceTimersByTimeAsync(RENEW_DELAYS_MS[0]! + RENEW_DELAYS_MS[1]!);
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
    renewal.recovered();
    now = { ...PLACE, time: 25 };
    renewal.trouble();
    await vi.advanceTimersByTimeAsync(RENEW_DELAYS_MS[0]!);
    expect(load).toHaveBeenLastCalledWith('answer', now);
  });

  it('stops quietly when the fresh answer is a refusal (the player shows it), and after dispose', async () => {
    const load = vi.fn();
    const fail = vi.fn();
    const renewal = linkRenewal({ place: () => PLACE, fetchAnswer: async () => null, load, fail });
    renewal.trouble();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).not.toHaveBeenCalled();
    expect(fail).not.toHaveBeenCalled();
    renewal.dispose();
    renewal.trouble();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fail).not.toHaveBeenCalled();
  });
});

describe('placeOf', () => {
  const source = {
    audioTracks: [
      { id: 0, name: 'fa', lang: 'fa' },
      { id: 1, name: 'en', lang: 'en' },
    ],
    audioTrack: 1,
    rungs: [
      { id: 0, height: 240 },
      { id: 1, height: 360 },
    ],
    rung: 0,
  } as AttachedSource;
  const video = (currentTime: number, paused: boolean, readyState = 4) =>
    ({ currentTime, paused, readyState, HAVE_METADATA: 1 }) as HTMLVideoElement;
  const asked: Place = { time: 12, paused: false, audioLang: 'fa', rungHeight: null };

  it('reads the video and the renditions chosen on the source', () => {
    expect(placeOf(video(20, true), source, asked)).toEqual({ time: 20, paused: true, audioLang: 'en', rungHeight: 240 });
    expect(placeOf(video(20, false), { ...source, rung: -1 }, asked).rungHeight).toBeNull();
  });

  it('keeps what the source was asked for while it has not started (a master that failed)', () => {
    expect(placeOf(video(0, true, 0), { ...source, audioTracks: [], rungs: [] }, asked)).toEqual(asked);
    expect(placeOf(null, null, asked)).toEqual(asked);
  });
});
