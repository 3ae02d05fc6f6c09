// npm test: every test suite. Unit and provider tests under vitest (the provider suite on PGlite
// and, when it answers, on the PostgreSQL of TEST_DATABASE_URL), then the browser tests under
// Playwright with Debian's chromium against the built site.
import { spawnSync } from 'node:child_process';

const run = (args) => {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(['node_modules/vitest/vitest.mjs', 'run']);
run(['node_modules/@playwright/test/cli.js', 'test']);
