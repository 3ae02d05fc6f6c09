import { isLoggedIn } from '../rules/account';
import { $user } from '../../stores/auth';

/**
 * A logged-in viewer's part of a page every visitor shares (docs/decisions/0004-page-cache.md):
 * once the user state says a viewer is logged in, `source` (the site's own private, never cached,
 * server-rendered fragment) is asked once as HTML and handed to `place`; a guest asks nothing,
 * and a failed request leaves the page as it was.
 */
export function askViewerFragment(source: string, place: (html: string) => void) {
  let asked = false;
  $user.subscribe((user) => {
    if (asked || !user || !isLoggedIn(user)) return;
    asked = true;
    fetch(source, { credentials: 'same-origin', headers: { accept: 'text/html' } })
      .then((response) => (response.ok ? response.text() : ''))
      .then(place)
      .catch(() => undefined);
  });
}
