import { describe, expect, it } from 'vitest';
import { dataEstimateView } from '../../src/lib/api/views/data-budget';

// docs/data-budget.md "On the pages": the title page's figures, in the reader's digits.

const rung = (height: number, bitrate: number, minutes: number) => ({
  quality: `${height}p`,
  height,
  bitrate,
  bytes: Math.round((bitrate * minutes * 60) / 8),
});

describe('dataEstimateView()', () => {
  it('lists the rungs from the lightest up, in Persian digits on fa pages', () => {
    const view = dataEstimateView(
      {
        data: { runtime: 110, qualities: [rung(480, 230_884, 110), rung(240, 126_344, 110), rung(360, 179_659, 110)] },
      },
      'fa',
    );
    expect(view).toEqual({
      runtime: '۱ ساعت و ۵۰ دقیقه',
      qualities: [
        { quality: '۲۴۰p', size: '۱۰۰ مگابایت' },
        { quality: '۳۶۰p', size: '۱۵۰ مگابایت' },
        { quality: '۴۸۰p', size: '۱۹۰ مگابایت' },
      ],
    });
  });

  it('writes Latin digits and short units on en pages', () => {
    const view = dataEstimateView({ data: { runtime: 45, qualities: [rung(1080, 5_000_000, 45)] } }, 'en');
    expect(view?.qualities).toEqual([{ quality: '1080p', size: '1.7 GB' }]);
  });

  it('shows nothing for a title without a runtime or a ladder', () => {
    expect(dataEstimateView({ data: { runtime: 0, qualities: [rung(360, 179_659, 0)] } }, 'fa')).toBeNull();
    expect(dataEstimateView({ data: { runtime: 90, qualities: [] } }, 'fa')).toBeNull();
  });
});
