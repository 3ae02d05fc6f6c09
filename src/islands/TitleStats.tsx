import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  fetchStatistics,
  toggleClap,
  toggleWatchlist,
  type LibraryTitleType,
  type TitleStatistics,
} from '../lib/api/browser-library';
import { TITLE_ICONS, type TitleIconName } from '../components/title/icons';
import { createTranslate, type Locale } from '../lib/i18n';
import { formatNumber } from '../lib/i18n/format';
import { isLoggedIn } from '../lib/rules/account';
import { localePath } from '../contract/rules/paths';
import { $user, knownUser } from '../stores/auth';
import { openLogin } from '../stores/login';
import { playerTexts } from './player/texts';

interface Props {
  locale: Locale;
  type: LibraryTitleType;
  id: number;
}

/**
 * A title page's watchlist toggle and clap (content-api statistics and create/watchlist; the
 * clap call of docs/media.md "Calls the contract does not name"). The page is the same for everyone, so
 * the viewer's state arrives when the island wakes (first pointer, focus or key on it). Without
 * JavaScript, or before that, the buttons submit a GET form to /login that comes back here; a
 * guest pressing them gets the login modal.
 */
export default function TitleStats({ locale, type, id }: Props) {
  const t = useMemo(() => createTranslate(locale, playerTexts), [locale]);
  const user = useStore($user);
  const [stats, setStats] = useState<TitleStatistics | null>(null);
  const [status, setStatus] = useState('');
  const loading = useRef<Promise<TitleStatistics | null> | null>(null);
  const path = localePath(locale, `/${type}/${id}`);

  // The viewer's side, once the user state is known (a guest's: the clap count).
  useEffect(() => {
    if (!user || loading.current) return;
    loading.current = fetchStatistics(type, id, isLoggedIn(user)).then(
      (answer) => {
        setStats(answer);
        return answer;
      },
      () => null,
    );
  }, [user, type, id]);

  /** The viewer, known; null (and the login modal) for a guest. */
  const viewer = async () => {
    const known = await knownUser();
    if (isLoggedIn(known)) return known;
    openLogin({ premessage: t('player.stats.login') });
    return null;
  };

  const onWatchlist = async () => {
    if (!(await viewer())) return;
    const before = await loading.current;
    try {
      const listed = await toggleWatchlist(type, id);
      setStats((current) => ({ ...(current ?? before ?? { claps: 0, clapped: false }), watchlisted: listed }));
      setStatus(listed ? t('player.stats.added') : t('player.stats.removed'));
    } catch {
      // spec §8: the API client has shown the error; the button keeps its state.
    }
  };

  const onClap = async () => {
    if (!(await viewer())) return;
    const before = await loading.current;
    try {
      const clapped = await toggleClap(type, id);
      setStats((current) => {
        const base = current ?? before ?? { claps: 0, clapped: !clapped, watchlisted: false };
        const claps = base.claps + (clapped === base.clapped ? 0 : clapped ? 1 : -1);
        return { ...base, clapped, claps };
      });
    } catch {
      // As above.
    }
  };

  return (
    <form
      className="round-actions"
      method="get"
      action={localePath(locale, '/login')}
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name="redirect" value={path} />
      <button
        type="submit"
        className={`round-action${stats?.watchlisted ? ' active' : ''}`}
        aria-pressed={stats ? stats.watchlisted : undefined}
        onClick={() => void onWatchlist()}
      >
        <RoundIcon name={stats?.watchlisted ? 'check' : 'plus'} />
        <span className="round-action__label">{t('player.stats.watchlist')}</span>
      </button>
      <button
        type="submit"
        className={`round-action${stats?.clapped ? ' active' : ''}`}
        aria-pressed={stats ? stats.clapped : undefined}
        onClick={() => void onClap()}
      >
        <RoundIcon name="clap" />
        <span className="round-action__label">
          {t('player.stats.clap')}
          {stats && ` (${formatNumber(stats.claps, locale)})`}
        </span>
      </button>
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </form>
  );
}

/** The round button's icon (DESIGN.md §5 "Round icon button"), decorative: the label names it. */
function RoundIcon({ name }: { name: TitleIconName }) {
  return (
    <span className="round-action__icon">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d={TITLE_ICONS[name]} fill="currentColor" />
      </svg>
    </span>
  );
}
