import type { CartOptions } from '../../lib/api/cart-data';
import type { Translate } from '../../lib/i18n';
import type { ActionCounter } from '../../contract/rules/cart';

interface Props {
  t: Translate;
  counter: ActionCounter;
  options: CartOptions;
  type: string;
  playHref: string;
  plansHref: string;
  onSubscribe: () => void;
  onForce: (forceToBuy: 0 | 1) => void;
}

/**
 * original-app §3 Footer rows, as many as the action counter counts (spec §4): play, the
 * subscription, the free download or buy-at-full-rate offer, and USSD. The list carries the count
 * (`data-actions`) the layout follows.
 */
export function CartFooter({ t, counter, options, type, playHref, plansHref, onSubscribe, onForce }: Props) {
  if (!counter.count) return null;
  const play = type === 'series' ? 'cart.playSeries' : type === 'episode' ? 'cart.playEpisode' : 'cart.playMovie';
  return (
    <ul className="list-unstyled d-grid gap-2 mb-3 cart-actions" data-actions={counter.count}>
      {counter.playButton === 1 && (
        <li className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{t('cart.playQuality')}</span>
          <a className="btn btn-sm btn-primary" href={playHref}>
            {t(play)}
          </a>
        </li>
      )}
      {counter.subButton === 1 && (
        <li className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{t('cart.subAccess')}</span>
          <a
            className="btn btn-sm btn-outline-primary"
            href={plansHref}
            onClick={(event) => {
              event.preventDefault();
              onSubscribe();
            }}
          >
            {t('cart.subscribe')}
            {options.fullrate.rate && t('cart.halfRate')}
          </a>
        </li>
      )}
      {(counter.showFree === 1 || counter.showBuy === 1) && (
        <li className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{t(counter.showFree ? 'cart.freeTitle' : 'cart.buyTitle')}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => onForce(counter.showFree ? 0 : 1)}
          >
            {counter.showFree
              ? t('cart.free')
              : t('cart.buyAlternative', { alternative: options.fullrate.alternative })}
          </button>
        </li>
      )}
      {counter.ussd === 1 && options.ussd && (
        <li className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{t('cart.ussdTitle')}</span>
          <a className="btn btn-sm btn-outline-secondary" href={`tel:${options.ussd}`}>
            {t('cart.ussd')}
          </a>
        </li>
      )}
    </ul>
  );
}
