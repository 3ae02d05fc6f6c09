import { describe, expect, it } from 'vitest';
import { dataSize, estimateBytes } from '../../src/contract/rules/data-budget';

// docs/data-budget.md "On the pages": a title's data at each quality, rounded for people.

const inMegabytes = ({ value, unit }: ReturnType<typeof dataSize>) => (unit === 'gigabyte' ? value * 1000 : value);

/** The demo ladder's average rates (media/demo/master.m3u8), 240p to 1080p-like rates beyond. */
const RATES = [126_344, 179_659, 230_884, 1_200_000, 4_500_000];

describe('dataSize()', () => {
  it('grows with the quality for a runtime', () => {
    const sizes = RATES.map((rate) => inMegabytes(dataSize(estimateBytes(rate, 110 * 60))));
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(RATES.length);
  });

  it('grows with the runtime at a quality', () => {
    const sizes = [5, 30, 45, 90, 180, 600].map((minutes) =>
      inMegabytes(dataSize(estimateBytes(RATES[1]!, minutes * 60))),
    );
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(6);
  });

  it('never shrinks as bytes grow, across its rounding steps', () => {
    let last = 0;
    for (let bytes = 0; bytes < 30e9; bytes = Math.ceil(bytes * 1.013) + 1000) {
      const now = inMegabytes(dataSize(bytes));
      expect(now).toBeGreaterThanOrEqual(last);
      last = now;
    }
  });

  it.each([
    [0, 0, 'megabyte'],
    [1, 0.1, 'megabyte'],
    [9_940_000, 9.9, 'megabyte'],
    [54_400_000, 54, 'megabyte'],
    [148_230_000, 150, 'megabyte'],
    [994_000_000, 990, 'megabyte'],
    [996_000_000, 1, 'gigabyte'],
    [1_249_000_000, 1.2, 'gigabyte'],
    [23_600_000_000, 24, 'gigabyte'],
  ] as const)('%d bytes read as %d %s', (bytes, value, unit) => {
    expect(dataSize(bytes)).toEqual({ value, unit });
  });
});
