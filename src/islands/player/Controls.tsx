import { useId, useRef, type CSSProperties } from 'react';
import type { Locale, Translate } from '../../lib/i18n';
import { Icon } from './Icon';
import { SettingsMenu, type SettingsActions, type SettingsChoices } from './SettingsMenu';
import { formatTime } from './time';
import type { MediaState } from './use-media';
import { formatDigits } from '../../lib/i18n/format';

export interface ControlActions extends SettingsActions {
  togglePlay: () => void;
  seekBy: (seconds: number) => void;
  seekTo: (seconds: number) => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
  toggleFullscreen: () => void;
  togglePip: (() => void) | null;
}

interface Props {
  t: Translate;
  locale: Locale;
  media: MediaState;
  /** A live channel: no time slider and no seeking. */
  live: boolean;
  fullscreen: boolean;
  hidden: boolean;
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  choices: SettingsChoices;
  actions: ControlActions;
  /** The intro's chapter on the seek bar (seconds), when the title has one. */
  intro?: { from: number; to: number } | null;
  /** The next episode, labelled in the row (DESIGN.md §5 "Player chrome"). */
  next?: { label: string; go: () => void } | null;
  /** Whether the keys' help shows (behind `?`, desktop only). */
  keysOpen?: boolean;
  toggleKeys?: () => void;
}

/** spec §2 player, original-app §4: ±10 s buttons. */
export const SEEK_STEP_S = 10;

/**
 * The control bar, a left-to-right island in every language (DESIGN.md §6 R4): the seek bar with
 * its buffered and played parts, the intro's chapter and the times at its ends; then play/pause,
 * ±10 s, the volume, and after a spacer the next episode (labelled), settings, picture in picture,
 * fullscreen and the keys' help. On a phone held upright the stylesheet moves −10 / play / +10
 * to the video's centre (§5 "Phone portrait"). Menus and labels inside read in the page's language.
 */
export function Controls({
  t,
  locale,
  media,
  live,
  fullscreen,
  hidden,
  menuOpen,
  setMenuOpen,
  choices,
  actions,
  intro = null,
  next = null,
  keysOpen = false,
  toggleKeys,
}: Props) {
  const menuId = useId();
  const settingsButton = useRef<HTMLButtonElement>(null);
  const level = media.muted ? 0 : media.volume;
  const percent = (value: number) => {
    const text = `${Math.round(value * 100)}%`;
    return formatDigits(text, locale);
  };
  const total = Math.max(media.duration, 0);
  const share = (seconds: number) => (total > 0 ? `${Math.min(100, Math.max(0, (seconds / total) * 100))}%` : '0%');
  const seekStyle = {
    '--played': share(media.time),
    '--buffered': share(Math.max(media.buffered ?? 0, media.time)),
  } as CSSProperties;
  const closeMenu = () => {
    setMenuOpen(false);
    settingsButton.current?.focus();
  };

  return (
    <div className="player-controls" data-hidden={hidden || undefined}>
      {menuOpen && <SettingsMenu t={t} locale={locale} id={menuId} close={closeMenu} {...choices} {...actions} />}
      {!live && (
        <div className="player-timeline pl__seek" dir="ltr" style={seekStyle}>
          <span className="pl__time">{formatTime(media.time, locale)}</span>
          <span className="pl__track">
            {intro && total > 0 && intro.to > intro.from && (
              <span
                className="pl__chapter"
                data-label={t('player.introChapter')}
                title={t('player.introChapter')}
                style={{ left: share(intro.from), width: share(intro.to - intro.from) }}
              />
            )}
            <input
              type="range"
              className="player-range"
              min={0}
              max={total}
              step="any"
              value={Math.min(media.time, media.duration)}
              aria-label={t('player.time')}
              aria-valuetext={t('player.timeOf', {
                time: formatTime(media.time, locale),
                total: formatTime(media.duration, locale),
              })}
              onChange={(event) => actions.seekTo(Number(event.target.value))}
            />
          </span>
          <span className="pl__time">{formatTime(media.duration, locale)}</span>
        </div>
      )}
      <div className="player-bar pl__ctrls" dir="ltr">
        <button
          type="button"
          className="player-button pl__play"
          aria-label={media.paused ? t('player.play') : t('player.pause')}
          onClick={actions.togglePlay}
        >
          <Icon name={media.paused ? 'play' : 'pause'} />
        </button>
        {!live && (
          <span className="player-group pl__skip10" dir="ltr">
            <button
              type="button"
              className="player-button"
              aria-label={t('player.back10')}
              onClick={() => actions.seekBy(-SEEK_STEP_S)}
            >
              <Icon name="back" />
            </button>
            <button
              type="button"
              className="player-button"
              aria-label={t('player.forward10')}
              onClick={() => actions.seekBy(SEEK_STEP_S)}
            >
              <Icon name="forward" />
            </button>
          </span>
        )}
        <span className="player-group" dir="ltr">
          <button
            type="button"
            className="player-button"
            aria-label={media.muted ? t('player.unmute') : t('player.mute')}
            aria-pressed={media.muted}
            onClick={actions.toggleMute}
          >
            <Icon name={media.muted || media.volume === 0 ? 'muted' : 'volume'} />
          </button>
          <input
            type="range"
            className="player-range player-volume"
            min={0}
            max={1}
            step={0.05}
            value={level}
            aria-label={t('player.volume')}
            aria-valuetext={percent(level)}
            onChange={(event) => actions.setVolume(Number(event.target.value))}
          />
        </span>
        <span className="player-spacer" />
        {next && (
          <button type="button" className="player-button pl__next" onClick={next.go}>
            <Icon name="skipNext" />
            <span className="pl__next-label">{next.label}</span>
          </button>
        )}
        <button
          ref={settingsButton}
          type="button"
          className="player-button"
          aria-label={t('player.settings')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Icon name="settings" />
        </button>
        {actions.togglePip && (
          <button type="button" className="player-button" aria-label={t('player.pip')} onClick={actions.togglePip}>
            <Icon name="pip" />
          </button>
        )}
        <button
          type="button"
          className="player-button"
          aria-label={fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
          onClick={actions.toggleFullscreen}
        >
          <Icon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} />
        </button>
        {toggleKeys && (
          <button
            type="button"
            className="player-button pl__help"
            aria-label={t('player.keysHelp')}
            aria-expanded={keysOpen}
            aria-controls="player-keys"
            onClick={toggleKeys}
          >
            <Icon name="help" />
          </button>
        )}
      </div>
    </div>
  );
}
