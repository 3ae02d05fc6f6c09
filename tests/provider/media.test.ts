import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { signedMediaUrl } from '../../src/provider/media/urls';
import { postJson, startProvider, type TestProvider } from './harness';
import { bearer, ENGINES, media, MEDIA_SECRET, startClocked, text, TITLES, viewerWith } from './watch-helpers';

/** Every URL a playlist names: its URI lines and URI="…" attributes. */
const childUrls = (playlist: string) =>
  playlist.split('\n').flatMap((line) => {
    if (!line) return [];
    if (!line.startsWith('#')) return [line];
    const uri = /URI="([^"]+)"/.exec(line);
    return uri ? [uri[1]!] : [];
  });

describe.each(ENGINES)('signed media on %s', (engine) => {
  let provider: TestProvider;
  let clock: { now: number };
  let subscriber: { token: string; userId: number };
  let other: { token: string; userId: number };
  let master: string;
  const settings = () => ({
    defaultDomain: 'localhost',
    checkSuffix: '',
    sms: undefined as never,
    media: { dir: './media/demo', secret: 'test-secret-of-at-least-32-characters!!' },
    now: () => clock.now,
  });

  beforeAll(async () => {
    ({ provider, clock } = await startClocked(engine));
    subscriber = await viewerWith(provider, '09125550001', 30);
    other = await viewerWith(provider, '09125550002', 30);
    const { body } = await provider.call(`/get/watch/movie-hls/${TITLES.subscription.id}/1`, {
      headers: bearer(subscriber.token),
    });
    master = body.data.video[0].video;
  });
  afterAll(() => provider?.close());

  it('answers a master playlist whose every child URL is signed for the same viewer', async () => {
    expect(master).toMatch(
      new RegExp(`^/media/vod/${TITLES.subscription.id}/master\\.m3u8\\?v=${subscriber.userId}&e=\\d+&s=`),
    );
    const answer = await media(provider, master, subscriber.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const children = childUrls(text(answer.bytes));
    // three rungs, two audio renditions, two subtitle tracks, three I-frame playlists
    expect(children.length).toBe(3 + 2 + 2 + 3);
    for (const url of children)
      expect(url).toMatch(new RegExp(`^/media/vod/\\d+/[^?]+\\?v=${subscriber.userId}&e=\\d+&s=[\\w-]+$`));
    const rung = await media(
      provider,
      children.find((u) => u.includes('/v240/'))!,
      subscriber.token,
    );
    expect(rung.status).toBe(200);
    const segments = childUrls(text(rung.bytes));
    expect(segments[0]).toContain('/v240/init.mp4?');
    const segment = await media(provider, segments[1]!, subscriber.token);
    expect(segment.status).toBe(200);
    expect(segment.bytes.length).toBeGreaterThan(1000);
  });

  it.each([
    ['unsigned', (url: string) => url.split('?')[0]!],
    ['with a changed signature', (url: string) => url.replace(/s=(.)/, (_, c: string) => `s=${c === 'A' ? 'B' : 'A'}`)],
    ['for another title', (url: string) => url.replace(`/vod/${TITLES.subscription.id}/`, `/vod/${TITLES.free.id}/`)],
    ['with a later expiry', (url: string) => url.replace(/e=(\d+)/, (_, e: string) => `e=${Number(e) + 3600}`)],
    ['claiming another viewer', (url: string) => url.replace(/v=\d+/, 'v=0')],
  ])('refuses a URL %s with 403', async (_, change) => {
    const answer = await media(provider, change(master), subscriber.token);
    expect(answer.status).toBe(403);
    expect(JSON.parse(text(answer.bytes)).message_fa).toMatch(/[\u0600-\u06ff]/);
  });

  it("refuses one viewer's URL to another viewer and to a guest", async () => {
    expect((await media(provider, master, other.token)).status).toBe(403);
    expect((await media(provider, master, null)).status).toBe(403);
  });

  it('refuses an expired URL: playlists live minutes, downloads an hour', async () => {
    const download = signedMediaUrl(
      settings(),
      'vod',
      TITLES.subscription.id,
      'download/240p.mp4',
      subscriber.userId,
      3600,
    );
    const start = clock.now;
    try {
      clock.now = start + 11 * 60_000;
      expect((await media(provider, master, subscriber.token)).status).toBe(403);
      expect((await media(provider, download, subscriber.token, 'bytes=0-0')).status).toBe(206);
      clock.now = start + 61 * 60_000;
      expect((await media(provider, download, subscriber.token, 'bytes=0-0')).status).toBe(403);
    } finally {
      clock.now = start;
    }
  });

  it('answers byte ranges of downloads and segments: 206, suffix ranges, 416 past the end', async () => {
    const url = signedMediaUrl(settings(), 'vod', TITLES.subscription.id, 'download/360p.mp4', subscriber.userId, 3600);
    const whole = await media(provider, url, subscriber.token);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-disposition')).toMatch(/attachment/);
    const size = whole.bytes.length;
    const part = await media(provider, url, subscriber.token, 'bytes=100-199');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(part.bytes).toEqual(whole.bytes.subarray(100, 200));
    const tail = await media(provider, url, subscriber.token, 'bytes=-10');
    expect(tail.status).toBe(206);
    expect(tail.bytes).toEqual(whole.bytes.subarray(size - 10));
    const open = await media(provider, url, subscriber.token, `bytes=${size - 5}-`);
    expect(open.headers.get('content-range')).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    const past = await media(provider, url, subscriber.token, `bytes=${size}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('serves an audio rendition as audio/mp4 and an I-frame playlist whose byte ranges are signed', async () => {
    const children = childUrls(text((await media(provider, master, subscriber.token)).bytes));
    const audio = childUrls(
      text(
        (
          await media(
            provider,
            children.find((u) => u.includes('/audio-fa/'))!,
            subscriber.token,
          )
        ).bytes,
      ),
    );
    for (const url of audio.slice(0, 2)) {
      const answer = await media(provider, url, subscriber.token);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('audio/mp4');
    }
    const iframes = await media(
      provider,
      children.find((u) => u.includes('/v360/iframes.m3u8'))!,
      subscriber.token,
    );
    expect(iframes.status).toBe(200);
    const playlist = text(iframes.bytes);
    expect(playlist).toContain('#EXT-X-I-FRAMES-ONLY');
    const [length, offset] = /#EXT-X-BYTERANGE:(\d+)@(\d+)\n(\S+)/.exec(playlist)!.slice(1, 3).map(Number);
    const segment = childUrls(playlist).find((u) => u.includes('/v360/seg'))!;
    const range = await media(provider, segment, subscriber.token, `bytes=${offset}-${offset! + length! - 1}`);
    expect(range.status).toBe(206);
    expect(text(range.bytes.subarray(4, 8))).toBe('moof');
  });

  it.each([
    '../manifest.json',
    'manifest.json',
    'v240/seg0.ts',
    'v240/seg8.m4s',
    'audio-fa/iframes.m3u8',
    'audio-de/index.m3u8',
    'subs/de.vtt',
    'v999/index.m3u8',
    'download/1080p.mp4',
  ])('answers 404 for a file the manifest does not name: %s', async (file) => {
    const url = signedMediaUrl(settings(), 'vod', TITLES.subscription.id, file, subscriber.userId);
    expect((await media(provider, url, subscriber.token)).status).toBe(404);
  });

  it('gives download links (an hour) only for a file the caller owns or that is free', async () => {
    const { db } = provider.database;
    const { ownerships } = await import('../../src/provider/db/schema');
    const item = TITLES.priced.id * 10 + 2; // the 360p file
    const refused = await provider.call('/get/download', postJson({ itemid: item, ref: 0 }, bearer(other.token)));
    expect(refused.status).toBe(403);
    const guest = await provider.call('/ghost/get/download', postJson({ itemid: item }));
    expect(guest.status).toBe(403);
    await db.insert(ownerships).values({ userId: other.userId, titleId: TITLES.priced.id });
    const { status, body } = await provider.call(
      '/get/download',
      postJson({ itemid: item, ref: 0 }, bearer(other.token)),
    );
    expect(status).toBe(200);
    expect(body.data.url).toMatch(
      new RegExp(`^/media/vod/${TITLES.priced.id}/download/360p\\.mp4\\?v=${other.userId}&`),
    );
    const expires = Number(/e=(\d+)/.exec(body.data.url)![1]);
    expect(expires - Math.floor(clock.now / 1000)).toBe(3600);
    const file = await media(provider, body.data.url, other.token);
    expect(file.status).toBe(200);
    expect(file.bytes.length).toBe(body.data.size);
    expect((await media(provider, body.data.url, subscriber.token)).status).toBe(403);
    const free = await provider.call('/ghost/get/download', postJson({ itemid: TITLES.free.id * 10 + 1 }));
    expect(free.status).toBe(200);
    expect((await media(provider, free.body.data.url, null)).status).toBe(200);
  });

  it.each([{ itemid: 'x' }, {}, { itemid: 0 }, { itemid: TITLES.free.id * 10 + 4 }, { itemid: 99_999_991 }])(
    'answers a bad download request %j with a 4xx',
    async (request) => {
      const { status } = await provider.call('/get/download', postJson(request, bearer(subscriber.token)));
      expect([404, 422]).toContain(status);
    },
  );

  it('plays a live channel as a sliding window whose media sequence advances with the clock', async () => {
    const { status, body } = await provider.call('/ghost/get/watch/live/1');
    expect(status).toBe(200);
    expect(body.data.program.now.title_fa).toBeTruthy();
    expect(body.data.program.next.title_fa).toBeTruthy();
    const liveMaster = await media(provider, body.data.video.video, null);
    expect(liveMaster.status).toBe(200);
    const masterText = text(liveMaster.bytes);
    expect(masterText).not.toContain('SUBTITLES');
    const rungUrl = childUrls(masterText).find((u) => u.includes('/v360/'))!;
    const window = async () => {
      const answer = await media(provider, rungUrl, null);
      expect(answer.status).toBe(200);
      const playlist = text(answer.bytes);
      expect(playlist).not.toContain('#EXT-X-ENDLIST');
      return { sequence: Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)![1]), playlist };
    };
    const start = clock.now;
    try {
      const first = await window();
      expect(childUrls(first.playlist).filter((u) => u.includes('.m4s')).length).toBe(5);
      clock.now = start + 8_000;
      expect((await window()).sequence).toBe(first.sequence + 2);
      clock.now = start + 32_000;
      const later = await window();
      expect(later.sequence).toBe(first.sequence + 8);
      // one loop of the demo segments later, one more discontinuity has left the window
      const discontinuities = (playlist: string) => Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(playlist)![1]);
      expect(discontinuities(later.playlist)).toBe(discontinuities(first.playlist) + 1);
      const tagged = [];
      for (let n = 0; n < 8; n++) {
        clock.now = start + n * 4_000;
        tagged.push((await window()).playlist.includes('#EXT-X-DISCONTINUITY\n'));
      }
      expect(tagged.filter(Boolean).length).toBe(5); // the return to segment 0 is in 5 of 8 windows
      const segment = childUrls(later.playlist).find((u) => u.includes('.m4s'))!;
      expect((await media(provider, segment, null)).status).toBe(200);
    } finally {
      clock.now = start;
    }
  });
});

describe('a title with media of its own (npm run ingest)', () => {
  let provider: TestProvider;
  let root: string;
  const own = TITLES.free.id;
  const other = TITLES.subscription.id;

  beforeAll(async () => {
    // media/titles/<id> beside the demo folder, registered; here a copy of the demo whose
    // manifest names one rung and other credits marks.
    root = mkdtempSync(join(tmpdir(), 'media-'));
    symlinkSync(resolve('media/demo'), join(root, 'demo'));
    cpSync('media/demo', join(root, 'titles', String(own)), { recursive: true });
    const file = join(root, 'titles', String(own), 'manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(
      file,
      JSON.stringify({ ...manifest, rungs: ['v240'], final_credits: 20, downloads: manifest.downloads.slice(0, 1) }),
    );
    writeFileSync(
      join(root, 'titles', 'registry.json'),
      JSON.stringify({ titles: { [own]: { ingested: '2026-11-25T00:00:00.000Z', source: 'film.mkv' } } }),
    );
    provider = await startProvider('pglite', {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: outboxDriver,
      media: { dir: join(root, 'demo'), secret: MEDIA_SECRET },
    });
  });
  afterAll(async () => {
    await provider?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const settings = () => ({
    defaultDomain: 'localhost',
    checkSuffix: '',
    sms: undefined as never,
    media: { dir: join(root, 'demo'), secret: MEDIA_SECRET },
  });

  it("answers the watch call with its own manifest's marks, and serves only the files it names", async () => {
    const { body } = await provider.call(`/ghost/get/watch/movie-hls/${own}/1`);
    expect(body.data.final_credits).toBe(20);
    const url = (id: number, file: string) => signedMediaUrl(settings(), 'vod', id, file, 0);
    expect((await media(provider, url(own, 'v240/index.m3u8'))).status).toBe(200);
    expect((await media(provider, url(own, 'v360/index.m3u8'))).status).toBe(404);
    expect((await media(provider, url(own, 'download/360p.mp4'))).status).toBe(404);
    expect((await media(provider, url(other, 'v360/index.m3u8'))).status).toBe(200);
    const download = await media(provider, url(own, 'download/240p.mp4'), null, 'bytes=0-0');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="title-${own}-240p.mp4"`);
  });
});
