import { describe, expect, it } from 'vitest';
import { faqLd, jsonLd } from '../../src/lib/server/seo';

describe('faqLd()', () => {
  const items = [
    { q: 'How do I buy a subscription?', a: 'Sign in and choose a plan.' },
    { q: 'چطور اشتراک بخرم؟', a: 'وارد شوید و یک طرح را انتخاب کنید.' },
  ];

  it('describes the page as a schema.org FAQPage at its URL', () => {
    const ld = faqLd('https://example.test/profile/faq', items);
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.url).toBe('https://example.test/profile/faq');
  });

  it('keeps every question in order, each with its accepted answer', () => {
    expect(faqLd('https://example.test/profile/faq', items).mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'How do I buy a subscription?',
        acceptedAnswer: { '@type': 'Answer', text: 'Sign in and choose a plan.' },
      },
      {
        '@type': 'Question',
        name: 'چطور اشتراک بخرم؟',
        acceptedAnswer: { '@type': 'Answer', text: 'وارد شوید و یک طرح را انتخاب کنید.' },
      },
    ]);
  });

  it('has no questions when the FAQ is empty', () => {
    expect(faqLd('https://example.test/profile/faq', []).mainEntity).toEqual([]);
  });

  it('cannot close its script tag, whatever an answer contains', () => {
    const ld = faqLd('https://example.test/profile/faq', [{ q: 'Q', a: '</script><script>alert(1)</script>' }]);
    expect(jsonLd(ld)).not.toContain('</script>');
  });
});
