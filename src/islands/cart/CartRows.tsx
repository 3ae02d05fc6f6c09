import type { CartFile, CartOptions } from '../../lib/api/cart-data';
import type { Locale, Translate } from '../../lib/i18n';
import { formatDigits, formatToman } from '../../lib/i18n/format';
import { inCart, type Cart } from '../../contract/rules/cart';
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
    file.ticket
      ? t('cart.ticket')
      : file.folder && !series
        ? t('cart.allQualities')
        : formatDigits(file.quality, locale);
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
        {buyWord(file)}
        {t('cart.priceAfter')}
        <bdi>{formatToman(file.amount, locale)}</bdi>
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
          {/* A row of facts (quality, format, size), parted by dots that are text too, so it reads
              whole ("240pMP4 · H.264/AAC0.6 MB" ran together), in the page's digits (DESIGN.md R5). */}
          <span className="file-row">
            <strong className="file-row__quality">{label(file)}</strong>
            {file.ticket ? (
              <>
                <span className="file-row__sep" aria-hidden="true">
                  {' • '}
                </span>
                <span>{t('cart.online')}</span>
              </>
            ) : (
              <>
                {file.info && (
                  <>
                    <span className="file-row__sep" aria-hidden="true">
                      {' • '}
                    </span>
                    <bdi dir="ltr" className="file-row__format">
                      {file.info}
                    </bdi>
                  </>
                )}
                {file.size && !file.folder && (
                  <>
                    <span className="file-row__sep" aria-hidden="true">
                      {' • '}
                    </span>
                    <bdi dir="ltr" className="file-row__size">
                      {sizeText(file.size, locale, t('cart.decimal'))}
                    </bdi>
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

/** A file's size ("0.6 MB") with its number in the page's digits and decimal sign (۰٫۶ MB). */
function sizeText(size: string, locale: Locale, decimal: string): string {
  return size.replace(/\d+(?:\.\d+)?/, (number) => formatDigits(number, locale).replace('.', decimal));
}
