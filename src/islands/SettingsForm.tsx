import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { createTranslate, type Locale, type MessageKey } from '../lib/i18n';
import { AGES, EMPTY_FILTER, type FilterAge } from '../contract/rules/filter';
import { savedAge, savedFilter, saveFilter } from '../stores/filter';
import { setAutoplay as storeAutoplay, storedAutoplay } from '../stores/autoplay';
import { $colorScheme, COLOR_SCHEMES, setColorScheme, type ColorScheme } from '../stores/settings';

// spec §2 /profile/settings: colour preference (spec §4 Other: system, light or dark, stored
// locally and applied at once, as the boot script does before paint), autoplay (spec §3, default
// on) and the age filter kept in the filtercontents cookie as the spec §4 query string. Each
// choice is saved as soon as it changes.

export default function SettingsForm({ locale }: { locale: Locale }) {
  const t = createTranslate(locale);
  const id = useId();
  // Server and first client render agree on the defaults; the stored values arrive after mount.
  const stored = useStore($colorScheme);
  const [ready, setReady] = useState(false);
  const scheme = ready ? stored : 'dark';
  const [autoplay, setAutoplay] = useState(true);
  const [age, setAge] = useState<FilterAge>('0');
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    setReady(true);
    setAutoplay(storedAutoplay());
    setAge(savedAge());
  }, []);

  const chooseScheme = (next: ColorScheme) => {
    setColorScheme(next);
    setSaved(true);
  };
  const chooseAutoplay = (next: boolean) => {
    setAutoplay(next);
    storeAutoplay(next);
    setSaved(true);
  };
  const chooseAge = (next: FilterAge) => {
    setAge(next);
    saveFilter({ ...(savedFilter() ?? EMPTY_FILTER), age: next });
    setSaved(true);
  };

  return (
    <form className="d-flex flex-column gap-4" onSubmit={(event) => event.preventDefault()}>
      <fieldset>
        <legend className="h6">{t('profile.colorScheme')}</legend>
        {COLOR_SCHEMES.map((value) => (
          <div className="form-check" key={value}>
            <input
              className="form-check-input"
              type="radio"
              name="color-scheme"
              id={`${id}-scheme-${value}`}
              checked={scheme === value}
              onChange={() => chooseScheme(value)}
            />
            <label className="form-check-label" htmlFor={`${id}-scheme-${value}`}>
              {t(`profile.colorScheme.${value}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="form-check form-switch">
        <input
          className="form-check-input"
          type="checkbox"
          role="switch"
          id={`${id}-autoplay`}
          checked={autoplay}
          onChange={(event) => chooseAutoplay(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={`${id}-autoplay`}>
          {t('profile.autoplay')}
        </label>
      </div>
      <div>
        <label className="form-label" htmlFor={`${id}-age`}>
          {t('profile.ageFilter')}
        </label>
        <select
          className="form-select"
          id={`${id}-age`}
          aria-describedby={`${id}-age-hint`}
          value={age}
          onChange={(event) => chooseAge(event.target.value as FilterAge)}
        >
          {AGES.map((value) => (
            <option key={value} value={value}>
              {t(`filter.age.${value}` as MessageKey)}
            </option>
          ))}
        </select>
        <p className="form-text" id={`${id}-age-hint`}>
          {t('profile.ageFilterHint')}
        </p>
      </div>
      <p className="text-success" role="status">
        {saved ? t('profile.saved') : ''}
      </p>
    </form>
  );
}
