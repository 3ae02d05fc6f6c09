import { describe, expect, it } from 'vitest';
import { liveWindow, vodSegments } from '../../src/provider/media/playlists';
import { byteRange } from '../../src/provider/media/range';

const VOD = `#EXTM3U
#EXT-X-TARGETDURATION:4
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-MAP:URI="init.mp4"
#EXTINF:4.000,
seg0.m4s
#EXTINF:4.000,
seg1.m4s
#EXTINF:4.000,
seg2.m4s
#EXT-X-ENDLIST
`;

describe('byte ranges (RFC 9110 §14.1.2)', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-9', { kind: 'part', start: 0, end: 9 }],
    ['bytes=90-', { kind: 'part', start: 90, end: 99 }],
    ['bytes=90-500', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-10', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-500', { kind: 'part', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=5-2', { kind: 'whole' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
  ])('resolves %s against 100 bytes', (header, answer) => {
    expect(byteRange(header, 100)).toEqual(answer);
  });
});

describe('playlists', () => {
  it.each([
    [0, 4, 0, 0],
    [40, 10, 6, 1],
    [48, 12, 8, 2],
    [52, 13, 9, 2],
  ])(
    'at %i s shows segments up to %i, starting at %i, after %i discontinuities',
    (now, last, first, discontinuities) => {
      const playlist = liveWindow(vodSegments(VOD), 4, 3, 0, now);
      expect(playlist).toContain(`#EXT-X-MEDIA-SEQUENCE:${first}`);
      expect(playlist).toContain(`#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuities}`);
      expect(playlist).toContain(`seg${last % 3}.m4s\n`);
      expect(playlist.match(/\.m4s/g)).toHaveLength(5);
      expect(playlist).not.toContain('ENDLIST');
    // each return to the first demo segment inside the window is marked
    const inWindow = Array.from({ length: 5 }, (_, i) => first + i).filter((k) => k > 0 && k % 3 === 0);
    expect(playlist.match(/#EXT-X-DISCONTINUITY\n/g) ?? []).toHaveLength(inWindow.length);
    },
  );
});
