import { atom } from 'nanostores';
import {
  addToCart,
  CART_KEY,
  EMPTY_CART,
  readCart,
  removeFromCart,
  type Cart,
  type CartItem,
} from '../contract/rules/cart';

/** spec §3 Cart, kept in local storage under `cart` (spec §4 Cart rules in contract/rules/cart.ts). */
export const $cart = atom<Cart>(EMPTY_CART);

function save(cart: Cart): void {
  $cart.set(cart);
  try {
    if (cart.content.length) localStorage.setItem(CART_KEY, JSON.stringify(cart));
    else localStorage.removeItem(CART_KEY);
  } catch {
    // Storage may be blocked: the cart still works for this page.
  }
}

/** spec §4 Cart: the cart is reloaded from storage. */
export function loadCart(): Cart {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(CART_KEY);
  } catch {
    // Storage blocked: an empty cart.
  }
  const cart = readCart(stored);
  $cart.set(cart);
  return cart;
}

export const addCartItem = (item: CartItem) => save(addToCart($cart.get(), item));
export const removeCartItem = (itemid: number) => save(removeFromCart($cart.get(), itemid));
/** After a purchase (original-app §3 Buy: the cart is cleared). */
export const clearCart = () => save(EMPTY_CART);
