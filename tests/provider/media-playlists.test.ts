import { describe, expect, it } from 'vitest';
import { LIVE_DVR_SECONDS, LIVE_MIN_SEGMENTS, liveWindow, vodSegments } from '../../src/provider/media/playlists';
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
    // 3 demo segments of 4 s loop from 0; the newest complete segment is the last listed
    [24, 5, 0, 0],
    [27.9, 5, 0, 0],
    [28, 6, 1, 0],
    [40, 9, 4, 1],
    [48, 11, 6, 1],
    [52, 12, 7, 2],
  ])(
    'at %i s lists segments up to %i, from %i, after %i discontinuities, each with its date',
    (now, last, first, discontinuities) => {
      const playlist = liveWindow(vodSegments(VOD), 3, 0, now, 24);
      expect(playlist).toContain(`#EXT-X-MEDIA-SEQUENCE:${first}`);
      expect(playlist).toContain(`#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuities}`);
      expect(playlist).toContain(`seg${last % 3}.m4s\n`);
      expect(playlist.match(/\.m4s/g)).toHaveLength(last - first + 1);
      expect(playlist.match(/#EXT-X-PROGRAM-DATE-TIME:/g)).toHaveLength(last - first + 1);
      expect(playlist).toContain(`#EXT-X-PROGRAM-DATE-TIME:${new Date(last * 4000).toISOString()}\n`);
      expect(playlist).not.toContain('ENDLIST');
      // each return to the first demo segment inside the window is marked
      const inWindow = Array.from({ length: last - first + 1 }, (_, i) => first + i).filter(
        (k) => k > 0 && k % 3 === 0,
      );
      expect(playlist.match(/#EXT-X-DISCONTINUITY\n/g) ?? []).toHaveLength(inWindow.length);
    },
  );

  it('lists at least six segments, and a DVR window of five minutes by default', () => {
    expect(liveWindow(vodSegments(VOD), 3, 0, 1000, 8).match(/\.m4s/g)).toHaveLength(LIVE_MIN_SEGMENTS);
    expect(liveWindow(vodSegments(VOD), 3, 0, 1000).match(/\.m4s/g)).toHaveLength(LIVE_DVR_SECONDS / 4);
  });

  it('follows segments of unequal length: a segment is listed once its own end has passed', () => {
    const uneven = VOD.replace('#EXTINF:4.000,\nseg0', '#EXTINF:4.010667,\nseg0').replace(
      '#EXTINF:4.000,\nseg1',
      '#EXTINF:3.989333,\nseg1',
    );
    // segment 6 (seg0 of the third loop) starts at 24 s and ends at 28.010667 s
    expect(liveWindow(vodSegments(uneven), 3, 0, 28.01, 24)).not.toContain('#EXT-X-MEDIA-SEQUENCE:1\n');
    const later = liveWindow(vodSegments(uneven), 3, 0, 28.011, 24);
    expect(later).toContain('#EXT-X-MEDIA-SEQUENCE:1\n');
    expect(later).toContain('#EXT-X-PROGRAM-DATE-TIME:1970-01-01T00:00:16.011Z\n#EXTINF:3.989333,\nseg1.m4s');
  });
});
