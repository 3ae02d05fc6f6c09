import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { Locale, Translate } from '../../lib/i18n';
import type { AudioRendition, QualityRung } from './attach';
import { SPEEDS } from './settings';
import { LANGUAGE_NAMES } from './subtitles';
import { formatDigits, formatNumber } from '../../lib/i18n/format';
import { formatDataSize } from '../../lib/i18n/format-data';

export interface SettingsChoices {
  rungs: QualityRung[];
  /** -1 for automatic. */
  rung: number;
  playingHeight: number;
  audioTracks: AudioRendition[];
  audioTrack: number;
  subtitles: string[];
  subtitle: string;
  rate: number;
  /** Bytes this viewing has loaded (docs/data-budget.md "Data used"). */
  dataUsed: number;
  /** The data saver's cap on the rungs, or null. */
  maxHeight: number | null;
}

export interface SettingsActions {
  chooseRung: (id: number) => void;
  chooseAudio: (track: AudioRendition) => void;
  chooseSubtitle: (language: string) => void;
  chooseRate: (rate: number) => void;
}

interface Props extends SettingsChoices, SettingsActions {
  t: Translate;
  locale: Locale;
  id: string;
  /** Closes the menu; focus goes back to its button. */
  close: () => void;
}

/**
 * The settings menu (original-app §4 settings drawer): quality (auto and each rung), audio
 * (dubbed or original), subtitles (off, fa, en) and playback speed, each a group of radio
 * buttons: Tab moves between groups, the arrows within one, Esc closes. DESIGN.md §5 "Settings":
 * quality and speed look as segmented controls, audio and subtitles as check lists; a panel above
 * the settings button on a desktop, a bottom sheet on a phone (_player.scss).
 */
export function SettingsMenu({ t, locale, id, close, ...choices }: Props) {
  const name = useId();
  const panel = useRef<HTMLDivElement>(null);
  const digits = (text: string) => formatDigits(text, locale);

  // Opening puts focus on the first group's choice.
  useEffect(() => {
    panel.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  const audioLabel = (track: AudioRendition) => {
    const label = track.lang === 'fa' ? t('player.audioDubbed') : t('player.audioOriginal');
    // Two renditions of the same kind are told apart by their own names.
    const same = choices.audioTracks.filter((other) => (other.lang === 'fa') === (track.lang === 'fa')).length > 1;
    return same ? track.name : label;
  };

  return (
    <div
      ref={panel}
      id={id}
      className="player-menu"
      role="dialog"
      aria-label={t('player.settings')}
      onKeyDown={onKeyDown}
    >
      {/* docs/data-budget.md: the rung playing, the data this viewing used, the saver's cap. */}
      <ul className="player-menu-facts">
        {choices.playingHeight > 0 && <li>{digits(t('player.playingNow', { height: choices.playingHeight }))}</li>}
        <li>{t('player.dataUsed', { size: formatDataSize(choices.dataUsed, locale) })}</li>
        {choices.maxHeight !== null && <li>{digits(t('player.dataSaverCap', { height: choices.maxHeight }))}</li>}
      </ul>
      <Group legend={t('player.quality')} segmented>
        <Choice
          name={`${name}-quality`}
          checked={choices.rung === -1}
          onChange={() => choices.chooseRung(-1)}
          label={
            choices.rung === -1 && choices.playingHeight
              ? digits(t('player.qualityAutoNow', { height: choices.playingHeight }))
              : t('player.qualityAuto')
          }
          accessibleLabel={t('player.qualityAuto')}
        />
        {[...choices.rungs]
          .sort((a, b) => b.height - a.height)
          .map((rung) => (
            <Choice
              key={rung.id}
              name={`${name}-quality`}
              checked={choices.rung === rung.id}
              onChange={() => choices.chooseRung(rung.id)}
              label={digits(`${rung.height}p`)}
            />
          ))}
      </Group>
      {choices.audioTracks.length > 1 && (
        <Group legend={t('player.audio')}>
          {choices.audioTracks.map((track) => (
            <Choice
              key={track.id}
              name={`${name}-audio`}
              checked={choices.audioTrack === track.id}
              onChange={() => choices.chooseAudio(track)}
              label={audioLabel(track)}
              lang={track.lang || undefined}
            />
          ))}
        </Group>
      )}
      {choices.subtitles.length > 0 && (
        <Group legend={t('player.subtitles')}>
          <Choice
            name={`${name}-subtitles`}
            checked={choices.subtitle === 'off'}
            onChange={() => choices.chooseSubtitle('off')}
            label={t('player.subtitlesOff')}
          />
          {choices.subtitles.map((language) => (
            <Choice
              key={language}
              name={`${name}-subtitles`}
              checked={choices.subtitle === language}
              onChange={() => choices.chooseSubtitle(language)}
              label={LANGUAGE_NAMES[language] ?? language}
              lang={language}
            />
          ))}
        </Group>
      )}
      <Group legend={t('player.speed')} segmented>
        {SPEEDS.map((rate) => (
          <Choice
            key={rate}
            name={`${name}-speed`}
            checked={choices.rate === rate}
            onChange={() => choices.chooseRate(rate)}
            label={rate === 1 ? t('player.speedNormal') : speedLabel(rate, locale)}
          />
        ))}
      </Group>
    </div>
  );
}

/** DESIGN.md §5 settings: `۰٫۵×`, in the page's digits and decimal sign (R5). */
const speedLabel = (rate: number, locale: Locale) => `${formatNumber(rate, locale)}×`;

/** A group of choices: a segmented control (quality, speed) or a check list (audio, subtitles). */
function Group({ legend, children, segmented = false }: { legend: string; children: ReactNode; segmented?: boolean }) {
  return (
    <fieldset className={`player-menu-group${segmented ? ' segmented' : ' checklist'}`}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

interface ChoiceProps {
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  /** The name a screen reader hears when the label carries more (the rung playing under auto). */
  accessibleLabel?: string;
  lang?: string | undefined;
}

function Choice({ name, checked, onChange, label, accessibleLabel, lang }: ChoiceProps) {
  return (
    <label className="player-menu-choice" lang={lang}>
      <input type="radio" name={name} checked={checked} onChange={onChange} aria-label={accessibleLabel} />
      <span dir="auto">{label}</span>
    </label>
  );
}
