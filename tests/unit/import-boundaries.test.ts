import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// eslint.config.js: browser code (islands, stores, behaviours, shared rules) never imports
// server-only code, the configuration or the embedded provider (STYLE.md §14); the contract
// imports nothing; the provider nothing of the storefront; src/ops neither server (ARCHITECTURE.md §5).
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('import boundaries', () => {
  it.each([
    ['src/islands/Fixture.tsx', "import { api } from '../lib/server/api/client';"],
    ['src/islands/login/Fixture.tsx', "import { seoTitle } from '../../lib/server/seo';"],
    ['src/islands/Fixture.tsx', "import { config } from '../config';"],
    ['src/islands/Fixture.tsx', "import { handle } from '../provider';"],
    ['src/stores/fixture.ts', "import { handle } from '../provider/http/app';"],
    ['src/stores/fixture.ts', "import type { CallOptions } from '../lib/server/api/client';"],
    ['src/lib/rules/fixture.ts', "import { cachedPage } from '../server/page-cache';"],
    ['src/lib/behaviours/fixture.ts', "import { config } from '../../config.ts';"],
    // the contract floor imports nothing of the provider, the server site or the browser
    ['src/contract/schemas/fixture.ts', "import { config } from '../../config';"],
    ['src/contract/rules/fixture.ts', "import type { Locale } from '../../lib/i18n';"],
    ['src/contract/schemas/fixture.ts', "import { findTitle } from '../../provider/domain/catalog/titles';"],
    ['src/contract/rules/fixture.ts', "import { localePath } from '../../lib/rules/paths';"],
    ['src/contract/schemas/fixture.ts', "import { atom } from 'nanostores';"],
    // the provider imports nothing of the storefront; src/ops imports neither server
    ['src/provider/domain/fixture.ts', "import { cachedPage } from '../../lib/server/page-cache';"],
    ['src/provider/http/routes/fixture.ts', "import { t } from '../../../lib/i18n';"],
    ['src/provider/fixture.ts', "import Card from '../components/Card.astro';"],
    ['src/provider/db/fixture.ts', "import { onRequest } from '../../middleware';"],
    ['src/ops/fixture.ts', "import { embeddedProvider } from '../provider';"],
    ['src/ops/fixture.ts', "import { api } from '../lib/server/api/client';"],
    ['src/islands/Fixture.tsx', "import { log } from '../ops/logger';"],
  ])('%s fails on %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const used = 1;\n`)).toHaveLength(1);
  });

  it.each([
    ['src/islands/Fixture.tsx', "import { localePath } from '../lib/rules/paths';"],
    ['src/stores/fixture.ts', "import { api } from '../lib/api/browser';"],
    ['src/lib/server/fixture.ts', "import { config } from '../../config';"],
    ['src/pages/fixture.ts', "import { api } from '../lib/server/api/client';"],
    ['src/contract/schemas/fixture.ts', "import { MOBILE_PATTERN } from '../rules/mobile';"],
    ['src/contract/schemas/fixture.ts', "import { titleCard } from './title';"],
    ['src/contract/rules/fixture.ts', "import { z } from 'zod';"],
    ['src/provider/fixture.ts', "import { titleCard } from '../contract/schemas/title';"],
    ['src/provider/domain/fixture.ts', "import { log } from '../../ops/logger';"],
    ['src/provider/fixture.ts', "import { config } from '../config';"],
    ['src/lib/server/fixture.ts', "import { log } from '../../ops/logger';"],
    ['src/ops/fixture.ts', "import { config } from '../config';"],
  ])('%s may use %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const used = 1;\n`)).toHaveLength(0);
  });
});
