import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { startProductionServer } from '../../scripts/production-server.mjs';
import { watchToken } from '../../src/provider/media/tokens';
import { playedPast, startPlaying } from './support/player';

// docs/media.md "Delivery: tokens, caching, nginx": Debian's nginx with deploy/nginx.conf (and its njs token check) in
// front of the built site in production mode. A film plays in the browser through it with every
// media file served from disk at the edge; tokens the edge refuses never reach the storefront;
// downloads resume without a cookie; a live channel's windows come from the storefront.

const SECRET = 'an-edge-secret-shared-with-the-storefront-32+';
const CAST = 'https://cast.example.ir';
const FREE_FILM = 4;

type Server = Awaited<ReturnType<typeof startProductionServer>>;
let origin: Server;
let nginx: ChildProcess;
let dir: string;
let edge: string;
const nginxErrors: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 240_000 });

/**
 * A media URL of an answer as the path the tests ask the edge for; the provider names it on the
 * site the browser reached (the edge, its port included: deploy/nginx.conf passes $http_host).
 */
function onEdge(url: string): string {
  expect(url.startsWith(`${edge}/media/t/`)).toBe(true);
  return url.slice(edge.length);
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/** deploy/nginx.conf with this machine's places: a free port, the origin, the repository's media, a temporary folder. */
function edgeConfig(port: number, originPort: string, folder: string): string {
  let conf = readFileSync('deploy/nginx.conf', 'utf8');
  const replace = (from: string, to: string) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}"`);
    conf = conf.replace(from, to);
  };
  replace('listen 80;', `listen 127.0.0.1:${port};`);
  replace('server 127.0.0.1:4321;', `server 127.0.0.1:${originPort};`);
  replace('set $media_root /srv/vod/media;', `set $media_root ${resolve('media')};`);
  replace('js_path /etc/nginx/vod/;', `js_path ${folder}/;`);
  replace('error_log /var/log/nginx/error.log;', `error_log ${folder}/error.log;`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${folder}/${name};`)
    .join(' ');
  replace('access_log /var/log/nginx/access.log vod;', `access_log ${folder}/access.log vod;\n    ${temp}`);
  return conf;
}

/** The storefront's one log line a request, for paths under /media. */
const originRequests = () => origin.lines.filter((line) => line.includes('"msg":"request"'));
const originMediaRequests = () => originRequests().filter((line) => line.includes('"path":"/media/'));

test.beforeAll(async () => {
  // A fresh embedded database is made, migrated and seeded: past a minute on a loaded machine.
  test.setTimeout(180_000);
  origin = await startProductionServer({ mediaSecret: SECRET, env: { MEDIA_CORS_ORIGINS: CAST } });
  dir = mkdtempSync(join(tmpdir(), 'vod-nginx-'));
  // nginx's workers run as nobody when the test runs as root: they read the folder.
  chmodSync(dir, 0o755);
  copyFileSync('deploy/media-token.js', join(dir, 'media-token.js'));
  const port = await freePort();
  writeFileSync(join(dir, 'nginx.conf'), edgeConfig(port, new URL(origin.base).port, dir));
  nginx = spawn(
    '/usr/sbin/nginx',
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid;`],
    { env: { ...process.env, MEDIA_SECRET: SECRET }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  nginx.stderr!.on('data', (chunk) => nginxErrors.push(String(chunk)));
  edge = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (nginx.exitCode !== null) break;
    const status = await fetch(`${edge}/healthz`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  const log = (() => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  })();
  throw new Error(`nginx did not start: ${nginxErrors.join('')}${log}`);
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((done) => nginx.once('exit', done));
    nginx.kill('SIGTERM');
    await exited;
  }
  await origin?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a film plays in the browser through nginx, every media file served from disk at the edge', async ({ page }) => {
  const before = originMediaRequests().length;
  const media: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/media/t/')) media.push(`${response.status()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('playing', () => ((window as unknown as { played: boolean }).played = true), true);
  });
  await page.goto(`${edge}/movie/show/${FREE_FILM}`);
  await startPlaying(page);
  await expect.poll(() => page.evaluate(() => (window as unknown as { played?: boolean }).played)).toBe(true);
  await playedPast(page, 3);
  // The master, media playlists, init files and segments: all answered, none by the storefront.
  expect(media.length).toBeGreaterThan(5);
  expect(media.every((status) => status === '200' || status === '206')).toBe(true);
  expect(originMediaRequests().length).toBe(before);
});

