import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// eslint.config.js, docs/architecture.md "Reshape at the door": components, layouts, pages and islands do not
// choose a language themselves; the loaders and the browser client reshape answers into it.
const eslint = new ESLint({ cwd: process.cwd() });

async function languageChoices(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax');
}

const ternary = "const locale = 'fa' as 'fa' | 'en';\nexport const name = locale === 'fa' ? 'نام' : 'Name';\n";

describe('views choose no language', () => {
  it.each(['src/islands/Fixture.tsx', 'src/components/fixture.ts', 'src/pages/fixture.ts'])(
    '%s fails on a locale ternary',
    async (filePath) => {
      expect(await languageChoices(filePath, ternary)).toHaveLength(1);
    },
  );

  it.each(['src/lib/api/views/fixture.ts', 'src/lib/i18n/fixture.ts'])('%s may choose', async (filePath) => {
    expect(await languageChoices(filePath, ternary)).toHaveLength(0);
  });
});
