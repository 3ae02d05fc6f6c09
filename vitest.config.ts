import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/provider/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // PGlite instances are memory-hungry and CPU-bound: two workers suit the 2-core machines.
    maxWorkers: 2,
  },
});