test('nginx refuses tampered, foreign, expired and malformed tokens itself: 403 in the error envelope, unseen by the storefront', async ({
  request,
}) => {
  const answer = await request.get(`${edge}/api/v1/ghost/get/watch/movie-hls/${FREE_FILM}/1`);
  const master = onEdge((await answer.json()).data.video[0].video);
  const segment = master.replace('master.m3u8', 'v240/seg1.m4s');
  const expired = segment.replace(
    /\/t\/[^/]+\//,
    `/t/${watchToken(SECRET, 'vod', FREE_FILM, Math.floor(Date.now() / 1000) - 60)}/`,
  );
  const before = originRequests().length;

  const good = await request.get(`${edge}${segment}`);
  expect(good.status()).toBe(200);
  expect(good.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(good.headers()['content-type']).toBe('video/iso.segment');
  expect(good.headers()['etag']).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
  expect(good.headers()['vary'] ?? '').not.toMatch(/cookie/i);

  const refusals: [string, string, RegExp][] = [
    [
      'tampered',
      segment.replace(/(\.w\.)(.)/, (_, w: string, c: string) => `${w}${c === 'A' ? 'B' : 'A'}`),
      /not valid/,
    ],
    ['foreign', segment.replace(`/vod/${FREE_FILM}/`, `/vod/${FREE_FILM + 1}/`), /not valid/],
    ['a watch token on a download', master.replace('master.m3u8', 'download/240p.mp4'), /not valid/],
    ['expired', expired, /expired/],
    ['malformed', segment.replace(/\/t\/[^/]+\//, '/t/1.w.x/'), /not valid/],
  ];
  for (const [what, url, message] of refusals) {
    const refused = await request.get(`${edge}${url}`, { headers: { origin: CAST } });
    expect(refused.status(), what).toBe(403);
    expect(refused.headers()['content-type'], what).toBe('application/json');
    expect(refused.headers()['cache-control'], what).toBe('no-store');
    expect(refused.headers()['access-control-allow-origin'], what).toBe(CAST);
    const body = (await refused.json()) as { message: string; message_fa: string };
    expect(body.message, what).toMatch(message);
    expect(body.message_fa, what).toMatch(/[\u0600-\u06ff]/);
  }
  // The storefront refuses them the same way when asked directly.
  const direct = await request.get(`${origin.base}${refusals[0]![1]}`);
  expect(direct.status()).toBe(403);
  // ...but nothing above reached it through the edge: not one request line more than the direct one.
  expect(originRequests().length).toBe(before + 1);
});

test("a title's teaser through nginx: served from disk to anyone under its own token, which opens nothing else", async ({
  request,
}) => {
  // docs/media.md "Teasers": the demo's film 1 has one, playing the demo media.
  const files = await request.post(`${edge}/api/v1/ghost/get/files`, { data: { id: 1, type: 'movie', content: 1 } });
  const master = onEdge((await files.json()).data.file[0].file);
  expect(master).toMatch(/^\/media\/t\/[^/]+\/teaser\/1\/master\.m3u8$/);
  const before = originRequests().length;
  for (const file of ['master.m3u8', 'v240/index.m3u8', 'v240/seg1.m4s', 'audio-fa/seg0.m4s']) {
    const served = await request.get(`${edge}${master.replace('master.m3u8', file)}`);
    expect(served.status(), file).toBe(200);
  }
  // Its MP4 (the teaser page's fallback without HLS) too, to play in the page: no attachment.
  const mp4 = await request.get(`${edge}${onEdge((await files.json()).data.download[0].file)}`);
  expect(mp4.status()).toBe(200);
  expect(mp4.headers()['content-type']).toBe('video/mp4');
  expect(mp4.headers()['content-disposition']).toBeUndefined();
  // The teaser's token on the film's own folder, on another teaser, on the film's download: refused at the edge.
  for (const url of [
    master.replace('/teaser/1/', '/vod/1/'),
    master.replace('/teaser/1/', '/teaser/2/'),
    master.replace('/teaser/1/master.m3u8', '/vod/1/download/240p.mp4'),
  ])
    expect((await request.get(`${edge}${url}`)).status(), url).toBe(403);
  expect(originRequests().length).toBe(before);
});

test('a download resumes through nginx without a cookie, under its title, with the ETag the storefront gives', async ({
  request,
}) => {
  const answer = await request.post(`${edge}/api/v1/ghost/get/download`, { data: { itemid: FREE_FILM * 10 + 2 } });
  expect(answer.status()).toBe(200);
  const data = (await answer.json()).data as { url: string; size: number };
  const [url, size] = [onEdge(data.url), data.size];
  const before = originMediaRequests().length;

  const whole = await request.get(`${edge}${url}`);
  expect(whole.status()).toBe(200);
  expect((await whole.body()).length).toBe(size);
  expect(whole.headers()['content-type']).toBe('video/mp4');
  expect(whole.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The Persian name was signed too: njs checked its MAC over the UTF-8 name the provider signed.
  const disposition = whole.headers()['content-disposition']!;
  expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+ - 360p\.mp4"; filename\*=UTF-8''%[0-9A-F]{2}/);
  const fromOrigin = await request.get(`${origin.base}${url}`, { headers: { range: 'bytes=0-0' } });
  expect(fromOrigin.headers()['content-disposition']).toBe(disposition);
  const etag = whole.headers()['etag']!;
  expect(fromOrigin.headers()['etag']).toBe(etag);
  // The storefront's own /media route answers as cacheably as the edge: by URL, not by cookie.
  expect(fromOrigin.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(fromOrigin.headers()['vary'] ?? '').not.toMatch(/cookie/i);

  const resumed = await request.get(`${edge}${url}`, { headers: { range: 'bytes=1000-', 'if-range': etag } });
  expect(resumed.status()).toBe(206);
  expect(resumed.headers()['content-range']).toBe(`bytes 1000-${size - 1}/${size}`);
  const changed = await request.get(`${edge}${url}`, { headers: { range: 'bytes=1000-', 'if-range': '"0-0"' } });
  expect(changed.status()).toBe(200);

  const renamed = await request.get(`${edge}${url.replace(/&name=[^&]+/, '&name=other.mp4')}`);
  expect(renamed.status()).toBe(403);
  // Everything above was the edge's alone (the direct request to the storefront aside).
  expect(originMediaRequests().length).toBe(before + 1);
});

test('nginx answers CORS for a configured origin only, and preflights', async ({ request }) => {
  const answer = await request.get(`${edge}/api/v1/ghost/get/watch/movie-hls/${FREE_FILM}/1`);
  const master = onEdge((await answer.json()).data.video[0].video);
  const audio = master.replace('master.m3u8', 'audio-fa/seg1.m4s');
  const allowed = await request.get(`${edge}${audio}`, { headers: { origin: CAST } });
  expect(allowed.status()).toBe(200);
  expect(allowed.headers()['content-type']).toBe('audio/mp4');
  expect(allowed.headers()['access-control-allow-origin']).toBe(CAST);
  expect(allowed.headers()['vary']).toMatch(/Origin/);
  const stranger = await request.get(`${edge}${audio}`, { headers: { origin: 'https://evil.example' } });
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
  const preflight = await request.fetch(`${edge}${audio}`, {
    method: 'OPTIONS',
    headers: { origin: CAST, 'access-control-request-method': 'GET', 'access-control-request-headers': 'range' },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-origin']).toBe(CAST);
  expect(preflight.headers()['access-control-allow-headers']).toMatch(/Range/);
  const subtitles = await request.get(`${edge}${master.replace('master.m3u8', 'subs/fa.vtt')}`);
  expect(subtitles.headers()['content-type']).toBe('text/vtt; charset=utf-8');
  expect(subtitles.headers()['cache-control']).toBe('public, max-age=300');
});

test('a live channel through nginx: its windows from the storefront, its segments from disk', async ({ request }) => {
  const answer = await request.get(`${edge}/api/v1/ghost/get/watch/live/1`);
  const master = onEdge((await answer.json()).data.video.video);
  const rung = await request.get(`${edge}${master.replace('master.m3u8', 'v360/index.m3u8')}`);
  expect(rung.status()).toBe(200);
  expect(rung.headers()['cache-control']).toBe('public, max-age=2');
  expect(rung.headers()['vary'] ?? '').not.toMatch(/cookie/i);
  const playlist = await rung.text();
  expect(playlist).toContain('#EXT-X-PROGRAM-DATE-TIME:');
  expect(originMediaRequests().at(-1)).toContain('/live/1/v360/index.m3u8');
  const newest = playlist.trim().split('\n').at(-1)!;
  const before = originMediaRequests().length;
  const segment = await request.get(`${edge}${master.replace('master.m3u8', `v360/${newest}`)}`);
  expect(segment.status()).toBe(200);
  expect(segment.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(originMediaRequests().length).toBe(before);
});

test('the data saver through nginx: Save-Data gets the capped master, checked at the edge, made by the storefront', async ({
  request,
}) => {
  const answer = await request.get(`${edge}/api/v1/ghost/get/watch/movie-hls/${FREE_FILM}/1`, {
    headers: { 'save-data': 'on' },
  });
  const master = onEdge((await answer.json()).data.video[0].video);
  expect(master).toMatch(/\/master-360p\.m3u8$/);
  const capped = await request.get(`${edge}${master}`);
  expect(capped.status()).toBe(200);
  expect(capped.headers()['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
  expect(capped.headers()['cache-control']).toBe('public, max-age=300');
  const text = await capped.text();
  expect(text).toContain('v240/index.m3u8');
  expect(text).toContain('v360/index.m3u8');
  expect(text).not.toContain('v480/');
  expect(text).toContain('audio-fa/index.m3u8');
  expect(originMediaRequests().at(-1)).toContain(`/vod/${FREE_FILM}/master-360p.m3u8`);
  // A rung it lists is served from disk at the edge, under the same token.
  const before = originRequests().length;
  const rung = await request.get(`${edge}${master.replace('master-360p.m3u8', 'v360/index.m3u8')}`);
  expect(rung.status()).toBe(200);
  // A tampered token on the capped master is refused by the edge, unseen by the storefront.
  const tampered = master.replace(/(\.w\.)(.)/, (_, w: string, c: string) => `${w}${c === 'A' ? 'B' : 'A'}`);
  const refused = await request.get(`${edge}${tampered}`);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(/not valid/);
  expect(originRequests().length).toBe(before);
});
