import { useId, useRef } from 'react';
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
}

/** spec §2 player, original-app §4: ±10 s buttons. */
export const SEEK_STEP_S = 10;

/**
 * The control bar. It follows the page's direction (play first, at the start of the line), but
 * the time and volume sliders and the ±10 s pair stay left to right, as the big services keep
 * them (vod-features §4): time runs from left to right whatever the language.
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
}: Props) {
  const menuId = useId();
  const settingsButton = useRef<HTMLButtonElement>(null);
  const level = media.muted ? 0 : media.volume;
  const percent = (value: number) => {
    const text = `${Math.round(value * 100)}%`;
    return formatDigits(text, locale);
  };
  const closeMenu = () => {
    setMenuOpen(false);
    settingsButton.current?.focus();
  };

  return (
    <div className="player-controls" data-hidden={hidden || undefined}>
      {menuOpen && <SettingsMenu t={t} locale={locale} id={menuId} close={closeMenu} {...choices} {...actions} />}
      {!live && (
        <div className="player-timeline" dir="ltr">
          <input
            type="range"
            className="player-range"
            min={0}
            max={Math.max(media.duration, 0)}
            step="any"
            value={Math.min(media.time, media.duration)}
            aria-label={t('player.time')}
            aria-valuetext={t('player.timeOf', {
              time: formatTime(media.time, locale),
              total: formatTime(media.duration, locale),
            })}
            onChange={(event) => actions.seekTo(Number(event.target.value))}
          />
        </div>
      )}
      <div className="player-bar">
        <button
          type="button"
          className="player-button"
          aria-label={media.paused ? t('player.play') : t('player.pause')}
          onClick={actions.togglePlay}
        >
          <Icon name={media.paused ? 'play' : 'pause'} />
        </button>
        {!live && (
          <span className="player-group" dir="ltr">
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
        {!live && (
          <span className="player-clock" dir="ltr">
            {formatTime(media.time, locale)} / {formatTime(media.duration, locale)}
          </span>
        )}
        <span className="player-spacer" />
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
      </div>
    </div>
  );
}
