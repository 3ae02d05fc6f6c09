import Cookies from 'js-cookie';
import { buyLines, type Cart } from '../../contract/rules/cart';
import { REF_COOKIE, refFromCookie } from '../../contract/rules/referral';
import { call, isRecord, pageLocale, type Check } from './browser';
import { callbackUrl } from './browser-money';
import { readBoughtFiles, readCartData, type BoughtFile, type CartOptions } from './cart-data';
import { onSite } from '../../contract/rules/paths';

// content-api "Watching and buying", the cart island's calls. Browser-only, loaded with the cart
// island's chunk. A guest uses the ghost paths (spec §6).

const prefix = (loggedIn: boolean) => (loggedIn ? '' : '/ghost');
const ref = () => refFromCookie(Cookies.get(REF_COOKIE));
const anyData: Check<unknown> = (_data): _data is unknown => true;

/** spec §7 POST /(ghost/)get/cart; spec §8's cart failure rule is the caller's (it reads the status). */
export async function fetchCart(
  title: { id: number; type: string },
  loggedIn: boolean,
  forceToBuy: 0 | 1 = 0,
): Promise<CartOptions> {
  const data = await call(`${prefix(loggedIn)}/get/cart`, anyData, {
    method: 'POST',
    body: { id: title.id, type: title.type, quality: '', force_to_buy: forceToBuy, ref: ref() },
  });
  const options = readCartData(data, pageLocale());
  if (!options) throw new Error('not a cart');
  return options;
}

/** What get/buy answered: the bank's page, a login request, or what the wallet bought. */
export type BuyOutcome =
  { kind: 'gateway'; payUrl: string } | { kind: 'login'; message: string } | { kind: 'bought'; files: BoughtFile[] };

export interface BuyChoice {
  method: 'saman' | 'credit';
  mobile: string;
  ekran: boolean;
}

/** content-api POST /(ghost/)get/buy with the cart's itemids (the server decides the prices). */
export async function buyCart(cart: Cart, choice: BuyChoice, loggedIn: boolean): Promise<BuyOutcome> {
  const data = await call(`${prefix(loggedIn)}/get/buy`, anyData, {
    method: 'POST',
    body: {
      cart: buyLines(cart),
      mobile: choice.mobile,
      ekran: choice.ekran ? 1 : 0,
      callback_url: callbackUrl('download'),
      method: choice.method,
      ref: ref(),
    },
  });
  const d = isRecord(data) ? data : {};
  if (typeof d['pay_url'] === 'string' && /^(https?:)?\//.test(d['pay_url']))
    return { kind: 'gateway', payUrl: d['pay_url'] };
  if (d['login']) {
    const message = pageLocale() === 'fa' ? d['message_fa'] : d['message'];
    return { kind: 'login', message: typeof message === 'string' ? message : '' };
  }
  return { kind: 'bought', files: readBoughtFiles(d, pageLocale(), location.host) };
}

const linkAnswer: Check<{ url: string; url2?: string }> = (data): data is { url: string; url2?: string } =>
  isRecord(data) && typeof data['url'] === 'string';

/**
 * content-api POST /(ghost/)get/download: the signed links of a file the caller owns, on this
 * site as paths (the provider answers them absolute, docs/contract.md "Media URLs").
 */
export const downloadLink = (itemid: number, loggedIn: boolean) =>
  call(`${prefix(loggedIn)}/get/download`, linkAnswer, { method: 'POST', body: { itemid, ref: ref() } }).then(
    (link) => ({ url: onSite(link.url, location.host), ...(link.url2 ? { url2: onSite(link.url2, location.host) } : {}) }),
  );
