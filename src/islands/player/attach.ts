// The HLS source of the player. hls.js, imported at that moment and never with the page
// (docs/decisions/0001-react-islands-on-first-use.md), wherever Media Source Extensions exist: it is what offers
// the dubbed/original audio choice and the quality rungs (a browser playing HLS itself, as
// Chromium now does, gives the page neither). Browsers without MSE that play HLS themselves
// (older iPhones) get the master URL as the video's src, with automatic quality only.
// A source that cannot go on with its links says so (`renew`, recover.ts): the stage then asks
// for fresh ones and attaches them where the viewer was.

import { countNativePlaying } from './native-usage';
import { hlsRecovery } from './recover';

export interface AudioRendition {
  id: number;
  name: string;
  lang: string;
}

/** A rung of the HLS ladder (hls.js's levels). */
export interface QualityRung {
  id: number;
  height: number;
}

/** An attached source: what it offers (audio renditions, quality rungs), how to pick, its teardown. */
export interface AttachedSource {
  audioTracks: AudioRendition[];
  audioTrack: number;
  setAudioTrack: (id: number) => void;
  rungs: QualityRung[];
  /** The chosen rung, -1 for automatic. */
  rung: number;
  /** The height of the rung playing now (0 while unknown), shown beside "auto". */
  playingHeight: number;
  setRung: (id: number) => void;
  /** Called whenever any of the above changes. */
  onChange: (listener: () => void) => void;
  /** The video's own error event. */
  mediaFailed: () => void;
  destroy: () => void;
}

export interface AttachOptions {
  /** The audio rendition to choose, by language, when the renditions are known. */
  audioLang?: string | null;
  /** The rung to hold, by height (a viewer's quality choice); automatic when absent. */
  rungHeight?: number | null;
  /** Where loading starts, in seconds. */
  startAt?: number;
  /** The tallest rung allowed (the watch answer's `max_height`, docs/data-budget.md); any when absent. */
  maxHeight?: number | null;
  /** Counts the bytes of each fragment loaded (video, audio), or natively the bytes of the seconds played, for the data used. */
  onLoaded?: (bytes: number) => void;
  /** The source cannot go on with its links (expired, or every remedy failed): fresh ones are wanted. */
  renew: () => void;
}

export const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Attaches `url` to `video`, with the audio, rung and start `options` ask for. */
export async function attachHls(
  video: HTMLVideoElement,
  url: string,
  { audioLang, rungHeight, startAt = 0, maxHeight = null, onLoaded, renew }: AttachOptions,
): Promise<AttachedSource> {
  // The browser's own HLS chooses its rungs itself: the cap reaches it only through the master
  // the watch answer names, and it tells of no fragment, so the data used is estimated from the
  // seconds played (native-usage.ts; docs/data-budget.md "On the pages"). The height it shows is
  // read from the picture.
  const native = (): AttachedSource => {
    video.src = url;
    const stopCounting = onLoaded ? countNativePlaying(video, url, maxHeight, onLoaded) : () => undefined;
    const listeners: (() => void)[] = [];
    const resized = () => {
      source.playingHeight = video.videoHeight;
      for (const listener of listeners) listener();
    };
    video.addEventListener('resize', resized);
    const source: AttachedSource = {
      audioTracks: [],
      audioTrack: -1,
      setAudioTrack: () => undefined,
      rungs: [],
      rung: -1,
      playingHeight: 0,
      setRung: () => undefined,
      onChange: (listener) => listeners.push(listener),
      // The browser tells no status: any failure may be an expired link, so fresh ones are tried.
      mediaFailed: renew,
      destroy: () => {
        stopCounting();
        video.removeEventListener('resize', resized);
        video.removeAttribute('src');
        video.load();
      },
    };
    return source;
  };
  const mse = 'MediaSource' in window || 'ManagedMediaSource' in window;
  if (!mse && video.canPlayType(HLS_TYPE)) return native();
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    if (video.canPlayType(HLS_TYPE)) return native();
    throw new Error('HLS is not supported by this browser');
  }
  // The subtitles are the page's own <track> elements (the watch answer's new_subtitle), so
  // hls.js does not add the master playlist's subtitle renditions a second time.
  const hls = new Hls({
    enableWebVTT: false,
    renderTextTracksNatively: false,
    ...(startAt > 0 ? { startPosition: startAt } : {}),
  });
  const recovery = hlsRecovery(hls, renew);
  const listeners: (() => void)[] = [];
  const allowed = (height: number) => maxHeight === null || height <= maxHeight;
  /** The last rung allowed (hls.js lists them from the lightest), -1 for all. */
  let cap = -1;
  let chosenAudio = false;
  const source: AttachedSource = {
    audioTracks: [],
    audioTrack: -1,
    setAudioTrack: (id) => {
      hls.audioTrack = id;
      // Shown chosen at once; AUDIO_TRACK_SWITCHED confirms when the rendition has loaded.
      source.audioTrack = id;
      notify();
    },
    rungs: [],
    rung: -1,
    playingHeight: 0,
    setRung: (id) => {
      // currentLevel switches at once (flushing the buffer); -1 gives the choice back to ABR.
      hls.currentLevel = id;
      source.rung = id;
      update();
    },
    onChange: (listener) => listeners.push(listener),
    mediaFailed: () => recovery.mediaFailed(),
    destroy: () => {
      recovery.dispose();
      hls.destroy();
    },
  };
  function update() {
    source.audioTracks = hls.audioTracks.map((track, id) => ({ id, name: track.name, lang: track.lang ?? '' }));
    source.audioTrack = hls.audioTrack;
    source.rungs = hls.levels.flatMap((level, id) => (cap < 0 || id <= cap ? [{ id, height: level.height }] : []));
    const playing = hls.levels[hls.currentLevel];
    source.playingHeight = playing ? playing.height : 0;
    notify();
  }
  function notify() {
    for (const listener of listeners) listener();
  }
  hls.on(Hls.Events.AUDIO_TRACKS_UPDATED, () => {
    // The remembered language, once, when the renditions are first known.
    const preferred = chosenAudio ? -1 : hls.audioTracks.findIndex((track) => track.lang === audioLang);
    chosenAudio = true;
    if (preferred >= 0 && preferred !== hls.audioTrack) hls.audioTrack = preferred;
    update();
  });
  hls.on(Hls.Events.AUDIO_TRACK_SWITCHED, update);
  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    // The cap holds before the first rung is chosen (hls.js starts loading after this event):
    // the automatic choice never goes above it, and the menu offers no rung above it.
    // Should every rung be taller than the cap, the lightest plays.
    if (maxHeight !== null) {
      cap = hls.levels.reduce((last, level, id) => (allowed(level.height) ? id : last), 0);
      hls.autoLevelCapping = cap;
    }
    // The viewer's rung, held from the first fragment (loadLevel: chosen without a flush).
    const held = rungHeight && allowed(rungHeight) ? hls.levels.findIndex((level) => level.height === rungHeight) : -1;
    if (held >= 0) {
      hls.loadLevel = held;
      source.rung = held;
    }
    update();
  });
  hls.on(Hls.Events.LEVEL_SWITCHED, update);
  hls.on(Hls.Events.ERROR, (_event, data) => recovery.error(data));
  hls.on(Hls.Events.FRAG_BUFFERED, () => recovery.loaded());
  hls.on(Hls.Events.FRAG_LOADED, (_event, data) => onLoaded?.((data.part ?? data.frag).stats.loaded));
  hls.loadSource(url);
  hls.attachMedia(video);
  return source;
}
