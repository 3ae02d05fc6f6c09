import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, people, sites, titles, users } from '../../src/provider/db/schema';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { ENGINES, postJson, sessionFor, startProvider, type TestProvider } from './harness';

// docs/admin.md "Artwork": an editor uploads a picture for a title; sharp writes every width and
// format once, the title's artwork names it at a new URL that /img answers; anything else is
// refused clearly and changes nothing.

const ADMIN_MOBILE = '09120000091';
const ADDRESS = { 'x-client-ip': '127.0.0.1' };
const film = {
  name: 'Paper Moon',
  name_fa: 'ماه کاغذی',
  overview: '',
  overview_fa: '',
  year: 2020,
  runtime: 90,
  age: 'PG',
  availability: 'free',
  genres: [],
};

/** A picture drawn here: a gradient-free block of colour with a lighter square in it. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .composite([
      {
        input: {
          create: {
            width: Math.round(width / 3),
            height: Math.round(height / 3),
            channels: 3,
            background: { r: 250, g: 240, b: 90 },
          },
        },
        left: Math.round(width / 3),
        top: Math.round(height / 3),
      },
    ])
    .png()
    .toBuffer();

const uploadedUrl = (kind: string, name: string) => `/img/${kind}/${name}.jpg`;

const formOf = (bytes: Uint8Array, name = 'picture.png', type = 'image/png') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};

describe.each(ENGINES)('artwork upload on %s', (engine) => {
  let provider: TestProvider;
  let dir: string;
  let editor: { authorization: string };
  let support: { authorization: string };
  let admin: { authorization: string };
  let filmId: number;

  const upload = (who: object | null, kind: string, target: string | number, body: BodyInit) =>
    provider.call(`/admin/artwork/${kind}/${target}`, {
      method: 'POST',
      headers: { ...ADDRESS, ...(who ?? {}) },
      body,
    });
  const image = async (path: string, accept?: string) => {
    const response = await provider.handle(
      new Request(`http://localhost${path}`, { headers: accept ? { accept } : {} }),
    );
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const auditRows = (target: string) =>
    provider.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, target), eq(auditLog.action, 'artwork.upload')))
      .orderBy(desc(auditLog.id));
  const files = () => readdirSync(dir, { recursive: true }).length;

  async function member(mobile: string, roles: string[]) {
    const token = await sessionFor(provider, mobile);
    await provider.database.db.update(users).set({ roles }).where(eq(users.mobile, mobile));
    return { authorization: `Bearer ${token}` };
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'artwork-test-'));
    provider = await startProvider(engine, {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: outboxDriver,
      adminMobiles: [ADMIN_MOBILE],
      artwork: { dir },
    });
    editor = await member('09120000092', ['editor']);
    support = await member('09120000093', ['support']);
    admin = await member(ADMIN_MOBILE, []);
    const created = await provider.call('/admin/films', postJson(film, { ...ADDRESS, ...editor }));
    filmId = created.body.data.id;
    await provider.call(`/admin/films/${filmId}/publish`, postJson({ published: true }, { ...ADDRESS, ...editor }));
  });
  afterAll(async () => {
    await provider?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes every width in every format of an uploaded poster, which the title then shows', async () => {
    const before = await provider.call(`/getV2/movie/${filmId}`);
    expect(before.body.data.movie.poster).toBe(`/img/poster/${filmId}.jpg`);

    const { status, body } = await upload(editor, 'poster', filmId, formOf(await png(600, 900)));
    expect(status).toBe(200);
    const url: string = body.data.url;
    expect(url).toMatch(/^\/img\/poster\/up[0-9a-f]{16}\.jpg$/);

    const after = await provider.call(`/getV2/movie/${filmId}`);
    expect(after.body.data.movie.poster).toBe(url);
    const listed = await provider.call(`/admin/artwork/poster/${filmId}`, { headers: { ...ADDRESS, ...editor } });
    expect(listed.body.data).toMatchObject({ url, uploaded: true });

    const accepts = [
      ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
    ] as const;
    for (const width of [160, 300]) {
      for (const [accept, type, format] of accepts) {
        const answer = await image(width === 300 ? url : `${url}?w=${width}`, accept);
        expect({ width, accept, status: answer.status, type: answer.headers.get('content-type') }).toEqual({
          width,
          accept,
          status: 200,
          type,
        });
        expect(answer.headers.get('vary')).toBe('Accept');
        expect(answer.headers.get('cache-control')).toContain('immutable');
        const meta = await sharp(answer.bytes).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format,
          width,
          height: width * 1.5,
        });
      }
    }
    // Not a width the site asks for: none was made.
    expect((await image(`${url}?w=200`)).status).toBe(404);

    const [row] = await auditRows(`title:${filmId}`);
    expect(row).toMatchObject({
      action: 'artwork.upload',
      actorMobile: '09120000092',
      before: { poster: `/img/poster/${filmId}.jpg` },
      after: { poster: url.slice('/img/poster/'.length, -4) },
    });
  });

  it('crops a backdrop near 16:9 to its shape and gives each upload a new URL', async () => {
    const first = await upload(editor, 'backdrop', filmId, formOf(await png(1500, 900)));
    expect(first.status).toBe(200);
    const second = await upload(editor, 'backdrop', filmId, formOf(await png(1280, 720)));
    expect(second.status).toBe(200);
    expect(second.body.data.url).not.toBe(first.body.data.url);
    const wide = await image(`${second.body.data.url}?w=960`, 'image/webp');
    expect(await sharp(wide.bytes).metadata()).toMatchObject({ width: 960, height: 540 });
    const item = await provider.call(`/getV2/movie/${filmId}`);
    expect(item.body.data.movie.backdrop).toBe(second.body.data.url);
    const [row] = await auditRows(`title:${filmId}`);
    expect(row!.before).toEqual({ backdrop: first.body.data.url.slice('/img/backdrop/'.length, -4) });
  });

  it('refuses what is not a picture, the wrong shape, too large a body, a missing target and a role that may not; nothing changes', async () => {
    const shown = (await provider.call(`/getV2/movie/${filmId}`)).body.data.movie.poster;
    const rows = (await auditRows(`title:${filmId}`)).length;
    const written = files();

    const text = await upload(editor, 'poster', filmId, formOf(new TextEncoder().encode('not a picture at all')));
    expect(text.status).toBe(415);
    expect(text.body.message).toMatch(/not a picture/);
    expect(text.body.message_fa).toMatch(/تصویر/);

    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900"><rect width="600" height="900"/></svg>`;
    const vector = await upload(
      editor,
      'poster',
      filmId,
      formOf(new TextEncoder().encode(svg), 'p.svg', 'image/svg+xml'),
    );
    expect(vector.status).toBe(415);

    const landscape = await upload(editor, 'poster', filmId, formOf(await png(1280, 720)));
    expect(landscape.status).toBe(422);
    expect(landscape.body.message_fa).toBeTruthy();

    const small = await upload(editor, 'poster', filmId, formOf(await png(100, 150)));
    expect(small.status).toBe(422);

    const huge = await upload(editor, 'poster', filmId, formOf(new Uint8Array(10 * 1024 * 1024 + 1)));
    expect(huge.status).toBe(413);
    expect(huge.body.message_fa).toBeTruthy();

    expect((await upload(editor, 'poster', 987654321, formOf(await png(600, 900)))).status).toBe(404);
    expect((await upload(editor, 'banner', filmId, formOf(await png(600, 900)))).status).toBe(404);
    expect((await upload(support, 'poster', filmId, formOf(await png(600, 900)))).status).toBe(403);
    expect((await upload(null, 'poster', filmId, formOf(await png(600, 900)))).status).toBe(401);
    // A brand's logo is an admin's: an editor may not.
    expect((await upload(editor, 'logo', 'localhost', formOf(await png(280, 80)))).status).toBe(403);

    expect((await provider.call(`/getV2/movie/${filmId}`)).body.data.movie.poster).toBe(shown);
    expect((await auditRows(`title:${filmId}`)).length).toBe(rows);
    expect(files()).toBe(written);
  });

  it('takes a PNG logo for a brand with its transparency, and refuses an SVG one', async () => {
    const logo = await sharp({
      create: { width: 420, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const svg = await upload(
      admin,
      'logo',
      'localhost',
      formOf(
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="280" height="80"/>'),
        'l.svg',
        'image/svg+xml',
      ),
    );
    expect(svg.status).toBe(415);
    expect(svg.body.message).toMatch(/PNG or WebP/);
    const saved = await upload(admin, 'logo', 'localhost', formOf(logo));
    expect(saved.status).toBe(200);
    expect(saved.body.data.url).toMatch(/^\/img\/logo\/up[0-9a-f]{16}\.png$/);
    const served = await image(saved.body.data.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await sharp(served.bytes).metadata()).toMatchObject({ width: 280, height: 80, hasAlpha: true });
    const site = await provider.call('/get/user/domain/localhost');
    expect(site.body.data.user.logo).toBe(saved.body.data.url);
    const [row] = await auditRows('site:localhost');
    expect(row!.before).toEqual({ logo: '/brand/main/logo.svg' });
  });

  it('deletes the files of the picture an upload replaced, once no row names it; the new one serves', async () => {
    /** The files written for an uploaded picture's URL: its folder's, every width and format. */
    const filesOf = (url: string) => {
      const [, kind, name] = /^\/img\/(\w+)\/(up[0-9a-f]{16})\.(?:jpg|png)$/.exec(url)!;
      const folder = join(dir, kind!, name!);
      return existsSync(folder) ? readdirSync(folder).sort() : [];
    };
    const poster = formOf(await png(600, 900));
    const first = (await upload(editor, 'poster', filmId, poster)).body.data.url as string;
    expect(filesOf(first)).toEqual(['160.avif', '160.jpg', '160.webp', '300.avif', '300.jpg', '300.webp']);
    expect((await image(first, 'image/avif')).status).toBe(200);

    const second = await upload(editor, 'poster', filmId, formOf(await png(600, 900)));
    expect(second.status).toBe(200);
    const next = second.body.data.url as string;
    expect(second.body.data).not.toHaveProperty('replaced');
    // Every width and format of the old one is gone from disk, and from what this process kept.
    expect(filesOf(first)).toEqual([]);
    for (const [path, accept] of [
      [first, 'image/avif'],
      [`${first}?w=160`, 'image/webp'],
      [first, '*/*'],
    ] as const)
      expect({ path, status: (await image(path, accept)).status }).toEqual({ path, status: 404 });
    // The new one is in place and serves.
    expect(filesOf(next)).toHaveLength(6);
    for (const accept of ['image/avif,*/*', 'image/webp,*/*', '*/*'])
      expect((await image(`${next}?w=160`, accept)).status).toBe(200);
    expect((await provider.call(`/getV2/movie/${filmId}`)).body.data.movie.poster).toBe(next);

    // A picture another row still names is kept: a second film showing the same poster.
    const other = (await provider.call('/admin/films', postJson(film, { ...ADDRESS, ...editor }))).body.data.id;
    const shared = next.slice('/img/poster/'.length, -4);
    await provider.database.db
      .update(titles)
      .set({ artwork: sql`${titles.artwork} || ${JSON.stringify({ poster: shared })}::jsonb` })
      .where(eq(titles.id, other));
    const third = (await upload(editor, 'poster', filmId, formOf(await png(600, 900)))).body.data.url as string;
    expect(filesOf(next)).toHaveLength(6);
    expect((await image(next, 'image/webp')).status).toBe(200);
    expect(filesOf(third)).toHaveLength(6);

    // A person's photo, replaced: the old files go.
    const personId = (
      await provider.call(
        '/admin/people',
        postJson({ name: 'Lens Keeper', name_fa: 'نگهبان عدسی', kind: 'director' }, { ...ADDRESS, ...editor }),
      )
    ).body.data.id;
    const photo = (await upload(editor, 'cast', personId, formOf(await png(480, 480)))).body.data.url as string;
    expect(filesOf(photo).length).toBeGreaterThan(0);
    const newer = (await upload(editor, 'cast', personId, formOf(await png(480, 480)))).body.data.url as string;
    expect(filesOf(photo)).toEqual([]);
    expect(filesOf(newer).length).toBeGreaterThan(0);
    const [person] = await provider.database.db.select().from(people).where(eq(people.id, personId));
    expect(uploadedUrl('cast', person!.photo!)).toBe(newer);

    // A new brand starts with the main brand's logo: its own replaces it, and the main one's stays.
    const logo = await sharp({
      create: { width: 420, height: 120, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const main = (await upload(admin, 'logo', 'localhost', formOf(logo))).body.data.url as string;
    const brand = {
      app_name: 'Lens',
      app_name_fa: 'عدسی',
      ref_from: '',
      ref_to: '',
    };
    expect(
      (await provider.call('/admin/brands', postJson({ ...brand, domain: 'lens.example' }, { ...ADDRESS, ...admin })))
        .status,
    ).toBe(200);
    expect((await provider.call('/get/user/domain/lens.example')).body.data.user.logo).toBe(main);
    const own = (await upload(admin, 'logo', 'lens.example', formOf(logo))).body.data.url as string;
    expect(filesOf(main)).toEqual(['280.avif', '280.png', '280.webp']);
    expect((await image(main)).status).toBe(200);
    const ownAgain = (await upload(admin, 'logo', 'lens.example', formOf(logo))).body.data.url as string;
    expect(filesOf(own)).toEqual([]);
    expect(filesOf(ownAgain)).toHaveLength(3);
    const [row] = await provider.database.db.select().from(sites).where(eq(sites.domain, 'lens.example'));
    expect(row!.logo).toBe(ownAgain);
  });
});
