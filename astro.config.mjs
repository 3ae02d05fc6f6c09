// @ts-check
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { BOOT_SCRIPT } from './src/lib/behaviours/boot-script.mjs';
import { ADAPTER_BODY_LIMIT } from './src/ops/body-limits.mjs';
import { precompress } from './scripts/precompress.mjs';

/** @param {string} text @returns {`sha256-${string}`} */
const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const bootScriptHash = sha256(BOOT_SCRIPT);

/** client:interaction: islands that hydrate when first used (src/lib/hydration/on-interaction.ts). */
const islandDirectives = {
  name: 'island-directives',
  hooks: {
    /** @param {{ addClientDirective: (d: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'interaction', entrypoint: './src/lib/hydration/on-interaction.ts' }),
  },
};

// Astro asks every renderer whether it owns a component (`check`) before rendering it, and React's
// check renders the component once more just to see: every island was rendered twice on every
// page. Islands are React by definition (src/islands/*.tsx, `export default function Name`), so the
// server build tags each with its renderer, as Astro's own JSX integrations tag theirs, and Astro
// goes straight to React. A file this misses is only checked as before.
const ISLAND_FILE = /\/src\/islands\/\w+\.tsx$/;
/** @type {import('vite').Plugin} */
const tagIslands = {
  name: 'tag-islands',
  transform(code, id) {
    if (this.environment?.config.consumer !== 'server' || !ISLAND_FILE.test(id)) return;
    const name = /^export default function (\w+)/m.exec(code)?.[1];
    if (!name) return;
    return {
      code: `${code}\nimport { __astro_tag_component__ } from 'astro/runtime/server/index.js';\n__astro_tag_component__(${name}, '@astrojs/react');\n`,
      map: null,
    };
  },
};

// Islands render with React's renderToString (`experimentalDisableStreaming`): a stream renderer
// per island cost a third of a film page's server time. @astrojs/react 5.0 calls it without the
// island's `identifierPrefix`, so every island's useId() gave the same ids and labels pointed at
// another island's elements; this passes the prefix it already computed, and fails the build if
// the renderer changes shape (then check whether upstream fixed it and drop this).
const RENDER_TO_STRING = 'ReactDOM.renderToString(vnode)';
/** @type {import('vite').Plugin} */
const islandIdPrefix = {
  name: 'island-id-prefix',
  transform(code, id) {
    if (!id.includes('/@astrojs/react/dist/server.js')) return;
    if (!code.includes(RENDER_TO_STRING)) {
      throw new Error(`island-id-prefix: ${RENDER_TO_STRING} not found in @astrojs/react's server renderer`);
    }
    return {
      code: code.replace(RENDER_TO_STRING, 'ReactDOM.renderToString(vnode, { identifierPrefix: prefix })'),
      map: null,
    };
  },
};

// The page scripts (components/scripts/: one a page, and the few a rarely visited part adds) share
// stores and helpers; left to itself the bundler cut what they import into a dozen small chunks
// three imports deep, sixteen requests before a page's first paint. Everything those scripts import statically is one
// chunk, `site` (docs/decisions/0002-one-chunk-for-page-scripts.md); an island importing from it
// finds it already loaded.
const PAGE_SCRIPT = /\.astro\?astro&type=script&index=\d+&lang\.ts$/;
/** @type {Map<string, boolean>} */
const fromPageScript = new Map();
/**
 * Whether a page script imports `id` statically, directly or through other modules.
 * @param {string} id
 * @param {import('rolldown').ChunkingContext} context
 * @returns {boolean}
 */
function importedByPageScript(id, context) {
  const known = fromPageScript.get(id);
  if (known !== undefined) return known;
  fromPageScript.set(id, false); // an import cycle answers no until the walk is done
  const importers = context.getModuleInfo(id)?.importers ?? [];
  const answer = importers.some((importer) => PAGE_SCRIPT.test(importer) || importedByPageScript(importer, context));
  fromPageScript.set(id, answer);
  return answer;
}
/** Fails the client build when no `site` chunk came out (Astro renamed its script modules?). */
/** @type {import('vite').Plugin} */
const siteChunkMade = {
  name: 'site-chunk-made',
  generateBundle(_options, bundle) {
    if (this.environment?.name !== 'client') return;
    if (!Object.values(bundle).some((file) => file.type === 'chunk' && file.name === 'site')) {
      throw new Error(`site-chunk-made: no module matched ${PAGE_SCRIPT}; the page scripts' chunk was not made`);
    }
  },
};

// ARCHITECTURE.md §1-2: server output on the Node adapter (standalone), React 19 islands that
// hydrate when first used. fa at the root and en under /en/ are one route tree: the locale
// middleware (src/middleware/locale.ts) rewrites /en/… onto it.
export default defineConfig({
  output: 'server',
  // Pages decide their status (404, 400) after loading data; with streaming on, the status is
  // already sent by then. Buffered pages are also what shared caches store anyway.
  // The adapter passes request bodies on as they arrive; the routes count what they read
  // (src/lib/server/request-body.ts) and this is the net under any other reader.
  adapter: node({ mode: 'standalone', experimentalDisableStreaming: true, bodySizeLimit: ADAPTER_BODY_LIMIT }),
  integrations: [
    react({ experimentalDisableStreaming: true }),
    islandDirectives,
    // `astro build` makes the whole artifact: brotli and gzip copies of the hashed assets too, which
    // server/serve.mjs sends as they are (docs/architecture.md "Provider, styles, server").
    {
      name: 'precompress',
      hooks: {
        'astro:build:done': ({ dir, logger }) => {
          logger.info(`${precompress(fileURLToPath(new URL('_astro/', dir)))} hashed assets compressed`);
        },
      },
    },
  ],
  build: { inlineStylesheets: 'never' },
  // No Markdown code blocks on this site; Shiki's inline styles would clash with the CSP.
  markdown: { syntaxHighlight: false },
  security: {
    // The middleware's origin step checks it instead (src/middleware/origin.ts): the bank's form
    // POST back to /callback comes from the bank's origin.
    checkOrigin: false,
    // Astro hashes its own scripts and styles into the page's Content-Security-Policy header; the
    // boot script's hash is ours.
    csp: {
      scriptDirective: { hashes: [bootScriptHash] },
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "media-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        // The service worker (/sw.js, spec §7 service worker) is this origin's only worker.
        "worker-src 'self'",
      ],
    },
  },
  vite: {
    plugins: [tagIslands, islandIdPrefix, siteChunkMade],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: (id, context) => (importedByPageScript(id, context) ? 'site' : null) }],
              },
            },
          },
        },
      },
    },
    // The service worker's cache version (src/pages/sw.js.ts): a new build drops the old caches.
    define: { __BUILD_VERSION__: JSON.stringify(Date.now().toString(36)) },
    ssr: {
      // PGlite loads its WebAssembly and data files next to its own module: keep it external.
      external: ['@electric-sql/pglite', 'pg'],
    },
    optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  },
});
