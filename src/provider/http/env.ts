import type { Db } from '../db/client';
import type { Viewer } from '../domain/auth/viewer';

/** Settings the provider takes from configuration (src/config.ts), passed in so tests set them. */
export interface ProviderSettings {
  /** Site served when the request's host has no configuration of its own. */
  defaultDomain: string;
  /** GET /ghost/get{checkSuffix}: the guest status call (spec §7). */
  checkSuffix: string;
}

export interface ProviderEnv {
  Variables: {
    db: Db;
    settings: ProviderSettings;
    /** The logged-in user behind the bearer token, or null for a guest. */
    viewer: Viewer | null;
  };
}
