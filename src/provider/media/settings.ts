import { randomBytes } from 'node:crypto';
import type { MediaSettings, ProviderSettings } from '../http/env';

// Without configured media settings (tests, tools): the committed demo media and a secret of
// this process's own, so URLs signed here are good only here.
const fallback: MediaSettings = { dir: './media/demo', secret: randomBytes(32).toString('hex') };

export const mediaSettings = (settings: ProviderSettings): MediaSettings => settings.media ?? fallback;

/** The provider's clock in milliseconds. */
export const clock = (settings: ProviderSettings): number => (settings.now ?? Date.now)();
