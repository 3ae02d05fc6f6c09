import type { ErrorDetails, ErrorTypes } from 'hls.js';
import type { AttachedSource } from './attach';

// The player recovers (docs/media.md "Recovery"). Media links expire (a token opens a title's
// files for a while, docs/media.md "Delivery: tokens, caching, nginx"), so after a long pause any media request may answer
// 403: the player then asks the watch call again for the same title and plays the fresh links
// from where it was, in the same audio, quality and subtitles, paused if it was. Other failures
// of hls.js get its own remedies first (startLoad after a network error, recoverMediaError after
// a media error); when nothing works, the stage says so with a retry (Stage.tsx), never a silent
// freeze. Nothing here imports hls.js: it loads when playing starts (attach.ts).

/** Statuses of a media link that is no longer good (expired, another viewer's): fetch fresh ones. */
export const EXPIRED_STATUSES: readonly number[] = [401, 403, 410];

/** Delays before each hls.startLoad() after a fatal network error; then fresh links. */
export const LOAD_RETRY_MS: readonly number[] = [1_000, 2_000, 4_000];

/** Delays before each fresh answer of one recovery; when all have failed, the message. */
export const RENEW_DELAYS_MS: readonly number[] = [0, 1_000, 3_000];

// hls.js's names, as strings: the types keep them equal to its enums without importing it.
const NETWORK_ERROR: `${ErrorTypes.NETWORK_ERROR}` = 'networkError';
const MEDIA_ERROR: `${ErrorTypes.MEDIA_ERROR}` = 'mediaError';
/** Failures no retry of the same links mends: the master, its parsing, a key. */
const RENEW_DETAILS: ReadonlySet<string> = new Set<`${ErrorDetails}`>([
  'manifestLoadError',
  'manifestLoadTimeOut',
  'manifestParsingError',
  'manifestIncompatibleCodecsError',
  'keyLoadError',
  'keyLoadTimeOut',
]);

/** What the player reads of hls.js's ERROR event. */
export interface HlsErrorData {
  fatal: boolean;
  type: string;
  details: string;
  response?: { code?: number | undefined } | undefined;
}

/**
 * What an hls.js error asks for: `renew` (fresh links: a refused link, fatal or not, since hls.js
 * would otherwise switch away and stall; a master or key that failed; any other fatal error),
 * `load` (hls.startLoad again, for a network that failed), `media` (hls.recoverMediaError), or
 * `ignore` (hls.js is handling it).
 */
export function errorRemedy(data: HlsErrorData): 'renew' | 'load' | 'media' | 'ignore' {
  const status = data.response?.code;
  if (status !== undefined && EXPIRED_STATUSES.includes(status)) return 'renew';
  if (!data.fatal) return 'ignore';
  if (RENEW_DETAILS.has(data.details)) return 'renew';
  if (data.type === NETWORK_ERROR) return 'load';
  if (data.type === MEDIA_ERROR) return 'media';
  return 'renew';
}

/** The parts of an hls.js instance its remedies use. */
export interface HlsRemedies {
  startLoad: () => void;
  stopLoad: () => void;
  recoverMediaError: () => void;
  swapAudioCodec: () => void;
}

/**
 * One hls.js instance's error handling: `error` takes each ERROR event, `loaded` a fragment that
 * arrived (the network works again: its retries start over), `mediaFailed` the video's own error
 * event. What its remedies cannot mend goes to `renew` (once: the instance stops loading and is
 * replaced with fresh links). `dispose` cancels a retry still waiting.
 */
