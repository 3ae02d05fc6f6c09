import { useStore } from '@nanostores/react';
import { createTranslate, type Locale } from '../lib/i18n';
import { localePath } from '../lib/rules/paths';
import { showsAppDownload } from '../lib/rules/referral-ui';
import { $user, isLoggedIn } from '../stores/auth';

interface Props {
  locale: Locale;
}

/**
 * spec §2 Header: the app-download link shows only when show_app is set and the user is logged
 * in. Otherwise nothing: the login button the spec asks for on mobile is AccountButton's, which
 * a guest sees at every width.
 */
export default function AppDownloadLink({ locale }: Props) {
  const user = useStore($user);
  if (!user || !showsAppDownload(user.show_app, isLoggedIn(user))) return null;
  const t = createTranslate(locale);
  return (
    <a className="app-download-link btn btn-outline-secondary" href={localePath(locale, '/download')} data-install="">
      {t('footer.download')}
    </a>
  );
}
