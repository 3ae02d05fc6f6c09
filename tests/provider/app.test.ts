import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleGenres, titles } from '../../src/provider/db/schema';
import { artworkCue } from '../../src/provider/media/artwork-cue';
import { drawArtwork } from '../../src/provider/media/artwork-render';
import { artworkWords } from '../../src/provider/media/artwork-words';
import { sceneMotif } from '../../src/provider/media/scenes';
import { ENGINES, sessionFor, startProvider, type TestProvider } from './harness';

describe.each(ENGINES)('app data and site configuration on %s', (engine) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider(engine);
  });
  afterAll(() => provider?.close());

  it('answers the plans as data.data keyed by plan id with the VAT description, one plan carrying a discount', async () => {
    const { status, body } = await provider.call('/get/app/plans');
    expect(status).toBe(200);
    const plans = Object.values(body.data) as any[];
    expect(plans).toHaveLength(3);
    for (const [key, plan] of Object.entries(body.data)) expect(key).toBe(String((plan as any).id));
    expect(body.description).toContain('10');
    const discounted = plans.filter((plan: any) => plan.discount);
    expect(discounted).toHaveLength(1);
    const [plan] = discounted;
    expect(plan.discount.discount_price).toBe((plan.toman * plan.discount.discount_percent) / 100);
    expect(plan.discount.discount_day).toBeGreaterThan(0);
    for (const p of plans) expect(Number.isInteger(p.toman)).toBe(true);
  });

  it('maps the 20 default genres from lowercase key to Persian label', async () => {
    const { status, body } = await provider.call('/genres');
    expect(status).toBe(200);
    const keys = Object.keys(body.data.genres);
    expect(keys).toHaveLength(20);
    expect(keys).toEqual(expect.arrayContaining(['action', 'sci_fi', 'superhero', 'war']));
    for (const key of keys) expect(key).toBe(key.toLowerCase());
    expect(body.data.genres.action).toMatch(/[\u0600-\u06ff]/);
  });

  it('answers app details, gateways, FAQ and popular searches in both languages', async () => {
    const details = await provider.call('/get/app/details');
    expect(details.body.data.about).toMatch(/[\u0600-\u06ff]/);
    expect(details.body.data.about_en).toMatch(/[a-z]/i);
    expect(details.body.data.operators.length).toBeGreaterThanOrEqual(3);
    const gateways = await provider.call('/get/app/gateways');
    expect(gateways.body.data.map((g: any) => g.method)).toEqual(['saman', 'credit', 'directdebit']);
    const faq = await provider.call('/faq');
    expect(faq.body.data.faq.length).toBe(faq.body.data.faq_en.length);
    expect(faq.body.data.faq.length).toBeGreaterThan(0);
    const topsearch = await provider.call('/topsearch');
    expect(topsearch.body.data.topsearch.length).toBeGreaterThan(0);
  });

  it('lets caches keep public answers for a short while', async () => {
    const { headers } = await provider.call('/genres');
    expect(headers.get('cache-control')).toMatch(/s-maxage=\d+/);
  });

  it('answers an unknown path with 404 in the error envelope', async () => {
    const { status, body } = await provider.call('/no/such/path');
    expect(status).toBe(404);
    expect(body.message).toBeTruthy();
    expect(body.message_fa).toMatch(/[\u0600-\u06ff]/);
  });

  it('serves each brand its own configuration by domain, and 404 for an unknown domain', async () => {
    const main = await provider.call('/get/user/domain/localhost');
    expect(main.status).toBe(200);
    expect(main.body.data.user).toMatchObject({ plus: true, subscription: 0, access: false, mobile: null });
    const partner = await provider.call('/get/user/domain/partner.localhost');
    expect(partner.body.data.user.plus).toBe(false);
    expect(partner.body.data.user.ref).toBeGreaterThan(5);
    expect(partner.body.data.user.logo).not.toBe(main.body.data.user.logo);
    for (const field of ['phone', 'email', 'instagram', 'telegram', 'operator_fullrate']) {
      expect(partner.body.data.user[field], field).toBeTruthy();
    }
    // The demo brands hold no trust seal: the fields are there, empty (the footer then shows none).
    for (const field of ['samandehi_id', 'samandehi_p', 'enamad_id', 'enamad_code']) {
      expect(partner.body.data.user[field], field).toBe('');
    }
    const unknown = await provider.call('/get/user/domain/nowhere.example');
    expect(unknown.status).toBe(404);
  });

  it('answers the guest status for the request host, falling back to the default brand', async () => {
    const partner = await provider.call('/ghost/get/checkuser', { headers: { host: 'partner.localhost:4321' } });
    expect(partner.status).toBe(200);
    expect(partner.body.data.user).toMatchObject({ plus: false, scope: ['guest'], days_period_to_end: 0 });
    const other = await provider.call('/ghost/get/checkuser', { headers: { host: 'unknown.example' } });
    expect(other.body.data.user.plus).toBe(true);
    const wrongSuffix = await provider.call('/ghost/get/nothing');
    expect(wrongSuffix.status).toBe(404);
  });

  it('fills the user fields for a subscribed viewer and marks the answer no-store', async () => {
    const token = await sessionFor(provider, '09120000001', 10);
    const { body, headers } = await provider.call('/ghost/get/checkuser', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(body.data.user).toMatchObject({
      mobile: '09120000001',
      subscription: 1,
      access: true,
      days_period_to_end: 10,
      scope: ['user'],
    });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('lists direct-debit banks only for a logged-in user', async () => {
    const guest = await provider.call('/directdebit/banks');
    expect(guest.status).toBe(401);
    const token = await sessionFor(provider, '09120000002');
    const { status, body } = await provider.call('/directdebit/banks', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status).toBe(200);
    expect(body.data.banks.map((b: any) => b.code)).toContain('012');
  });

  it('answers 401 to a forged or unknown bearer token (spec §8: the storefront then logs out)', async () => {
    const { status, body } = await provider.call('/ghost/get/checkuser', {
      headers: { authorization: 'Bearer not-a-real-token-000000' },
    });
    expect(status).toBe(401);
    expect(body.message_fa).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('artwork beside the API', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider('pglite');
  });
  afterAll(() => provider?.close());

  const get = (path: string) => provider.handle(new Request(`http://localhost${path}`));

  it('draws a poster as JPEG by default and a narrower copy for srcset, kept a week and revalidated', async () => {
    const poster = await get('/img/poster/1.jpg');
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(poster.headers.get('cache-control')).toContain('max-age=604800');
    expect(poster.headers.get('vary')).toBe('Accept');
    const again = await provider.handle(
      new Request('http://localhost/img/poster/1.jpg', { headers: { 'if-none-match': poster.headers.get('etag')! } }),
    );
    expect(again.status).toBe(304);
    const full = (await (await get('/img/backdrop/1.jpg')).arrayBuffer()).byteLength;
    const narrow = (await (await get('/img/backdrop/1.jpg?w=640')).arrayBuffer()).byteLength;
    expect(narrow).toBeLessThan(full);
  });

  it.each([
    ['image/avif,image/webp,*/*;q=0.8', 'image/avif'],
    ['image/webp,*/*;q=0.8', 'image/webp'],
  ])('answers Accept %s with %s', async (accept, type) => {
    const poster = await provider.handle(new Request('http://localhost/img/poster/1.jpg', { headers: { accept } }));
    expect(poster.headers.get('content-type')).toBe(type);
  });

  it('draws every backdrop without words: the Persian one is the key art, the English one its mirror', async () => {
    const bytes = async (path: string) => Buffer.from(await (await get(path)).arrayBuffer());
    const [persian, english, plain] = await Promise.all([
      bytes('/img/backdrop/1.jpg'),
      bytes('/img/backdrop/1-en.jpg'),
      bytes('/img/backdrop/1-plain.jpg'),
    ]);
    // The title is the page's text (DESIGN.md "Precedence": no baked-in text): the catalog's title names no words on a backdrop,
    // so the route draws the scene alone, the same picture as the key art without words.
    expect(await artworkWords(provider.database.db, 'backdrop', '1')).toBeNull();
    expect(await artworkWords(provider.database.db, 'backdrop', '1-en')).toBeNull();
    expect(persian.equals((await drawArtwork('backdrop', '1', 'jpeg'))!)).toBe(true);
    expect(plain.equals(persian)).toBe(true);
    // English mirrors the composition (the subject on the right), so it is another picture.
    expect(english.equals(persian)).toBe(false);
    // A poster keeps its title.
    expect(await artworkWords(provider.database.db, 'poster', '1')).toMatchObject({ locale: 'fa' });
  });

  it("draws a title added in the back office in its genre's motif, and its episode in its series'", async () => {
    const db = provider.database.db;
    const base = {
      nameFa: 'عنوان تازه',
      year: 2026,
      rate: 7,
      age: 'PG',
      runtime: 40,
      overview: '',
      overviewFa: '',
      ir: true,
      persian: true,
      searchText: '',
    };
    await db.insert(titles).values([
      { ...base, id: 90001, type: 'movie', name: 'Untitled Story' },
      { ...base, id: 90002, type: 'movie', name: 'Another Story' },
      { ...base, id: 90003, type: 'episode', name: 'Part One', seriesId: 201, seasonNumber: 9, episodeNumber: 1 },
    ]);
    // Two genres and no order: the more telling one decides (horror: the snowy pines), not drama.
    await db.insert(titleGenres).values([
      { titleId: 90001, genreKey: 'drama' },
      { titleId: 90001, genreKey: 'horror' },
    ]);
    expect(await artworkCue(db, 'poster', '90001')).toEqual({ motif: 'snow', title: '90001', variant: 0 });
    expect(await artworkCue(db, 'still', '90001-2')).toEqual({ motif: 'snow', title: '90001', variant: 2 });
    // Without a genre (nor a word of its name), its id decides, as before.
    expect(await artworkCue(db, 'poster', '90002')).toBeNull();
    // An episode added to a demo series draws the series' motif and colours.
    expect(await artworkCue(db, 'backdrop', '90003')).toEqual({
      motif: sceneMotif('poster', '201'),
      title: '201',
      variant: 161,
    });
    // The demo's own titles need no lookup.
    expect(await artworkCue(db, 'poster', '1')).toBeNull();
    const drawn = Buffer.from(await (await get('/img/backdrop/90001.jpg?w=480')).arrayBuffer());
    const snow = await drawArtwork('backdrop', '90001', 'jpeg', {
      width: 480,
      cue: { motif: 'snow', title: '90001', variant: 0 },
    });
    expect(drawn.equals(snow!)).toBe(true);
  });

  it('draws icons as SVG', async () => {
    const icon = await get('/img/gateway/saman.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  });

  it.each(['/img/poster/1.png', '/img/poster/1.jpg?w=abc', '/img/poster/1.svg?x=1', '/img/nothing/1.jpg'])(
    'answers %s with 404',
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );
});
