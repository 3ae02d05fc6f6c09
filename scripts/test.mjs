// npm test: every test suite. Unit, component and provider tests run under vitest (the provider
// suite on PGlite and, when it answers, on the PostgreSQL of TEST_DATABASE_URL).
import { spawnSync } from 'node:child_process';

const run = (args, env = {}) => {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(['node_modules/vitest/vitest.mjs', 'run']);
