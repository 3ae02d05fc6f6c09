// The viewer's remembered player choices, kept in this browser's local storage as the original
// player kept `{player}-audioLang` and `{player}-volumeState` (original-app §4): the audio
// language per viewer (dubbed or original, so two people sharing a browser keep their own), and
// the volume. Storage may be disabled: the choice then holds for this page only.

/** Playback speeds offered (original-app §4: 0.5x … 2x). */
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** The step of the volume keys and slider. */
export const VOLUME_STEP = 0.1;

const AUDIO_KEY = 'player-audio';
const VOLUME_KEY = 'player-volume';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage disabled: nothing is remembered.
  }
}

/** The audio language this viewer chose last ('fa' dubbed, else the original), or null. */
export const rememberedAudio = (viewer: string): string | null => read(`${AUDIO_KEY}:${viewer}`);

export const rememberAudio = (viewer: string, lang: string): void => write(`${AUDIO_KEY}:${viewer}`, lang);

/** The volume (0–1) and mute state last chosen; full volume, not muted, by default. */
export function rememberedVolume(): { volume: number; muted: boolean } {
  const [volume, muted] = (read(VOLUME_KEY) ?? '').split(':');
  const level = Number(volume);
  return { volume: volume && level >= 0 && level <= 1 ? level : 1, muted: muted === '1' };
}

export const rememberVolume = (volume: number, muted: boolean): void =>
  write(VOLUME_KEY, `${Math.round(volume * 100) / 100}:${muted ? 1 : 0}`);
