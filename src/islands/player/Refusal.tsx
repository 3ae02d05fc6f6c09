import type { PlayTarget, Refusal as WatchRefusal } from '../../lib/api/browser-player';
import type { Locale, Translate } from '../../lib/i18n';
import { formatDate } from '../../lib/i18n/format';
import { openLogin } from '../../stores/login';
import { openSubscription } from '../../stores/modals';

interface Props {
  t: Translate;
  target: PlayTarget;
  refusal: WatchRefusal;
  locale: Locale;
  downloadHref: string;
  ekranHref: string | null;
}

/**
 * spec §8 player texts: a title before its release says when it comes out (the Persian calendar
 * in fa); otherwise the provider's message in the page's language, then the player's own text
 * ('subscribe to watch' when that is what helps, else 'There was a problem playing the video…').
 */
export function refusalText(refusal: WatchRefusal, locale: Locale, t: Translate): string {
  if (refusal.presaleDate) return t('player.presale', { date: formatDate(refusal.presaleDate, locale) });
  if (refusal.message) return refusal.message;
  return refusal.showSubscription && !refusal.showLogin ? t('player.subscribeToWatch') : t('player.failed');
}

/** A refusal (content-api): its text and the buttons it asks for (login, subscription, buy, ticket). */
export function Refusal({ t, target, refusal, locale, downloadHref, ekranHref }: Props) {
  return (
    <div className="alert alert-secondary mt-2" role="alert">
      <p className="mb-2">{refusalText(refusal, locale, t)}</p>
      <div className="d-flex flex-wrap gap-2">
        {refusal.showLogin && (
          <button type="button" className="btn btn-primary" onClick={() => openLogin()}>
            {t('player.login')}
          </button>
        )}
        {refusal.showSubscription && !refusal.showLogin && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() =>
              openSubscription({ contentId: target.id, contentType: target.kind === 'movie' ? 'movie' : 'episode' })
            }
          >
            {t('player.subscribe')}
          </button>
        )}
        {refusal.showDownload && (
          <a className="btn btn-outline-secondary" href={downloadHref}>
            {t('player.download')}
          </a>
        )}
        {refusal.showEkran && ekranHref && (
          <a className="btn btn-outline-secondary" href={ekranHref}>
            {t('player.ekran')}
          </a>
        )}
      </div>
    </div>
  );
}