export function hlsRecovery(hls: HlsRemedies, renew: () => void) {
  let loads = 0;
  let mediaRecoveries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let renewed = false;
  const giveUp = () => {
    if (renewed) return;
    renewed = true;
    clearTimeout(timer);
    hls.stopLoad();
    renew();
  };
  const recoverMedia = () => {
    // hls.js's own advice: recover once, then once more with the audio codec swapped.
    if (mediaRecoveries >= 2) return giveUp();
    if (mediaRecoveries === 1) hls.swapAudioCodec();
    mediaRecoveries += 1;
    hls.recoverMediaError();
  };
  return {
    error(data: HlsErrorData) {
      if (renewed) return;
      const remedy = errorRemedy(data);
      if (remedy === 'renew') giveUp();
      else if (remedy === 'media') recoverMedia();
      else if (remedy === 'load') {
        const delay = LOAD_RETRY_MS[loads];
        if (delay === undefined) return giveUp();
        loads += 1;
        clearTimeout(timer);
        timer = setTimeout(() => hls.startLoad(), delay);
      }
    },
    loaded() {
      loads = 0;
    },
    mediaFailed() {
      if (!renewed) recoverMedia();
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}

/** Where the viewer was: what fresh links must restore. */
export interface Place {
  /** Seconds into the video. */
  time: number;
  paused: boolean;
  /** The audio rendition's language, or null (native HLS, or none known yet). */
  audioLang: string | null;
  /** The chosen rung's height, or null for automatic. */
  rungHeight: number | null;
}

interface RenewParts<Answer> {
  /** Reads the viewer's place now (the video and the chosen renditions). */
  place: () => Place;
  /** Asks the watch call again: the fresh answer, or null when it was refused (the player shows that). */
  fetchAnswer: () => Promise<Answer | null>;
  /** Plays the fresh answer from `place`. */
  load: (answer: Answer, place: Place) => void;
  /** Nothing worked: the message with its retry. */
  fail: () => void;
}

/**
 * The player's side of a recovery: `trouble` (a source gave up on its links) fetches a fresh
 * answer and loads it at the place read when the trouble began, up to RENEW_DELAYS_MS.length times
 * until the media plays again (`recovered`); then `fail`. `retry` (the message's button) starts
 * over from the same place.
 */
export function linkRenewal<Answer>({ place, fetchAnswer, load, fail }: RenewParts<Answer>) {
  let attempts = 0;
  let busy = false;
  let failed = false;
  let kept: Place | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const attempt = async (from: Place) => {
    attempts += 1;
    let answer: Answer | null;
    try {
      answer = await fetchAnswer();
    } catch {
      busy = false;
      if (!disposed) trouble();
      return;
    }
    busy = false;
    if (disposed || answer === null) return;
    load(answer, from);
  };

  function trouble() {
    if (busy || failed || disposed) return;
    const from = (kept ??= place());
    const delay = RENEW_DELAYS_MS[attempts];
    if (delay === undefined) {
      failed = true;
      fail();
      return;
    }
    busy = true;
    timer = setTimeout(() => void attempt(from), delay);
  }

  return {
    trouble,
    /** The media plays (or could) again: the next trouble starts a new recovery from its own place. */
    recovered() {
      if (busy || failed) return;
      attempts = 0;
      kept = null;
    },
    retry() {
      attempts = 0;
      failed = false;
      trouble();
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
    },
  };
}

/**
 * The viewer's place now: the video's time and pause state once it has started, the audio
 * and rung chosen on `source` once it knows them; else what `asked` (the place the source was
 * attached from) said, so a source that failed before it started keeps the viewer's choices.
 */
export function placeOf(video: HTMLVideoElement | null, source: AttachedSource | null, asked: Place): Place {
  const started = video !== null && (video.currentTime > 0 || video.readyState >= video.HAVE_METADATA);
  const audio = source?.audioTracks.find((track) => track.id === source.audioTrack);
  const rungsKnown = source !== null && source.rungs.length > 0;
  return {
    time: started ? video.currentTime : asked.time,
    paused: started ? video.paused : asked.paused,
    audioLang: audio?.lang || asked.audioLang,
    rungHeight: rungsKnown ? (source.rungs.find((rung) => rung.id === source.rung)?.height ?? null) : asked.rungHeight,
  };
}
