import { useId } from 'react';
import { createTranslate, type Locale } from '../lib/i18n';
import SettingsControls from './settings-popover/SettingsControls';

const POPOVER_ID = 'settings-popover';

/**
 * spec §2 Header: the settings button and its popover (the platform's popover attribute, like
 * the profile popover: light dismiss, Escape and focus return come with it, and it opens even
 * before hydration). The controls are disabled until hydrated: they need JavaScript.
 */
export default function SettingsPopover({ locale }: { locale: Locale }) {
  const t = createTranslate(locale);
  const headingId = useId();
  return (
    <>
      <button
        className="btn btn-outline-secondary settings-button"
        type="button"
        popoverTarget={POPOVER_ID}
        title={t('settings.button')}
      >
        <GearIcon />
        <span className="visually-hidden">{t('settings.button')}</span>
      </button>
      <div
        id={POPOVER_ID}
        popover="auto"
        className="settings-popover shadow p-3"
        role="dialog"
        aria-labelledby={headingId}
      >
        <div className="d-flex justify-content-between align-items-center gap-2 mb-3">
          <h2 className="h5 m-0" id={headingId}>
            {t('settings.heading')}
          </h2>
          <button
            className="btn btn-sm btn-outline-secondary"
            type="button"
            popoverTarget={POPOVER_ID}
            popoverTargetAction="hide"
          >
            {t('settings.close')}
          </button>
        </div>
        <SettingsControls locale={locale} popoverId={POPOVER_ID} />
      </div>
    </>
  );
}

/** A gear: a toothed ring (a dashed stroke) around a hub. */
function GearIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray="3.53 3.54" />
      <circle cx="12" cy="12" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}
