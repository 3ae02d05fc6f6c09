// How a picture loads. One the first screen shows (a hero's first slide, a title's backdrop, the
// first cards of a grid) is fetched at once and drawn in the same frame as the text around it:
// `decoding="async"` let Chromium paint the page first and the picture a frame later, so the
// largest paint came after the first one and waited on everything fetched meanwhile (Lighthouse
// traces, docs/decisions/0009-lighthouse-first-paint.md). The others load when scrolled near and decode off the main thread.

export interface ImageLoading {
  loading: 'eager' | 'lazy';
  decoding: 'sync' | 'async';
}

const FIRST_SCREEN: ImageLoading = { loading: 'eager', decoding: 'sync' };
const BELOW: ImageLoading = { loading: 'lazy', decoding: 'async' };

/** The loading attributes of an <img>, by whether the first screen shows it. */
export const imageLoading = (firstScreen: boolean): ImageLoading => (firstScreen ? FIRST_SCREEN : BELOW);
