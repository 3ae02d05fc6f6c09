import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  dataSize,
  estimateBytes,
  masterRungs,
  playingRate,
  type MasterRung,
} from '../../src/contract/rules/data-budget';

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

// docs/data-budget.md "On the pages", the browser's own HLS: the rates of the master it was given.
describe('masterRungs()', () => {
  it('reads each EXT-X-STREAM-INF of the demo master in its order, and no I-frame playlist', () => {
    expect(masterRungs(readFileSync('media/demo/master.m3u8', 'utf8'))).toEqual([
      { height: 240, peak: 148665, average: 126344 },
      { height: 360, peak: 209173, average: 179659 },
      { height: 480, peak: 289945, average: 230884 },
    ]);
  });

  it('takes BANDWIDTH when AVERAGE-BANDWIDTH is absent, reads quoted commas as one value, and CRLF lines', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:CODECS="avc1.64001f,mp4a.40.2",RESOLUTION=1280x720,BANDWIDTH=2400000',
      'v720/index.m3u8',
      '#EXT-X-STREAM-INF:NAME="A,BANDWIDTH=9",AVERAGE-BANDWIDTH=700000,BANDWIDTH=900000',
      'audio-only.m3u8',
      '',
    ].join('\r\n');
    expect(masterRungs(master)).toEqual([
      { height: 720, peak: 2_400_000, average: 2_400_000 },
      { height: null, peak: 900_000, average: 700_000 },
    ]);
  });

  it('leaves out a rung without a usable BANDWIDTH, and finds none in a media playlist', () => {
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:RESOLUTION=640x360\na.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=x\nb.m3u8\n';
    expect(masterRungs(master)).toEqual([]);
    expect(masterRungs('#EXTM3U\n#EXTINF:4.0,\nseg0.m4s\n')).toEqual([]);
  });
});

describe('playingRate()', () => {
  const rung = (height: number | null, average: number): MasterRung => ({ height, peak: average * 1.2, average });
  const ladder = [rung(240, 400_000), rung(360, 800_000), rung(480, 1_600_000)];

  it('is the rate of the rung whose height the picture has', () => {
    expect(playingRate(ladder, 360, null)).toBe(800_000);
    expect(playingRate(ladder, 240, 360)).toBe(400_000);
  });

  it('is the tallest rung the cap allows while the picture’s height is unknown or no rung has it', () => {
    expect(playingRate(ladder, 0, null)).toBe(1_600_000);
    expect(playingRate(ladder, 0, 360)).toBe(800_000);
    expect(playingRate(ladder, 1080, 360)).toBe(800_000);
  });

  it('is the lowest rung when every rung is taller than the cap, as the capped master keeps it', () => {
    expect(playingRate(ladder, 0, 144)).toBe(400_000);
  });

  it('counts rungs of one height at the heaviest, a ladder without heights at its heaviest, and nothing without rungs', () => {
    expect(playingRate([rung(360, 600_000), rung(360, 900_000)], 360, null)).toBe(900_000);
    expect(playingRate([rung(null, 500_000), rung(null, 300_000)], 0, 360)).toBe(500_000);
    expect(playingRate([], 360, null)).toBeNull();
  });
});
