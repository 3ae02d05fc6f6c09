// The cart's names every download page needs before the cart's code loads (kept apart from
// rules/cart.ts so the page's wake-up module does not carry the cart rules).

/** The local storage key of the cart (spec §3 Local storage keys). */
export const CART_KEY = 'cart';

/**
 * Fired on window when the download page's cart island should wake before any touch: a visitor
 * with a cart in storage, or logged in (their files may be owned). lib/behaviours/cart-wake.ts.
 */
export const CART_WAKE_EVENT = 'cart:wake';
