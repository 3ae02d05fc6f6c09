import { randomBytes } from 'node:crypto';
import type { MediaSettings, ProviderSettings } from '../http/env';

// Without configured media settings (tests, tools): the committed demo media and a secret of
// this process's own, so tokens made here are good only here.
const fallback: MediaSettings = { dir: './media/demo', secret: randomBytes(32).toString('hex') };

/** How long a watch token lasts at least (MEDIA_TOKEN_TTL_S), unless configured: four hours. */
export const DEFAULT_TOKEN_TTL_S = 4 * 60 * 60;

export const mediaSettings = (settings: ProviderSettings): MediaSettings => settings.media ?? fallback;

/** The configured watch token lifetime, seconds. */
export const tokenTtl = (settings: ProviderSettings): number =>
  mediaSettings(settings).tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_S;

/** The origins that may read media across origins (MEDIA_CORS_ORIGINS). */
export const corsOrigins = (settings: ProviderSettings): readonly string[] => mediaSettings(settings).corsOrigins ?? [];

/** The provider's clock in milliseconds. */
export const clock = (settings: ProviderSettings): number => (settings.now ?? Date.now)();
