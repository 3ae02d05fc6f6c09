// The player's keys (spec §2 player; vod-features §2, the big services' conventions): space
// plays or pauses, ←/→ seek 10 s, ↑/↓ change the volume, F fullscreen, M mute, Esc leaves
// fullscreen or closes the settings menu. The time slider stays left to right in a right-to-left
// page (as Netflix, YouTube and the Video.js v10 guidance keep it), so → always seeks forward and
// ← back: the arrow moves the way the slider's thumb moves (docs/media.md "The player").

export type KeyAction = 'toggle' | 'back' | 'forward' | 'louder' | 'quieter' | 'fullscreen' | 'mute' | 'escape';

/** Controls that keep space and the arrows for themselves (a button's space, a slider's arrows). */
const OWN_KEYS = 'button, a, input, select, textarea, [role="radio"], [role="menuitemradio"]';

/**
 * The player action of a key, or null when the key is not the player's. Letters are read by their
 * physical key (`code`), so F and M work on a Persian keyboard layout too.
 */
export function keyAction(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  target: Element | null,
): KeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Escape') return 'escape';
  if (event.code === 'KeyF' || event.key === 'f' || event.key === 'F') return 'fullscreen';
  if (event.code === 'KeyM' || event.key === 'm' || event.key === 'M') return 'mute';
  if (target?.closest(OWN_KEYS)) return null;
  switch (event.key) {
    case ' ':
      return 'toggle';
    case 'ArrowRight':
      return 'forward';
    case 'ArrowLeft':
      return 'back';
    case 'ArrowUp':
      return 'louder';
    case 'ArrowDown':
      return 'quieter';
    default:
      return null;
  }
}
