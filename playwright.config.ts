import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { assertDistinctMobiles } from './scripts/e2e-mobiles.mjs';

// Browser tests drive Debian's chromium (Playwright cannot download its own browsers here).
// The server is the built site on its own port and its own fresh embedded database.
// E2E_PORT moves it off 4390 (two checkouts testing at once); E2E_BASE_URL points the tests at a server already running (a helper's own build) instead.
assertDistinctMobiles('tests/e2e');

const PORT = Number(process.env['E2E_PORT'] ?? 4390);
const external = process.env['E2E_BASE_URL'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // How long an expectation waits for what the visitor should see. Playwright's 5 s was not enough
  // in CI, where two workers, the server and Chromium share two cores at a load of 13-18: a modal
  // loads its code on first use (docs/decisions/0001-react-islands-on-first-use.md) and took
  // longer than that to open there (the login modal opened in 0.6-1.2 s on a quiet machine under
  // a 6x slower CPU). Tests say what appears; how fast is the benchmarks' business.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: external ?? `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: external
    ? undefined
    : {
        // The pinned Node 24 (the system one may be older than Astro accepts).
        // MEDIA_DIR is the committed demo seen through a link in .data-e2e, so titles/ beside it
        // (films ingested from the back office, tests/e2e/admin-ingest.spec.ts) goes with each run's data.
        command: `rm -rf .data-e2e && mkdir -p .data-e2e/media && ln -s ../../media/demo .data-e2e/media/demo && node_modules/.bin/node scripts/start.mjs`,
        // The app client's origin (tests/e2e/app-client.spec.ts serves its page on PORT + 1000), and
        // ADMIN_MOBILES: the back office's first admins, one per test of tests/e2e/admin.spec.ts and
        // admin-ingest.spec.ts, 09120009013 of admin-series.spec.ts, 09120009023 of admin-catalog.spec.ts, admin-artwork.spec.ts, 09120009051 and 09120009052 of admin-brands.spec.ts (admin-ingest.spec.ts's editor and subscriber are 09120009041 and 09120009042, no admins), 09120009043 of admin-catalog.spec.ts, 09120009061 of admin-teasers.spec.ts (whose editor is 09120009062) (docs/admin.md).
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATA_DIR: '.data-e2e',
          MEDIA_DIR: '.data-e2e/media/demo',
          API_CORS_ORIGINS: `http://localhost:${PORT + 1000}`,
          MEDIA_CORS_ORIGINS: `http://localhost:${PORT + 1000}`,
          // Every test logs in from 127.0.0.1: the suite's logins pass the production cap of 60 an hour.
          LOGIN_SENDS_PER_ADDRESS_HOUR: '1000',
          ADMIN_MOBILES:
            '09120009001,09120009002,09120009003,09120009004,09120009013,09120009023,09120009032,09120009033,09120009043,09120009051,09120009052,09120009061',
        },
        url: `http://127.0.0.1:${PORT}/api/v1/genres`,
        timeout: 240_000,
        reuseExistingServer: false,
      },
});
