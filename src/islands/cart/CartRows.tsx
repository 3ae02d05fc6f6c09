import type { CartFile, CartOptions } from '../../lib/api/cart-data';
import type { Locale, Translate } from '../../lib/i18n';
import { formatToman } from '../../lib/i18n/format';
import { inCart, type Cart } from '../../lib/rules/cart';
import { FileLinks } from './FileLinks';

interface Props {
  t: Translate;
  locale: Locale;
  options: CartOptions;
  cart: Cart;
  links: Record<number, { url: string; url2?: string | undefined }>;
  ekranHref: string | null;
  /** A series lists one folder per quality ("all qualities", original-app §3 Rows). */
  series: boolean;
  onAdd: (file: CartFile) => void;
  onRemove: (itemid: number) => void;
}

/**
 * original-app §3 Rows: each file (or the screening ticket) with its quality, info and size, and
 * what the viewer can do with it: download an owned file, watch an owned ticket, take an item
 * out of the cart, or buy (pre-order while presale) at the title's price.
 */
export function CartRows({ t, locale, options, cart, links, ekranHref, series, onAdd, onRemove }: Props) {
  const label = (file: CartFile) =>
    file.ticket ? t('cart.ticket') : file.folder && !series ? t('cart.allQualities') : file.quality;
  const buyWord = (file: CartFile) =>
    file.ticket
      ? t(options.presale ? 'cart.presaleTicket' : 'cart.buyTicket')
      : t(options.presale ? 'cart.presaleFile' : 'cart.buyFile');

  const action = (file: CartFile) => {
    if (file.owned && file.ticket)
      return ekranHref ? (
        <a className="btn btn-sm btn-success" href={ekranHref}>
          {t('cart.watch')}
        </a>
      ) : (
        <span>{t('cart.bought')}</span>
      );
    if (file.owned && file.folder) return <span className="text-success">{t('cart.bought')}</span>;
    if (file.owned) return <FileLinks t={t} link={links[file.itemid] ?? null} label={label(file)} />;
    if (inCart(cart, file.itemid))
      return (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => onRemove(file.itemid)}>
          {t('cart.cancel')}
        </button>
      );
    if (file.amount <= 0) return <span className="text-body-secondary small">{t('cart.withSubscription')}</span>;
    return (
      <button type="button" className="btn btn-sm btn-primary" onClick={() => onAdd(file)}>
        {buyWord(file)} · <bdi>{formatToman(file.amount, locale)}</bdi>
      </button>
    );
  };

  return (
    <ul className="list-group mb-3" aria-label={t('cart.options')}>
      {options.files.map((file) => (
        <li
          key={file.itemid}
          className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2"
          data-itemid={file.itemid}
        >
          {/* A line of facts (quality, format, size), parted by the facts' dots and, as text, spaces. */}
          <span className="file-facts">
            <strong className="fact">{label(file)}</strong>
            {file.ticket ? (
              <> <span className="fact">{t('cart.online')}</span></>
            ) : (
              <>
                {file.info && <> <span className="fact">{file.info}</span></>}
                {file.size && !file.folder && (
                  <>
                    {' '}
                    <span className="fact">
                      <bdi dir="ltr">{file.size}</bdi>
                    </span>
                  </>
                )}
              </>
            )}
          </span>
          {action(file)}
        </li>
      ))}
    </ul>
  );
}
