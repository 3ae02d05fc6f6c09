// Debian's chromium, as the browser tests and the Lighthouse bench launch it (Playwright cannot
// download its own browsers here): quiet, no sandbox (containers), nothing fetched in the
// background that would disturb a measurement.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
