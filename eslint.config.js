import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Files that run in the browser (or on both sides): they must stay free of server code. */
export const BROWSER_CODE = [
  'src/islands/**',
  'src/stores/**',
  'src/lib/behaviours/**',
  'src/lib/rules/**',
  'src/lib/i18n/**',
  'src/lib/api/**',
  'src/contract/**',
];
/** An import of src/lib/server, src/ops, src/provider, src/middleware or src/config, by any relative path. */
export const SERVER_ONLY_IMPORT = String.raw`(^|/)(server|ops|provider|middleware)(/|$)|(^|/)config(\.[cm]?[jt]s)?$`;

/**
 * What src/contract may not import: anything but zod, a file of its own folder, or a file of its
 * other folder (schemas, rules); that is, another package or a path out of src/contract.
 */
export const CONTRACT_ESCAPE = String.raw`^(?!(zod(/.*)?|\./[^/]+|\.\./(schemas|rules)/[^/]+)$)`;

/** An import of the storefront (its server site, browser code, pages and views), by any relative path. */
export const STOREFRONT_IMPORT = String.raw`^\.{1,2}/(\.\./)*(lib|islands|stores|components|layouts|pages|middleware|styles)(/|$)`;
/** An import of the embedded provider, by any relative path. */
export const PROVIDER_IMPORT = String.raw`^\.{1,2}/(\.\./)*provider(/|$)`;

export default defineConfig(
  {
    ignores: ['dist/', '.astro/', '.data/', 'node_modules/', 'src/provider/db/migrations/', 'test-results/', '.bench/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from src/config.ts (STYLE.md §7).' },
      ],
    },
  },
  {
    files: ['src/config.ts', 'scripts/**', 'server/**', 'tests/**', '*.config.*', 'deploy/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  // nginx's njs 0.7 (deploy/media-token.js) has no optional catch binding: `catch (_error)`.
  {
    files: ['deploy/**/*.js'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  // STYLE.md §14, say where code runs: what ships to the browser (islands, stores, browser
  // behaviours, shared rules, i18n, the browser API client and schemas) never imports server-only
  // code, the configuration (which reads process.env) or the embedded provider.
  {
    files: BROWSER_CODE,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: SERVER_ONLY_IMPORT,
              message: 'Browser code must not import server-only code, src/config or src/provider (STYLE.md §14).',
            },
          ],
        },
      ],
    },
  },
  // ARCHITECTURE.md §5, one contract floor: src/contract (the wire schemas, the spec's rules and
  // values) imports zod and itself only, never the provider, the server site or the browser.
  {
    files: ['src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: CONTRACT_ESCAPE,
              message: 'src/contract imports zod and src/contract only (ARCHITECTURE.md §5, one contract floor).',
            },
          ],
        },
      ],
    },
  },
  // ARCHITECTURE.md §5, the provider stands on the contract and the neutral operations floor
  // (src/ops: logging, metrics, lifecycle, body limits) and imports nothing of the storefront.
  {
    files: ['src/provider/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: STOREFRONT_IMPORT,
              message: 'The provider imports src/contract, src/ops and src/config, never the storefront (ARCHITECTURE.md §5).',
            },
          ],
        },
      ],
    },
  },
  // src/ops serves both servers: it imports neither of them.
  {
    files: ['src/ops/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `${STOREFRONT_IMPORT}|${PROVIDER_IMPORT}`,
              message: 'src/ops serves the provider and the storefront: it imports neither (ARCHITECTURE.md §5).',
            },
          ],
        },
      ],
    },
  },
  // docs/architecture.md "Reshape at the door": views read the app's own types, already in the reader's language
  // (src/lib/api/views); what else differs by locale is localeFacts() in src/lib/i18n.
  {
    files: ['src/components/**', 'src/layouts/**', 'src/pages/**', 'src/islands/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[left.name='locale'][right.value=/^(fa|en)$/]",
          message: 'Views do not choose a language: read the reshaped field (src/lib/api/views) or localeFacts().',
        },
      ],
    },
  },
  {
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
