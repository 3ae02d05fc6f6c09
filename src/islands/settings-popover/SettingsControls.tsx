import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { createTranslate, LOCALES, type Locale, type MessageKey } from '../../lib/i18n';
import { EMPTY_FILTER, FILTER_FIELDS, type Filter } from '../../contract/rules/filter';
import { changeFilter, savedFilter } from '../../stores/filter';
import { $darkMode, setNightMode } from '../../stores/settings';

interface Props {
  locale: Locale;
  /** The popover holding these controls: the saved filter is read again each time it opens. */
  popoverId: string;
}

const LANGUAGE_NAMES: Record<Locale, string> = { fa: 'فارسی', en: 'English' };

/**
 * spec §2 Header, the settings popover: the night-mode toggle (§4 Other: sets dark or system),
 * the language switch shown disabled, and the fixed content filter, saved at once in the
 * filtercontents cookie with the §4 Filter change (which emits the content re-filter event).
 */
export default function SettingsControls({ locale, popoverId }: Props) {
  const t = createTranslate(locale);
  const id = useId();
  const dark = useStore($darkMode);
  // Server and first client render agree (controls disabled, defaults); stored values come after.
  const [ready, setReady] = useState(false);
  const [filter, setFilter] = useState<Filter>(EMPTY_FILTER);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    const readSaved = () => setFilter(savedFilter() ?? EMPTY_FILTER);
    readSaved();
    setReady(true);
    const popover = document.getElementById(popoverId);
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') readSaved();
      else setSaved(false);
    };
    popover?.addEventListener('toggle', onToggle);
    return () => popover?.removeEventListener('toggle', onToggle);
  }, [popoverId]);

  const saveFilter = (next: Filter) => {
    setFilter(next);
    changeFilter(next, { save: true });
    setSaved(true);
  };

  return (
    <div className="d-flex flex-column gap-3">
      <div className="form-check form-switch">
        <input
          className="form-check-input"
          type="checkbox"
          role="switch"
          id={`${id}-night`}
          checked={ready && dark}
          disabled={!ready}
          onChange={(event) => setNightMode(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={`${id}-night`}>
          {t('settings.nightMode')}
        </label>
      </div>
      <div>
        <label className="form-label" htmlFor={`${id}-language`}>
          {t('settings.language')}
        </label>
        {/* spec §2: the language switch is shown disabled. */}
        <select className="form-select form-select-sm" id={`${id}-language`} defaultValue={locale} disabled>
          {LOCALES.map((value) => (
            <option key={value} value={value} lang={value}>
              {LANGUAGE_NAMES[value]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="d-flex flex-column gap-2" disabled={!ready}>
        <legend className="h6 mb-1">{t('settings.fixedFilter')}</legend>
        {FILTER_FIELDS.map((select) => (
          <div key={select.key}>
            <label className="form-label small mb-1" htmlFor={`${id}-${select.key}`}>
              {t(select.label)}
            </label>
            <select
              className="form-select form-select-sm"
              id={`${id}-${select.key}`}
              value={filter[select.key]}
              onChange={(event) => {
                const value = event.target.value;
                // Only the values offered are taken (Filter's types hold them; the DOM gives a string).
                if ((select.values as readonly string[]).includes(value)) {
                  saveFilter({ ...filter, [select.key]: value } as Filter);
                }
              }}
            >
              {select.values.map((value) => (
                <option key={value} value={value}>
                  {t(`${select.label}.${value}` as MessageKey)}
                </option>
              ))}
            </select>
          </div>
        ))}
        <button
          className="btn btn-sm btn-outline-secondary align-self-start"
          type="button"
          onClick={() => saveFilter(EMPTY_FILTER)}
        >
          {t('settings.clearFilter')}
        </button>
      </fieldset>
      <p className="small text-body-secondary m-0" role="status">
        {saved ? t('profile.saved') : ''}
      </p>
    </div>
  );
}
