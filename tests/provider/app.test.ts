import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it("draws the hero's key art without words: a -plain backdrop is the titled one's scene alone", async () => {
    const bytes = async (path: string) => Buffer.from(await (await get(path)).arrayBuffer());
    const [titled, english, plain] = await Promise.all([
      bytes('/img/backdrop/1.jpg'),
      bytes('/img/backdrop/1-en.jpg'),
      bytes('/img/backdrop/1-plain.jpg'),
    ]);
    // Same colours and scene (a smaller file: no lettering), neither title drawn.
    expect(plain.length).toBeLessThan(titled.length);
    expect(plain.length).toBeLessThan(english.length);
    expect(plain.equals(titled) || plain.equals(english)).toBe(false);
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
