import { describe, expect, it } from 'vitest';
import { formatDataSize } from '../../src/lib/i18n/format-data';

// docs/data-budget.md "On the pages": amounts in the page's digits, MB under a gigabyte, else GB.

describe('formatDataSize()', () => {
  it.each([
    [0, 'fa', '۰ مگابایت'],
    [40_000, 'fa', '۰٫۱ مگابایت'],
    [2_340_000, 'fa', '۲٫۳ مگابایت'],
    [47_600_000, 'fa', '۴۸ مگابایت'],
    [148_230_000, 'fa', '۱۵۰ مگابایت'],
    [212_000_000, 'fa', '۲۱۰ مگابایت'],
    [996_000_000, 'fa', '۱ گیگابایت'],
    [1_230_000_000, 'fa', '۱٫۲ گیگابایت'],
    [12_400_000_000, 'fa', '۱۲ گیگابایت'],
    [212_000_000, 'en', '210 MB'],
    [1_230_000_000, 'en', '1.2 GB'],
  ] as const)('%d bytes in %s is %s', (bytes, locale, expected) => {
    expect(formatDataSize(bytes, locale)).toBe(expected);
  });
});
