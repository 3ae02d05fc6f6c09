import { headerParts } from '../rules/account';
import { $user } from '../../stores/auth';

// spec §2 Header: the parts that depend on the visitor (login or profile button, subscription
// buttons, app link) are all in the server HTML, and CSS shows those named on <html data-show>
// (src/styles/_account-state.scss). Writing that attribute needs no React, so a page loads none
// before someone uses an island (docs/decisions/0001-react-islands-on-first-use.md).
// Reading $user starts its load (stores/auth.ts).
$user.subscribe((user) => {
  if (user) document.documentElement.dataset['show'] = headerParts(user).join(' ');
});
