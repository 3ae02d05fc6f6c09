import { watchChunkLoadFailures } from './chunk-reload';
import { startContinueHome } from './continue-home';
import { applyDarkLogo } from './dark-logo';
import { startEpisodeProgress } from './episode-progress';
import { localValidationMessages } from './form-validity';
import { startHeaderSearchToggle } from './header-search-toggle';
import { startHeroSlider } from './hero-slider';
import { watchInstallLinks } from './install-links';
import { rememberLocale } from './locale-cookie';
import { revealNotifyPrompt } from './notify-prompt';
import { registerServiceWorker } from './offline-register';
import { watchProgress } from './progress-bar';
import { startRowScroll } from './row-scroll';
import { watchScroll } from './scroll';
import { startShare } from './share';
import { startFilmContinue } from './title-continue';

// What a page runs once parsed, in one module script
// (docs/decisions/0002-one-chunk-for-page-scripts.md): a script per component was up to seven
// requests at the same depth before a title page's first paint, which Lighthouse's model counted.
// Each behaviour finds its own markup and does nothing without it.

/** Every page's behaviours (Behaviours.astro's markup): progress bar, scroll rules, chunk reload, locale cookie, form messages. */
export function startBasePage(): void {
  watchChunkLoadFailures();
  watchProgress();
  watchScroll();
  rememberLocale();
  localValidationMessages();
}

/**
 * A page of the site's default layout: the base behaviours; the header's search toggle, the
 * footer's notification prompt and the site extras' dark logo, install links and service worker;
 * then the catalog's: the home hero's slider and continue-watching row, the rows' scroll buttons,
 * a title stage's resume point and share button, a series' episode progress. The visitor's
 * header parts (account-state) start from the script's own import.
 */
export function startSitePage(): void {
  startBasePage();
  startHeaderSearchToggle();
  revealNotifyPrompt();
  applyDarkLogo();
  watchInstallLinks();
  registerServiceWorker();
  startHeroSlider();
  startContinueHome();
  startRowScroll();
  startFilmContinue();
  startShare();
  startEpisodeProgress();
}
