import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { buyCart, downloadLink, fetchCart } from '../lib/api/browser-cart';
import type { BoughtFile, CartFile, CartOptions } from '../lib/api/cart-data';
import { ApiError } from '../lib/api/errors';
import { createTranslate, type Locale } from '../lib/i18n';
import { formatNumber } from '../lib/i18n/format';
import { isLoggedIn } from '../lib/rules/account';
import { countActions } from '../contract/rules/cart';
import { localePath } from '../contract/rules/paths';
import { $user } from '../stores/auth';
import { $cart, addCartItem, clearCart, loadCart, removeCartItem } from '../stores/cart';
import { openLogin } from '../stores/login';
import { openSubscription, openWallet } from '../stores/modals';
import { CartFooter } from './cart/CartFooter';
import { CartRows } from './cart/CartRows';
import { Checkout, type CheckoutChoice } from './cart/Checkout';
import { cartTexts } from './cart/texts';

export interface CartTitle {
  id: number;
  type: 'movie' | 'series' | 'episode';
  /** The name a cart item carries (an episode's with its series, season and number). */
  name: string;
  poster: string;
  free: boolean;
  vod: boolean;
}

interface Props {
  locale: Locale;
  title: CartTitle;
  /** The guest's get/cart answer, drawn by the server (the page works to read without JS). */
  initial: CartOptions;
  playHref: string;
  ekranHref: string | null;
  plansHref: string;
}

type Link = { url: string; url2?: string | undefined };

/**
 * The download page's cart (spec §2 download routes, §3 Download/cart data, §4 Cart and the
 * action counter, §8 cart failure): the options of get/cart, the footer rows the counter counts,
 * the cart kept in local storage, and buying through get/buy (the wallet at once, the bank
 * gateway by its pay_url). A logged-in viewer's own get/cart replaces the guest's view at start;
 * owned files show their signed links.
 */
