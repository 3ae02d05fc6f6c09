import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Component tests run in jsdom: each such file starts with // @vitest-environment jsdom.
    include: [
      'tests/unit/**/*.test.ts',
      'tests/provider/**/*.test.ts',
      // the contract: our answers and the original client's readings, one schema each
      'tests/contract/**/*.test.ts',
      'tests/component/**/*.test.{ts,tsx}',
      // ffprobe and ffmpeg on packaged media (Debian's ffmpeg, installed by .ci/run)
      'tests/media/**/*.test.ts',
    ],
    environment: 'node',
    // A test that opens its own embedded database and migrates it took 30 s on a 2-core machine
    // busy with other jobs (load 10+); 90 s still fails a test that hangs.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // PGlite instances are memory-hungry and CPU-bound: two workers suit the 2-core machines.
    maxWorkers: 2,
    server: { deps: { inline: ['@nanostores/react'] } },
    // jest-dom's matchers (toHaveTextContent, toBeDisabled…) read as what a user sees.
    // The default report, and the names of any files a dead worker left without a result.
    reporters: ['default', './tests/setup/unfinished-files.ts'],
    setupFiles: ['tests/setup/island-texts.ts', 'tests/setup/jest-dom.ts'],
  },
});
