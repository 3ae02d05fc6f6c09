// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

// ARCHITECTURE.md §1-2: server output on the Node adapter (standalone), React islands,
// Astro's i18n routing with fa at the root and en under /en/.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  i18n: {
    defaultLocale: 'fa',
    locales: ['fa', 'en'],
    routing: { prefixDefaultLocale: false },
  },
  security: { checkOrigin: true },
  vite: {
    ssr: {
      // PGlite loads its WebAssembly and data files next to its own module: keep it external.
      external: ['@electric-sql/pglite', 'pg'],
    },
    optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  },
});
