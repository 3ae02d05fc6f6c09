import { isLoggedIn } from '../rules/account';
import { CART_KEY, CART_WAKE_EVENT } from '../../contract/rules/cart-keys';
import { $user } from '../../stores/auth';

// The download page's cart island hydrates on first use (client:interaction), so a guest with an
// empty cart loads no React. A stored cart, or a logged-in visitor (whose files may be owned and
// show their links), wakes it at once: its server HTML is the guest's view.
const wake = () => window.dispatchEvent(new Event(CART_WAKE_EVENT));

let stored = false;
try {
  stored = Boolean(localStorage.getItem(CART_KEY));
} catch {
  // Storage blocked: no stored cart.
}
if (stored) wake();
else {
  const stop = $user.subscribe((user) => {
    if (user && isLoggedIn(user)) {
      wake();
      queueMicrotask(() => stop());
    }
  });
}
