import type { Translate } from '../../lib/i18n';
import { withSlots } from './slots';

/** spec §2 Login modal: the sign-up consent text with terms and privacy links (fa only). */
export function ConsentText({ t }: { t: Translate }) {
  return (
    <p className="form-text mt-3 mb-0">
      {withSlots(t('auth.consent'), {
        terms: <a href="/profile/terms">{t('auth.terms')}</a>,
        privacy: <a href="/profile/terms#privacy">{t('auth.privacy')}</a>,
      })}
    </p>
  );
}
