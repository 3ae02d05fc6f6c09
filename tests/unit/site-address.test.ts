import { describe, expect, it } from 'vitest';
import { siteView } from '../../src/lib/api/views/site';
import { siteUser } from '../../src/contract/schemas/site';
import { FALLBACK_SITE } from '../../src/lib/server/site-fallback';

// docs/admin.md "Brands": the brand's address, kept in both languages, is shown in the footer's
// contact lines in the reader's language, else in the other one (marked as such), else not at all.

describe('the brand’s address in the site view', () => {
  const site = (address: string, address_fa: string) => ({ ...FALLBACK_SITE, address, address_fa });

  it('is the reader’s language’s, with its lang and direction', () => {
    expect(siteView(site('1 Zand St.', 'خیابان زند ۱'), 'fa').address).toEqual({
      text: 'خیابان زند ۱',
      lang: 'fa',
      dir: 'rtl',
    });
    expect(siteView(site('1 Zand St.', 'خیابان زند ۱'), 'en').address).toEqual({
      text: '1 Zand St.',
      lang: 'en',
      dir: 'ltr',
    });
  });

  it('falls back to the other language, and is none when the brand has neither', () => {
    expect(siteView(site('', 'خیابان زند ۱'), 'en').address).toMatchObject({ text: 'خیابان زند ۱', lang: 'fa' });
    expect(siteView(site('1 Zand St.', '  '), 'fa').address).toMatchObject({ text: '1 Zand St.', lang: 'en' });
    expect(siteView(site('', ''), 'fa').address).toBeNull();
  });

  it('is read as empty from a provider that does not answer it', () => {
    const { address: _a, address_fa: _b, ...older } = FALLBACK_SITE;
    expect(siteUser.parse(older)).toMatchObject({ address: '', address_fa: '' });
  });
});