export default function DownloadCart({ locale, title, initial, playHref, ekranHref, plansHref }: Props) {
  const t = useMemo(() => createTranslate(locale, cartTexts), [locale]);
  // The server drew the guest's view: the first client render must match it (hydration), so the
  // visitor's own state applies from the next render on.
  const [hydrated, setHydrated] = useState(false);
  const known = useStore($user);
  const user = hydrated ? known : null;
  const loggedIn = isLoggedIn(user);
  const cart = useStore($cart);
  const [options, setOptions] = useState(initial);
  const [links, setLinks] = useState<Record<number, Link>>({});
  const asked = useRef(new Set<number>());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; topUp: boolean } | null>(null);
  const [paid, setPaid] = useState<BoughtFile[] | null>(null);

  useEffect(() => {
    setHydrated(true);
    loadCart();
  }, []);

  const reload = useCallback(
    (forceToBuy: 0 | 1 = 0) =>
      fetchCart(title, loggedIn, forceToBuy).then(
        // The page wrote the release date in the reader's calendar; the provider's is Persian.
        (fresh) =>
          setOptions({ ...fresh, presaleDate: fresh.presale ? (initial.presaleDate ?? fresh.presaleDate) : null }),
        (failure: unknown) => {
          // spec §8 Cart fetch failure: 400 → the 404 page, anything else → home.
          const status = failure instanceof ApiError ? failure.status : 0;
          location.assign(localePath(locale, status === 400 ? '/404' : '/'));
        },
      ),
    [title, loggedIn, locale, initial.presaleDate],
  );

  // The server drew the guest's view; a logged-in viewer's own answer says what they own.
  useEffect(() => {
    if (loggedIn) void reload();
  }, [loggedIn, reload]);

  useEffect(() => {
    const owned = options.files.filter((f) => f.owned && !f.folder && !f.ticket && !asked.current.has(f.itemid));
    for (const file of owned) {
      asked.current.add(file.itemid);
      downloadLink(file.itemid, loggedIn).then(
        (link) => setLinks((all) => ({ ...all, [file.itemid]: link })),
        () => undefined, // not downloadable for this viewer: the row says bought, without a link
      );
    }
  }, [options, loggedIn]);

  const counter = countActions({
    owned: options.files.some((f) => f.owned),
    free: title.free,
    vod: title.vod,
    access: Boolean(user?.access),
    showFree: options.showFree,
    showBuy: options.showBuy,
    ussd: Boolean(options.ussd),
  });

  const add = (file: CartFile) =>
    addCartItem({
      itemid: file.itemid,
      amount: file.amount,
      size: file.size,
      name: title.name,
      quality: file.ticket ? 'ekran' : file.quality,
      id: title.id,
      type: title.type,
      poster: title.poster,
    });

  const pay = async (choice: CheckoutChoice) => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await buyCart(cart, { ...choice, ekran: options.screening.on }, loggedIn);
      if (outcome.kind === 'gateway') {
        location.assign(outcome.payUrl);
        return;
      }
      if (outcome.kind === 'login') openLogin({ premessage: outcome.message || null });
      else {
        clearCart();
        setPaid(outcome.files);
        await reload();
      }
    } catch (failure) {
      const message =
        failure instanceof ApiError ? (failure.firstError('mobile') ?? failure.message) : t('cart.failed');
      setError({ message, topUp: choice.method === 'credit' && loggedIn });
    }
    setBusy(false);
  };

  const owns = options.files.some((f) => f.owned);
  const priced = options.files.some((f) => f.amount > 0);
  return (
    <section className="download-cart" aria-label={t('cart.options')}>
      {options.presale && options.presaleDate && (
        <p className="alert alert-secondary">{t('cart.presale', { date: options.presaleDate })}</p>
      )}
      {options.presale && !options.screening.on && <p>{t('cart.notYet')}</p>}
      {!owns && priced && !options.presale && <p>{t('cart.buyOption')}</p>}
      {paid && (
        <p className="alert alert-success" role="status">
          {t('cart.paid')}
        </p>
      )}
      <CartRows
        t={t}
        locale={locale}
        options={options}
        cart={cart}
        links={links}
        ekranHref={ekranHref}
        series={title.type === 'series'}
        onAdd={add}
        onRemove={removeCartItem}
      />
      <div className="small text-body-secondary d-grid gap-1 mb-3">
        {options.fullrate.title && !options.screening.on && (
          <p className="m-0">{t('cart.rate', { title: options.fullrate.title })}</p>
        )}
        {options.fullrate.title && options.screening.on && (
          <p className="m-0">{t('cart.ekranRate', { title: options.fullrate.title })}</p>
        )}
        {options.screening.on && options.presale && (
          <p className="m-0">{t('cart.ekranPresale', { hours: formatNumber(options.screening.hours, locale) })}</p>
        )}
        {options.screening.on && options.screening.hoursLeft !== null && (
          <p className="m-0">{t('cart.ekranLeft', { hours: formatNumber(options.screening.hoursLeft, locale) })}</p>
        )}
        {!options.presale && options.pass && <p className="m-0">{t('cart.pass', { pass: options.pass })}</p>}
        {options.notes && <p className="m-0">{options.notes}</p>}
      </div>
      <CartFooter
        t={t}
        counter={counter}
        options={options}
        type={title.type}
        playHref={playHref}
        plansHref={plansHref}
        onSubscribe={() => openSubscription({ contentId: title.id, contentType: title.type })}
        onForce={(force) => void reload(force)}
      />
      {cart.content.length > 0 && (
        <Checkout
          t={t}
          locale={locale}
          cart={cart}
          options={options}
          loggedIn={loggedIn}
          busy={busy}
          error={error?.message ?? null}
          offerTopUp={error?.topUp ?? false}
          onRemove={removeCartItem}
          onPay={(choice) => void pay(choice)}
          onTopUp={openWallet}
        />
      )}
    </section>
  );
}
