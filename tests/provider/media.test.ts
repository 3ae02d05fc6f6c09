import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { downloadNames } from '../../src/provider/media/tokens';
import { downloadUrl, watchUrl } from '../../src/provider/media/urls';
import { postJson, startProvider, type TestProvider } from './harness';
import {
  bearer,
  CAST_ORIGIN,
  ENGINES,
  media,
  mediaPaths,
  MEDIA_SECRET,
  startClocked,
  text,
  TITLES,
  viewerWith,
} from './watch-helpers';

/** Every URI a playlist names: its URI lines and URI="…" attributes. */
const childUrls = (playlist: string) =>
  playlist.split('\n').flatMap((line) => {
    if (!line) return [];
    if (!line.startsWith('#')) return [line];
    const uri = /URI="([^"]+)"/.exec(line);
    return uri ? [uri[1]!] : [];
  });

/** The folder a URL's token opens: everything up to and including `/<kind>/<id>/`. */
const folderOf = (url: string) => /^\/media\/t\/[^/]+\/(vod|live)\/\d+\//.exec(url)![0];
const expiryOf = (url: string) => Number(/^\/media\/t\/(\d+)\./.exec(url)![1]);
const disk = (file: string) => new Uint8Array(readFileSync(join('media/demo', file)));
const HOUR = 3600;
/** Ten minutes past the next whole hour (ms): URLs are the same within the hour. */
const intoNextHour = () => (Math.ceil(Date.now() / 3_600_000) * HOUR + 600) * 1000;

