import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBuyOrFree,
  addPlayButton,
  addSubButton,
  addToCart,
  addUssd,
  buyLines,
  countActions,
  EMPTY_CART,
  EMPTY_COUNTER,
  readCart,
  removeFromCart,
  resetCounter,
  type Cart,
  type CartItem,
} from '../../src/contract/rules/cart';

const item = (itemid: number, amount: number, id = Math.floor(itemid / 10)): CartItem => ({
  itemid,
  amount,
  size: '1.2 MB',
  name: `title ${id}`,
  quality: `${itemid % 10}`,
  id,
  type: 'movie',
  poster: '/img/p.jpg',
});
const sum = (cart: Cart) => cart.content.reduce((total, i) => total + i.amount, 0);

describe('the cart (spec §4 Cart)', () => {
  it('adds an item and its amount to the total', () => {
    const cart = addToCart(addToCart(EMPTY_CART, item(11, 25_000)), item(21, 39_000));
    expect(cart.content.map((i) => i.itemid)).toEqual([11, 21]);
    expect(cart.amount).toBe(64_000);
  });

  it('replaces an item whose itemid exists, with the amount adjusted', () => {
    const cart = addToCart(addToCart(EMPTY_CART, item(11, 25_000)), item(11, 30_000));
    expect(cart.content).toHaveLength(1);
    expect(cart.content[0]!.amount).toBe(30_000);
    expect(cart.amount).toBe(30_000);
  });

  it('replaces another file of the same title (a title is bought once for all its files)', () => {
    const cart = addToCart(addToCart(EMPTY_CART, item(11, 25_000)), item(13, 25_000));
    expect(cart.content.map((i) => i.itemid)).toEqual([13]);
    expect(cart.amount).toBe(25_000);
  });

  it('deletes an item, subtracting its amount', () => {
    const cart = removeFromCart(addToCart(addToCart(EMPTY_CART, item(11, 25_000)), item(21, 39_000)), 11);
    expect(cart.content.map((i) => i.itemid)).toEqual([21]);
    expect(cart.amount).toBe(39_000);
    expect(removeFromCart(cart, 99)).toBe(cart);
  });

  it('is reloaded from storage as it was saved, the total kept', () => {
    const cart = addToCart(addToCart(EMPTY_CART, item(11, 25_000)), item(20, 49_000));
    expect(readCart(JSON.stringify(cart))).toEqual(cart);
  });

  it.each([[null], [''], ['not json'], ['{"content": 5}'], ['[]'], ['null']])(
    'reads %j from storage as an empty cart',
    (stored) => {
      expect(readCart(stored)).toEqual(EMPTY_CART);
    },
  );

  it('drops broken items from storage and totals what remains', () => {
    const stored = JSON.stringify({
      content: [item(11, 25_000), { itemid: 'x', amount: 5 }, { ...item(21, 10), amount: -3 }, item(31, 1_000)],
      amount: 999_999,
    });
    expect(readCart(stored)).toEqual({ content: [item(11, 25_000), item(31, 1_000)], amount: 26_000 });
  });

  it('sends get/buy only the itemids (the server decides prices)', () => {
    expect(buyLines(addToCart(EMPTY_CART, item(11, 25_000)))).toEqual([{ itemid: 11 }]);
  });

  it('keeps the total equal to the sum of its items, whatever is added and deleted', () => {
    const step = fc.oneof(
      fc.record({ add: fc.integer({ min: 10, max: 99 }), amount: fc.integer({ min: 0, max: 1_000_000 }) }),
      fc.record({ remove: fc.integer({ min: 10, max: 99 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let cart = EMPTY_CART;
        for (const s of steps)
          cart = 'add' in s ? addToCart(cart, item(s.add, s.amount)) : removeFromCart(cart, s.remove);
        expect(cart.amount).toBe(sum(cart));
        expect(new Set(cart.content.map((i) => i.itemid)).size).toBe(cart.content.length);
        expect(new Set(cart.content.map((i) => i.id)).size).toBe(cart.content.length);
        expect(readCart(JSON.stringify(cart))).toEqual(cart);
      }),
    );
  });
});

describe('the download page action counter (spec §4)', () => {
  it('counts the play button once', () => {
    const once = addPlayButton(EMPTY_COUNTER);
    expect(once).toMatchObject({ count: 1, playButton: 1 });
    expect(addPlayButton(once)).toEqual(once);
  });

  it('counts the subscription button once', () => {
    const once = addSubButton(EMPTY_COUNTER);
    expect(once).toMatchObject({ count: 1, subButton: 1 });
    expect(addSubButton(once)).toEqual(once);
  });

  it.each([
    [
      { showBuy: true, showFree: false },
      { showBuy: 1, showFree: 0 },
    ],
    [
      { showBuy: false, showFree: true },
      { showBuy: 0, showFree: 1 },
    ],
    [
      { showBuy: true, showFree: true },
      { showBuy: 1, showFree: 1 },
    ],
  ])('counts a buy or free option %j as one', (offer, flags) => {
    expect(addBuyOrFree(EMPTY_COUNTER, offer)).toEqual({ ...EMPTY_COUNTER, ...flags, count: 1 });
  });

  it('counts nothing without a buy or free option', () => {
    expect(addBuyOrFree(EMPTY_COUNTER, { showBuy: false, showFree: false })).toEqual(EMPTY_COUNTER);
  });

  it('counts an ussd option as one', () => {
    expect(addUssd(EMPTY_COUNTER)).toEqual({ ...EMPTY_COUNTER, ussd: 1, count: 1 });
  });

  it('resets every count and flag, show_buy, show_free and ussd included', () => {
    const full = addUssd(addBuyOrFree(addSubButton(addPlayButton(EMPTY_COUNTER)), { showBuy: true, showFree: true }));
    expect(full.count).toBe(4);
    expect(resetCounter()).toEqual({ count: 0, playButton: 0, subButton: 0, showBuy: 0, showFree: 0, ussd: 0 });
  });

  const base = { owned: false, free: false, vod: true, access: false, showFree: false, showBuy: false, ussd: false };
  it.each([
    ['an owner', { owned: true }, { playButton: 1, subButton: 0, count: 1 }],
    ['a free title on demand', { free: true }, { playButton: 1, subButton: 1, count: 2 }],
    ['a viewer with access', { access: true }, { playButton: 1, subButton: 0, count: 1 }],
    ['a viewer without access', {}, { playButton: 0, subButton: 1, count: 1 }],
    ['a title not on demand', { vod: false }, { playButton: 0, subButton: 0, count: 0 }],
    ['an open free offer (no play)', { owned: true, showFree: true }, { playButton: 0, showFree: 1, count: 1 }],
    ['a buy offer (counts as free)', { showBuy: true }, { playButton: 1, subButton: 1, showBuy: 1, count: 3 }],
    ['an ussd code', { access: true, ussd: true }, { playButton: 1, ussd: 1, count: 2 }],
  ])('counts the rows of %s', (_name, input, expected) => {
    expect(countActions({ ...base, ...input })).toMatchObject(expected);
  });

  it('always counts exactly the rows it shows', () => {
    fc.assert(
      fc.property(
        fc.record({
          owned: fc.boolean(),
          free: fc.boolean(),
          vod: fc.boolean(),
          access: fc.boolean(),
          showFree: fc.boolean(),
          showBuy: fc.boolean(),
          ussd: fc.boolean(),
        }),
        (input) => {
          const c = countActions(input);
          expect(c.count).toBe(c.playButton + c.subButton + (c.showBuy || c.showFree ? 1 : 0) + c.ussd);
        },
      ),
    );
  });
});
