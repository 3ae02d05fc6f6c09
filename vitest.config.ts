import { defineConfig } from 'vitest/config';

// The islands are written against React's API and ship on preact/compat (astro.config.mjs); the
// component tests run them on the same runtime. Tests import what runs: @testing-library/preact,
// preact-render-to-string (what @astrojs/preact renders islands with on the server).
const preactCompat = [
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  resolve: { alias: preactCompat },
  test: {
    // Component tests run in jsdom: each such file starts with // @vitest-environment jsdom.
    include: ['tests/unit/**/*.test.ts', 'tests/provider/**/*.test.ts', 'tests/component/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // PGlite instances are memory-hungry and CPU-bound: two workers suit the 2-core machines.
    maxWorkers: 2,
    server: { deps: { inline: ['@nanostores/react', '@testing-library/preact'] } },
    setupFiles: ['tests/setup/preact.ts'],
  },
});
