import { ApiError } from '../../api/errors';
import { formatPersianMonth } from '../../i18n/format';
import { formatDataSize } from '../../i18n/format-data';
import { localePath } from '../../../contract/rules/paths';
import { config } from '../../../config';
import { api } from '../api/client';
import { AUTH_COOKIE } from '../auth/cookie';
import type { PageMeta } from '../page-meta';
import { redirect, type PageContext, type Redirect } from './context';

// spec §2 /profile/settings (needs a user: the middleware guards it), its account part
// (docs/data-budget.md "On the pages"): the data saver, kept on the account so every device the
// user logs in on plays within it, and the data used this month. The switch is a form that works
// without JavaScript; with it, the page's script saves each change in place.

export interface SettingsPage {
  dataSaver: boolean;
  /** This month's data: its Persian month's name (`آذر`) and the amount (`۱٫۲ گیگابایت`); null when unknown. */
  usage: { month: string; size: string } | null;
  /** What the last submission did: saved, or refused with the reason. */
  message: { kind: 'saved' | 'error'; text: string } | null;
}

type SettingsLoaded = { status: 200 | 422; head: PageMeta; view: SettingsPage } | Redirect<303>;

/** The switch's one field: `on` when checked, absent when not (an HTML checkbox); anything else is refused. */
const SAVER_FIELD = 'data_saver';
const SAVED_QUERY = 'saved';

export async function loadSettingsPage(context: PageContext, form: URLSearchParams | null): Promise<SettingsLoaded> {
  const { locale, t, url, cookies, options } = context;
  const user = { ...options, token: cookies.get(AUTH_COOKIE)?.value ?? '' };
  let status: 200 | 422 = 200;
  let message: SettingsPage['message'] = null;

  if (form) {
    const field = form.get(SAVER_FIELD);
    if (field !== null && field !== 'on') {
      status = 422;
      message = { kind: 'error', text: t('profile.dataSaver.invalid') };
    } else {
      try {
        await api.updateDataSaver(field === 'on', user);
        return redirect(`${localePath(locale, '/profile/settings')}?${SAVED_QUERY}=1`, 303);
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
        status = 422;
        message = { kind: 'error', text: failure.firstError() ?? failure.message };
      }
    }
  }

  const [account, usage] = await Promise.all([
    api.guestStatus(config.CHECK_SUFFIX, user),
    api.dataUsage(user).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    }),
  ]);
  const dataSaver = account.data_saver;
  if (!message && url.searchParams.get(SAVED_QUERY) === '1')
    message = { kind: 'saved', text: t(dataSaver ? 'profile.dataSaver.on' : 'profile.dataSaver.off') };
  const head = {
    title: t('profile.settings'),
    description: t('profile.settingsDescription'),
    path: '/profile/settings',
    noindex: true,
  };
  return {
    status,
    head,
    view: {
      dataSaver,
      usage: usage && { month: formatPersianMonth(usage.month, locale), size: formatDataSize(usage.bytes, locale) },
      message,
    },
  };
}
