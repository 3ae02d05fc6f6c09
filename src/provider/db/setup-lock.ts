/**
 * Key of the advisory lock that serialises migrating and seeding across server processes.
 * Its own module: code that takes the lock at run time (search columns, the back office's
 * catalog) must not import migrate.ts, whose bundled migrations (import.meta.glob) exist only
 * under Vite, so a plain tsx process (the SIGKILL test's worker) could not load the provider.
 */
export const SETUP_LOCK = 727_001;