describe.each(ENGINES)('media under a token on %s', (engine) => {
  let provider: TestProvider;
  let clock: { now: number };
  let subscriber: { token: string; userId: number };
  let other: { token: string; userId: number };
  let master: string;
  const settings = () => ({
    defaultDomain: 'localhost',
    checkSuffix: '',
    sms: undefined as never,
    media: { dir: './media/demo', secret: MEDIA_SECRET },
    now: () => clock.now,
  });
  const watch = async (token: string | null, id = TITLES.subscription.id) =>
    mediaPaths((await provider.call(`/get/watch/movie-hls/${id}/1`, { headers: bearer(token) })).body.data);
  /** Runs `body` with the clock set to `at`, then puts it back. */
  const at = async <T>(now: number, body: () => Promise<T>): Promise<T> => {
    const before = clock.now;
    clock.now = now;
    try {
      return await body();
    } finally {
      clock.now = before;
    }
  };

  beforeAll(async () => {
    ({ provider, clock } = await startClocked(engine));
    subscriber = await viewerWith(provider, '09125550001', 30);
    other = await viewerWith(provider, '09125550002', 30);
    master = (await watch(subscriber.token)).video[0].video;
  });
  afterAll(() => provider?.close());

  it("answers a master under a watch token for the title's folder: served as on disk, its children relative, opened by the token alone", async () => {
    expect(master).toMatch(new RegExp(`^/media/t/\\d+\\.w\\.[\\w-]{43}/vod/${TITLES.subscription.id}/master\\.m3u8$`));
    // No session goes along: the token in the path alone opens the folder.
    const answer = await media(provider, master);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(answer.bytes).toEqual(disk('master.m3u8'));
    const children = childUrls(text(answer.bytes));
    // three rungs, two audio renditions, two subtitle tracks, three I-frame playlists, all relative
    expect(children.length).toBe(3 + 2 + 2 + 3);
    for (const uri of children) expect(uri).toMatch(/^[a-z0-9-]+\/[a-z0-9]+\.m3u8$/);
    const rung = await media(provider, `${folderOf(master)}v240/index.m3u8`);
    expect(rung.bytes).toEqual(disk('v240/index.m3u8'));
    const [init, first] = childUrls(text(rung.bytes));
    expect(init).toBe('init.mp4');
    const segment = await media(provider, `${folderOf(master)}v240/${first}`);
    expect(segment.status).toBe(200);
    expect(segment.bytes).toEqual(disk('v240/seg0.m4s'));
    // The subtitles of the watch answer are under the same token.
    const { new_subtitle } = await watch(subscriber.token);
    for (const { url } of new_subtitle) expect(folderOf(url)).toBe(folderOf(master));
    expect((await media(provider, new_subtitle[0].url)).status).toBe(200);
  });

  it('answers media URLs absolute on the site the request came through, as an app client needs them', async () => {
    const site = { 'x-forwarded-host': 'tv.example.ir', 'x-forwarded-proto': 'https', ...bearer(subscriber.token) };
    const film = await provider.call(`/get/watch/movie-hls/${TITLES.subscription.id}/1`, { headers: site });
    expect(film.body.data.video[0].video).toMatch(/^https:\/\/tv\.example\.ir\/media\/t\/[^/]+\/vod\/\d+\/master\.m3u8$/);
    expect(film.body.data.new_subtitle[0].url).toMatch(/^https:\/\/tv\.example\.ir\/media\/t\/.+\.vtt$/);
    const live = await provider.call('/ghost/get/watch/live/1', { headers: site });
    expect(live.body.data.video.video).toMatch(/^https:\/\/tv\.example\.ir\/media\/t\/[^/]+\/live\/1\/master\.m3u8$/);
    const free = await provider.call('/ghost/get/download', postJson({ itemid: TITLES.free.id * 10 + 1 }, site));
    expect(free.body.data.url).toMatch(/^https:\/\/tv\.example\.ir\/media\/t\/.+\?ascii=/);
    expect(free.body.data.url2).toBe(free.body.data.url);
    // The path of each opens its file, whatever host the client reached us by.
    expect((await media(provider, new URL(film.body.data.video[0].video).pathname)).status).toBe(200);
  });

  it('names the same URLs to every viewer let in within the hour, and a playlist fetched twice a second apart is the same bytes', async () => {
    const start = intoNextHour();
    const [first, second] = [
      await at(start, () => watch(subscriber.token)),
      await at(start + 1000, () => watch(other.token)),
    ];
    expect(second.video[0].video).toBe(first.video[0].video);
    expect(second.new_subtitle).toEqual(first.new_subtitle);
    const rung = `${folderOf(first.video[0].video)}v360/index.m3u8`;
    const [once, twice] = [
      await at(start, () => media(provider, rung)),
      await at(start + 1000, () => media(provider, rung)),
    ];
    expect(once.status).toBe(200);
    expect(twice.bytes).toEqual(once.bytes);
    expect(childUrls(text(twice.bytes))).toEqual(childUrls(text(once.bytes)));
    // A free film: a guest and a viewer get the same master too.
    const free = await at(start, () => watch(null, TITLES.free.id));
    expect((await at(start + 1000, () => watch(subscriber.token, TITLES.free.id))).video[0].video).toBe(
      free.video[0].video,
    );
  });

  it('keeps segments, init files and downloads a year (immutable, strong ETag), playlists and subtitles minutes, and varies by no cookie', async () => {
    const folder = folderOf(master);
    const expectations: [string, string, string][] = [
      ['v240/seg1.m4s', 'video/iso.segment', 'public, max-age=31536000, immutable'],
      ['v240/init.mp4', 'video/mp4', 'public, max-age=31536000, immutable'],
      ['audio-fa/seg1.m4s', 'audio/mp4', 'public, max-age=31536000, immutable'],
      ['audio-en/init.mp4', 'audio/mp4', 'public, max-age=31536000, immutable'],
      ['subs/fa.vtt', 'text/vtt; charset=utf-8', 'public, max-age=300'],
      ['master.m3u8', 'application/vnd.apple.mpegurl', 'public, max-age=300'],
      ['v480/index.m3u8', 'application/vnd.apple.mpegurl', 'public, max-age=300'],
    ];
    for (const [file, type, cache] of expectations) {
      const answer = await media(provider, `${folder}${file}`, subscriber.token);
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('content-type'), file).toBe(type);
      expect(answer.headers.get('cache-control'), file).toBe(cache);
      expect(answer.headers.get('vary') ?? '', file).not.toMatch(/cookie/i);
      const etag = answer.headers.get('etag')!;
      expect(etag, file).toMatch(file.endsWith('.m3u8') ? /^W\/"[\w-]+"$/ : /^"[0-9a-f]+-[0-9a-f]+"$/);
      // A cache revalidating what it holds is answered 304, without the body.
      const again = await media(provider, `${folder}${file}`, null, { 'if-none-match': etag });
      expect(again.status, file).toBe(304);
      expect(again.bytes.length, file).toBe(0);
    }
    const [segment, init] = [
      await media(provider, `${folder}v240/seg1.m4s`),
      await media(provider, `${folder}v240/init.mp4`),
    ];
    expect(segment.headers.get('etag')).not.toBe(init.headers.get('etag'));
    expect(segment.headers.get('last-modified')).toMatch(/GMT$/);
  });

  it.each([
    [
      'with a changed MAC',
      (url: string) => url.replace(/(\.w\.)(.)/, (_, w: string, c: string) => `${w}${c === 'A' ? 'B' : 'A'}`),
    ],
    [
      'for another title (a foreign prefix)',
      (url: string) => url.replace(`/vod/${TITLES.subscription.id}/`, `/vod/${TITLES.free.id}/`),
    ],
    ['for a live channel of the same number', (url: string) => url.replace('/vod/', '/live/')],
    ['with a later expiry', (url: string) => url.replace(/\/t\/(\d+)\./, (_, e: string) => `/t/${Number(e) + 3600}.`)],
    ['claiming a download', (url: string) => url.replace('.w.', '.d0.')],
    ['opening a download (a watch token opens none)', (url: string) => url.replace('master.m3u8', 'download/240p.mp4')],
    ['that is no token', (url: string) => url.replace(/\/t\/[^/]+\//, '/t/x/')],
    ['cut short', (url: string) => url.replace(/\/t\/([^/]+)[\w-]{3}\//, '/t/$1/')],
  ])('refuses a token %s with 403 in the error envelope, kept by no cache', async (_, change) => {
    const answer = await media(provider, change(master), subscriber.token);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = JSON.parse(text(answer.bytes));
    expect(body.message).toMatch(/media link/);
    expect(body.message_fa).toMatch(/[\u0600-\u06ff]/);
  });

  it('refuses an expired token: a watch token lasts MEDIA_TOKEN_TTL_S rounded up to the hour, plus the film', async () => {
    const start = intoNextHour();
    const url = (await at(start, () => watch(subscriber.token))).video[0].video;
    const expires = expiryOf(url);
    // 4 hours from 10 past the hour, rounded up to the hour, plus the film's 32 s
    expect(expires).toBe(start / 1000 - 600 + 5 * HOUR + 32);
    expect((await at(expires * 1000, () => media(provider, url))).status).toBe(200);
    const late = await at((expires + 1) * 1000, () => media(provider, url));
    expect(late.status).toBe(403);
    expect(JSON.parse(text(late.bytes)).message).toMatch(/expired/);
  });

  it('lets a configured origin read media across origins, and no other', async () => {
    const segment = `${folderOf(master)}v240/seg1.m4s`;
    const allowed = await media(provider, segment, null, { origin: CAST_ORIGIN });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(CAST_ORIGIN);
    expect(allowed.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
    expect(allowed.headers.get('vary')).toMatch(/Origin/);
    const stranger = await media(provider, segment, null, { origin: 'https://evil.example' });
    expect(stranger.status).toBe(200);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    expect(stranger.headers.get('vary')).toMatch(/Origin/);
    const preflight = (origin: string) =>
      media(
        provider,
        segment,
        null,
        { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'range' },
        'OPTIONS',
      );
    const asked = await preflight(CAST_ORIGIN);
    expect(asked.status).toBe(204);
    expect(asked.headers.get('access-control-allow-origin')).toBe(CAST_ORIGIN);
    expect(asked.headers.get('access-control-allow-methods')).toMatch(/GET/);
    expect(asked.headers.get('access-control-allow-headers')).toMatch(/Range/);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    // A refusal is readable by the allowed origin's player too.
    const refused = await media(provider, segment.replace('.w.', '.d0.'), null, { origin: CAST_ORIGIN });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBe(CAST_ORIGIN);
  });

  it('answers byte ranges of downloads and segments: 206, suffix ranges, 416 past the end', async () => {
    const url = downloadUrl(settings(), TITLES.subscription.id, 'download/360p.mp4', subscriber.userId, {
      ascii: 'Film - 360p.mp4',
      name: 'فیلم - 360p.mp4',
    });
    const whole = await media(provider, url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-disposition')).toMatch(/^attachment; /);
    const size = whole.bytes.length;
    const part = await media(provider, url, null, 'bytes=100-199');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(part.bytes).toEqual(whole.bytes.subarray(100, 200));
    const tail = await media(provider, url, null, 'bytes=-10');
    expect(tail.status).toBe(206);
    expect(tail.bytes).toEqual(whole.bytes.subarray(size - 10));
    const open = await media(provider, url, null, `bytes=${size - 5}-`);
    expect(open.headers.get('content-range')).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    const past = await media(provider, url, null, `bytes=${size}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('serves an audio rendition as audio/mp4 and an I-frame playlist whose byte ranges start at a moof', async () => {
    const folder = folderOf(master);
    const audio = childUrls(text((await media(provider, `${folder}audio-fa/index.m3u8`)).bytes));
    for (const uri of audio.slice(0, 2)) {
      const answer = await media(provider, `${folder}audio-fa/${uri}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('audio/mp4');
    }
    const iframes = await media(provider, `${folder}v360/iframes.m3u8`);
    expect(iframes.status).toBe(200);
    const playlist = text(iframes.bytes);
    expect(playlist).toContain('#EXT-X-I-FRAMES-ONLY');
    const [, length, offset, uri] = /#EXT-X-BYTERANGE:(\d+)@(\d+)\n(\S+)/.exec(playlist)!;
    const range = await media(
      provider,
      `${folder}v360/${uri}`,
      null,
      `bytes=${offset}-${Number(offset) + Number(length) - 1}`,
    );
    expect(range.status).toBe(206);
    expect(text(range.bytes.subarray(4, 8))).toBe('moof');
  });

  it.each([
    'manifest.json',
    'v240/seg0.ts',
    'v240/seg8.m4s',
    'audio-fa/iframes.m3u8',
    'audio-de/index.m3u8',
    'subs/de.vtt',
    'v999/index.m3u8',
  ])('answers 404 for a file the manifest does not name: %s', async (file) => {
    const url = watchUrl(settings(), 'vod', TITLES.subscription.id, file);
    expect((await media(provider, url)).status).toBe(404);
  });

  it('answers 404 for a download the manifest does not name, even under its own download token', async () => {
    const url = downloadUrl(settings(), TITLES.subscription.id, 'download/1080p.mp4', 0, { ascii: 'a', name: 'b' });
    expect((await media(provider, url)).status).toBe(404);
  });

  it('gives download links (48 hours, bound to the buyer) only for a file the caller owns or that is free; they need no cookie', async () => {
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
    const url: string = mediaPaths(body.data.url);
    expect(url).toMatch(
      new RegExp(`^/media/t/\\d+\\.d${other.userId}\\.[\\w-]{43}/vod/${TITLES.priced.id}/download/360p\\.mp4\\?ascii=`),
    );
    const lasts = expiryOf(url) - Math.floor(clock.now / 1000);
    expect(lasts).toBeGreaterThanOrEqual(48 * HOUR);
    expect(lasts).toBeLessThanOrEqual(49 * HOUR);
    // No cookie, no bearer: what a download manager sends.
    const file = await media(provider, url);
    expect(file.status).toBe(200);
    expect(file.bytes.length).toBe(body.data.size);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const names = downloadNames(TITLES.priced.name, TITLES.priced.nameFa, '360p', TITLES.priced.id);
    const disposition = file.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+ - 360p\.mp4"; filename\*=UTF-8''[\w%.-]+$/);
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!)).toBe(names.name);
    expect(names.name).toBe(`${TITLES.priced.nameFa} - 360p.mp4`);
    // Resumed: a range while the file is the one started (If-Range), the whole file once it changed.
    const etag = file.headers.get('etag')!;
    const resumed = await media(provider, url, null, { range: 'bytes=1000-', 'if-range': etag });
    expect(resumed.status).toBe(206);
    expect(resumed.bytes).toEqual(file.bytes.subarray(1000));
    const changed = await media(provider, url, null, { range: 'bytes=1000-', 'if-range': '"0-0"' });
    expect(changed.status).toBe(200);
    expect(changed.bytes.length).toBe(file.bytes.length);
    // Another viewer holding the link is the buyer's business: the link is the buyer's to share.
    expect((await media(provider, url, subscriber.token)).status).toBe(200);
    // Two days on it has expired.
    expect((await at(clock.now + 47 * HOUR * 1000, () => media(provider, url, null, 'bytes=0-0'))).status).toBe(206);
    expect((await at(clock.now + 50 * HOUR * 1000, () => media(provider, url, null, 'bytes=0-0'))).status).toBe(403);
    const free = await provider.call('/ghost/get/download', postJson({ itemid: TITLES.free.id * 10 + 1 }));
    expect(free.status).toBe(200);
    const freeUrl: string = mediaPaths(free.body.data.url);
    expect(freeUrl).toMatch(/^\/media\/t\/\d+\.d0\./);
    expect((await media(provider, freeUrl)).status).toBe(200);
  });

  it.each([
    ['for another buyer', (url: string) => url.replace(/\.d(\d+)\./, (_, id: string) => `.d${Number(id) + 1}.`)],
    ['for another file', (url: string) => url.replace('/download/360p.mp4', '/download/480p.mp4')],
    ['for another title', (url: string) => url.replace(`/vod/${TITLES.priced.id}/`, `/vod/${TITLES.free.id}/`)],
    ['under another name', (url: string) => url.replace(/&name=[^&]+/, '&name=x.mp4')],
    ['without its names', (url: string) => url.split('?')[0]!],
    ['with a later expiry', (url: string) => url.replace(/\/t\/(\d+)\./, (_, e: string) => `/t/${Number(e) + 3600}.`)],
    ['opening a segment', (url: string) => url.replace('download/360p.mp4', 'v240/seg1.m4s')],
  ])('refuses a download link changed %s', async (_, change) => {
    const url = downloadUrl(settings(), TITLES.priced.id, 'download/360p.mp4', 7, {
      ascii: 'Film - 360p.mp4',
      name: 'فیلم - 360p.mp4',
    });
    expect((await media(provider, url, null, 'bytes=0-0')).status).toBe(206);
    expect((await media(provider, change(url), null, 'bytes=0-0')).status).toBe(403);
  });

  it("plays a live channel by Apple's rules: program date-times, a five-minute window of complete segments, sequences that only grow", async () => {
    const { status, body } = await provider.call('/ghost/get/watch/live/1');
    expect(status).toBe(200);
    expect(body.data.program.now.title_fa).toBeTruthy();
    const live: string = mediaPaths(body.data.video.video);
    expect(live).toMatch(/^\/media\/t\/\d+\.w\.[\w-]{43}\/live\/1\/master\.m3u8$/);
    const masterText = text((await media(provider, live)).bytes);
    expect(masterText).not.toContain('SUBTITLES');
    expect(masterText).not.toContain('I-FRAME');
    expect(childUrls(masterText)).toContain('v360/index.m3u8');
    const folder = folderOf(live);

    interface Segment {
      sequence: number;
      discontinuity: number;
      date: number;
      duration: number;
      uri: string;
    }
    const parse = (playlist: string): Segment[] => {
      let sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)![1]);
      let discontinuity = Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(playlist)![1]);
      let date = NaN;
      let duration = NaN;
      const segments: Segment[] = [];
      for (const line of playlist.split('\n')) {
        if (line === '#EXT-X-DISCONTINUITY') discontinuity++;
        else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) date = Date.parse(line.slice(25));
        else if (line.startsWith('#EXTINF:')) duration = Number(line.slice(8).split(',')[0]);
        else if (line && !line.startsWith('#')) {
          segments.push({ sequence: sequence++, discontinuity, date, duration, uri: line });
          date = NaN;
        }
      }
      return segments;
    };
    const window = async (seconds: number, file: string) => {
      const answer = await at(seconds * 1000, () => media(provider, `${folder}${file}`));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=2');
      const playlist = text(answer.bytes);
      expect(playlist).not.toContain('#EXT-X-ENDLIST');
      return { playlist, segments: parse(playlist) };
    };

    // The channel loops the demo's 32 s from 2026-01-01 UTC: instants around loop starts and segment ends.
    const epoch = Date.UTC(2026, 0, 1) / 1000;
    const loop = epoch + Math.ceil((Date.now() / 1000 - epoch) / 32) * 32;
    const previous = new Map<string, Segment[]>();
    for (const offset of [0.5, 1, 3.9, 4, 4.005, 4.02, 7, 31.9, 32, 33, 64.5, 130, 333]) {
      const now = loop + offset;
      const firsts: number[] = [];
      for (const file of ['v360/index.m3u8', 'audio-fa/index.m3u8']) {
        const { segments } = await window(now, file);
        const where = `${file} at +${offset} s`;
        // 8.4: every segment has its date; 8.11: six segments at least; a DVR window of five minutes.
        expect(
          segments.every((segment) => Number.isFinite(segment.date)),
          where,
        ).toBe(true);
        expect(segments.length, where).toBeGreaterThanOrEqual(6);
        expect(
          segments.reduce((sum, segment) => sum + segment.duration, 0),
          where,
        ).toBeGreaterThanOrEqual(296);
        // Only segments that have ended, and the newest of them.
        const last = segments.at(-1)!;
        const end = last.date + last.duration * 1000;
        expect(end, where).toBeLessThanOrEqual(now * 1000 + 1);
        expect(now * 1000 - end, where).toBeLessThan(4020);
        // One timeline: each segment starts where the one before ended, loops included.
        for (let i = 1; i < segments.length; i++) {
          const before = segments[i - 1]!;
          expect(Math.abs(segments[i]!.date - (before.date + before.duration * 1000)), where).toBeLessThanOrEqual(1);
        }
        // Each refresh agrees with the one before: the sequence never goes back, a segment keeps its
        // number, file, date and discontinuity.
        const earlier = previous.get(file);
        if (earlier) {
          expect(segments[0]!.sequence, where).toBeGreaterThanOrEqual(earlier[0]!.sequence);
          for (const segment of segments) {
            const same = earlier.find((e) => e.sequence === segment.sequence);
            if (same) expect(segment, where).toEqual(same);
          }
        }
        previous.set(file, segments);
        firsts.push(segments[0]!.sequence);
      }
      // Audio and video windows are in step (away from the few ms where their segment ends differ).
      if (offset % 4 > 0.1 && offset % 4 < 3.9) expect(firsts[1], `+${offset} s`).toBe(firsts[0]);
    }
    // One loop later a discontinuity has left the window.
    const now = loop + 500;
    const a = await window(now, 'v360/index.m3u8');
    const b = await window(now + 32, 'v360/index.m3u8');
    const sequenceOf = (playlist: string, tag: string) => Number(new RegExp(`#${tag}:(\\d+)`).exec(playlist)![1]);
    expect(sequenceOf(b.playlist, 'EXT-X-MEDIA-SEQUENCE')).toBe(sequenceOf(a.playlist, 'EXT-X-MEDIA-SEQUENCE') + 8);
    expect(sequenceOf(b.playlist, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(
      sequenceOf(a.playlist, 'EXT-X-DISCONTINUITY-SEQUENCE') + 1,
    );
    // The same instant gives the same bytes; the segments named are the demo's files, kept a year.
    expect((await window(now, 'v360/index.m3u8')).playlist).toBe(a.playlist);
    const segment = await media(provider, `${folder}v360/${a.segments.at(-1)!.uri}`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([{ itemid: 'x' }, {}, { itemid: 0 }, { itemid: TITLES.free.id * 10 + 4 }, { itemid: 99_999_991 }])(
    'answers a bad download request %j with a 4xx',
    async (request) => {
      const { status } = await provider.call('/get/download', postJson(request, bearer(subscriber.token)));
      expect([404, 422]).toContain(status);
    },
  );
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
    const url = (id: number, file: string) => watchUrl(settings(), 'vod', id, file);
    expect((await media(provider, url(own, 'v240/index.m3u8'))).status).toBe(200);
    expect((await media(provider, url(own, 'v360/index.m3u8'))).status).toBe(404);
    expect((await media(provider, url(other, 'v360/index.m3u8'))).status).toBe(200);
    const names = { ascii: 'Own - 240p.mp4', name: 'خودش - 240p.mp4' };
    expect((await media(provider, downloadUrl(settings(), own, 'download/360p.mp4', 0, names))).status).toBe(404);
    const download = await media(
      provider,
      downloadUrl(settings(), own, 'download/240p.mp4', 0, names),
      null,
      'bytes=0-0',
    );
    expect(download.status).toBe(206);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Own - 240p.mp4"; filename*=UTF-8''${encodeURIComponent('خودش - 240p.mp4')}`,
    );
  });
});
