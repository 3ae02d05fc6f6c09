// spec §3 Cart and §4 Cart: the cart kept in local storage under `cart`, and the download page's
// action counter. Pure functions shared by the cart island and its tests.

export { CART_KEY, CART_WAKE_EVENT } from './cart-keys';

/** spec §3 Cart item. `id` and `type` name the title; `itemid` the file or ticket (spec §3 downloads[].id). */
export interface CartItem {
  itemid: number;
  amount: number;
  size: string | null;
  name: string;
  quality: string;
  id: number;
  type: string;
  poster: string;
}

/** spec §3 Cart: a content list and a total amount (integer toman). */
export interface Cart {
  content: CartItem[];
  amount: number;
}

export const EMPTY_CART: Cart = { content: [], amount: 0 };

const sameTitle = (a: CartItem, b: CartItem) => a.id === b.id && a.type === b.type;

/**
 * spec §4 Cart: adding an item whose itemid exists replaces it, with the amount adjusted. A title
 * is bought once for all its files (docs/payments.md "Buying"), so another file of a title already in the
 * cart replaces that one too: the total never counts a title twice.
 */
export function addToCart(cart: Cart, item: CartItem): Cart {
  const replaced = cart.content.filter((old) => old.itemid === item.itemid || sameTitle(old, item));
  const removed = replaced.reduce((sum, old) => sum + old.amount, 0);
  return {
    content: [...cart.content.filter((old) => !replaced.includes(old)), item],
    amount: cart.amount - removed + item.amount,
  };
}

/** spec §4 Cart: deleting removes the item and subtracts its amount. */
export function removeFromCart(cart: Cart, itemid: number): Cart {
  const gone = cart.content.filter((item) => item.itemid === itemid);
  if (!gone.length) return cart;
  return {
    content: cart.content.filter((item) => item.itemid !== itemid),
    amount: cart.amount - gone.reduce((sum, item) => sum + item.amount, 0),
  };
}

export const inCart = (cart: Cart, itemid: number) => cart.content.some((item) => item.itemid === itemid);

const isWhole = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function readItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isWhole(v['itemid']) || !isWhole(v['amount']) || !isWhole(v['id'])) return null;
  const text = (key: string) => (typeof v[key] === 'string' ? (v[key] as string) : '');
  return {
    itemid: v['itemid'],
    amount: v['amount'],
    size: typeof v['size'] === 'string' ? v['size'] : null,
    name: text('name'),
    quality: text('quality'),
    id: v['id'],
    type: text('type'),
    poster: text('poster'),
  };
}

/**
 * spec §4 Cart: the cart reloaded from storage. Whatever another version or a hand wrote there is
 * read defensively: broken items are dropped and the total is the sum of what remains (the
 * stored total is kept when it agrees).
 */
export function readCart(stored: string | null): Cart {
  if (!stored) return EMPTY_CART;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return EMPTY_CART;
  }
  const content = (parsed as { content?: unknown })?.content;
  if (!Array.isArray(content)) return EMPTY_CART;
  let cart = EMPTY_CART;
  for (const item of content.map(readItem)) if (item) cart = addToCart(cart, item);
  return cart;
}

/** What get/buy takes of the cart (content-api): the itemids; the server decides the prices. */
export const buyLines = (cart: Cart) => cart.content.map((item) => ({ itemid: item.itemid }));

// ── The download page's action counter (spec §4; original-app §3 `divcount`) ────────────────

/** The footer rows of the download page and how many there are (the layout follows the count). */
export interface ActionCounter {
  count: number;
  playButton: 0 | 1;
  subButton: 0 | 1;
  showBuy: 0 | 1;
  showFree: 0 | 1;
  ussd: 0 | 1;
}

export const EMPTY_COUNTER: ActionCounter = { count: 0, playButton: 0, subButton: 0, showBuy: 0, showFree: 0, ussd: 0 };

/** spec §4: the play button adds one, once. */
export const addPlayButton = (c: ActionCounter): ActionCounter =>
  c.playButton ? c : { ...c, playButton: 1, count: c.count + 1 };

/** spec §4: the subscription button adds one, once. */
export const addSubButton = (c: ActionCounter): ActionCounter =>
  c.subButton ? c : { ...c, subButton: 1, count: c.count + 1 };

/** spec §4: a buy or free option adds one (one row holds either). */
export function addBuyOrFree(c: ActionCounter, offer: { showBuy: boolean; showFree: boolean }): ActionCounter {
  if (!offer.showBuy && !offer.showFree) return c;
  const counted = c.showBuy || c.showFree;
  const next: ActionCounter = {
    ...c,
    showBuy: offer.showBuy || c.showBuy ? 1 : 0,
    showFree: offer.showFree || c.showFree ? 1 : 0,
  };
  return counted ? next : { ...next, count: c.count + 1 };
}

/** spec §4: an ussd option adds one. */
export const addUssd = (c: ActionCounter): ActionCounter => (c.ussd ? c : { ...c, ussd: 1, count: c.count + 1 });

/** spec §4: reset zeroes all, including show_buy, show_free and ussd. */
export const resetCounter = (): ActionCounter => EMPTY_COUNTER;

/** What decides the footer rows (original-app §3: the cart data, the title and the user). */
export interface CounterInput {
  owned: boolean;
  free: boolean;
  vod: boolean;
  access: boolean;
  showFree: boolean;
  showBuy: boolean;
  ussd: boolean;
}

/**
 * original-app §3 `divcount`: play when no free offer is open and the viewer owns the title, or
 * it is free (a free offer makes it not, a buy offer makes it so) and on demand, or on demand
 * with access; subscription when not owned, on demand and without access; then the buy-or-free
 * row and the ussd row.
 */
export function countActions(input: CounterInput): ActionCounter {
  const free = input.showFree ? false : input.showBuy ? true : input.free;
  let counter = resetCounter();
  if (!input.showFree && (input.owned || (free && input.vod) || (input.vod && input.access)))
    counter = addPlayButton(counter);
  if (!input.owned && input.vod && !input.access) counter = addSubButton(counter);
  counter = addBuyOrFree(counter, { showBuy: input.showBuy, showFree: input.showFree });
  if (input.ussd) counter = addUssd(counter);
  return counter;
}
