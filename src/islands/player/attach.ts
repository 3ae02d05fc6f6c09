// The HLS source of the player. hls.js, imported at that moment and never with the page (README
// "Islands hydrate on interaction"), wherever Media Source Extensions exist: it is what offers
// the dubbed/original audio choice (a browser playing HLS itself, as Chromium now does, gives
// the page no audio tracks). Browsers without MSE that play HLS themselves (older iPhones) get
// the master URL as the video's src.

/** An attached source: the audio renditions it offers and how to pick one, and its teardown. */
export interface AttachedSource {
  audioTracks: { id: number; name: string; lang: string }[];
  audioTrack: number;
  setAudioTrack: (id: number) => void;
  onAudioTracks: (listener: () => void) => void;
  destroy: () => void;
}

export const HLS_TYPE = 'application/vnd.apple.mpegurl';

export async function attachHls(video: HTMLVideoElement, url: string): Promise<AttachedSource> {
  const native = (): AttachedSource => {
    video.src = url;
    return {
      audioTracks: [],
      audioTrack: -1,
      setAudioTrack: () => undefined,
      onAudioTracks: () => undefined,
      destroy: () => {
        video.removeAttribute('src');
        video.load();
      },
    };
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
  const hls = new Hls({ enableWebVTT: false, renderTextTracksNatively: false });
  const listeners: (() => void)[] = [];
  const source: AttachedSource = {
    audioTracks: [],
    audioTrack: -1,
    setAudioTrack: (id) => {
      hls.audioTrack = id;
    },
    onAudioTracks: (listener) => listeners.push(listener),
    destroy: () => hls.destroy(),
  };
  const update = () => {
    source.audioTracks = hls.audioTracks.map((track, id) => ({ id, name: track.name, lang: track.lang ?? '' }));
    source.audioTrack = hls.audioTrack;
    for (const listener of listeners) listener();
  };
  hls.on(Hls.Events.AUDIO_TRACKS_UPDATED, update);
  hls.on(Hls.Events.AUDIO_TRACK_SWITCHED, update);
  hls.loadSource(url);
  hls.attachMedia(video);
  return source;
}
