import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/provider/db/schema';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { ENGINES, postJson, sessionFor, startProvider, type TestProvider } from './harness';

// docs/admin.md "Brands": an admin adds and edits the white-label sites; the domain is checked and
// unique, referral ranges never overlap, every change is audited, and the site's configuration
// by host answers the change.

const ADMIN_MOBILE = '09120000081';
const ADDRESS = { 'x-client-ip': '127.0.0.1' };
const brand = {
  app_name: 'Cinema Sky',
  app_name_fa: 'سینما آسمان',
  phone: '۰۲۱-۲۲۳۳۴۴۵۵',
  email: 'hello@sky.example',
  address: 'No. 1, Example St., Tehran',
  address_fa: 'تهران، خیابان نمونه، پلاک ۱',
  enamad_id: '123456',
  enamad_code: 'AbC12',
  samandehi_id: '98765',
  samandehi_p: 'p1',
  ref_from: '1000',
  ref_to: '1999',
};

describe.each(ENGINES)('brands on %s', (engine) => {
  let provider: TestProvider;
  let admin: { authorization: string };
  let editor: { authorization: string };
  const post = (who: object, path: string, body: unknown) =>
    provider.call(path, postJson(body, { ...ADDRESS, ...who }));
  const auditOf = (target: string) =>
    provider.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, target)))
      .orderBy(desc(auditLog.id));

  beforeAll(async () => {
    provider = await startProvider(engine, {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: outboxDriver,
      adminMobiles: [ADMIN_MOBILE],
    });
    admin = { authorization: `Bearer ${await sessionFor(provider, ADMIN_MOBILE)}` };
    editor = { authorization: `Bearer ${await sessionFor(provider, '09120000082')}` };
    await provider.database.db
      .update(users)
      .set({ roles: ['editor'] })
      .where(eq(users.mobile, '09120000082'));
  });
  afterAll(() => provider?.close());

  it('adds a brand that its host then answers as, audited', async () => {
    const created = await post(admin, '/admin/brands', { ...brand, domain: 'Sky.Example' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      domain: 'sky.example',
      phone: '021-22334455',
      ref_from: 1000,
      ref_to: 1999,
      main: false,
    });
    const site = await provider.call('/get/user/domain/sky.example');
    expect(site.body.data.user).toMatchObject({
      app_name: 'Cinema Sky',
      app_name_fa: 'سینما آسمان',
      phone: '021-22334455',
      enamad_id: '123456',
      samandehi_id: '98765',
    });
    const [row] = await auditOf('site:sky.example');
    expect(row).toMatchObject({ action: 'brand.create', actorMobile: ADMIN_MOBILE, before: null });
    expect(row!.after).toMatchObject({ domain: 'sky.example', ref_from: 1000 });
  });

  it('edits a brand: the host answers the new phone at once, audited before and after', async () => {
    const before = (await provider.call('/admin/brands/partner.localhost', { headers: { ...ADDRESS, ...admin } })).body
      .data;
    const saved = await post(admin, '/admin/brands/partner.localhost', {
      ...before,
      phone: '021-55556666',
      ref_from: 7,
      ref_to: 99,
    });
    expect(saved.status).toBe(200);
    const site = await provider.call('/get/user/domain/partner.localhost');
    expect(site.body.data.user.phone).toBe('021-55556666');
    const [row] = await auditOf('site:partner.localhost');
    expect(row).toMatchObject({
      action: 'brand.update',
      before: { phone: '021-88765432', ref_from: null },
      after: { phone: '021-55556666', ref_from: 7, ref_to: 99 },
    });
  });

  it('refuses a taken domain, a malformed one, an overlapping or reversed range, in both languages; nothing changes', async () => {
    const rows = (await auditOf('site:sky.example')).length;
    const taken = await post(admin, '/admin/brands', {
      ...brand,
      domain: 'sky.example',
      ref_from: '5000',
      ref_to: '5001',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/already has the domain/);
    expect(taken.body.errors.domain[0]).toMatch(/دامنهٔ sky.example/);
    expect(taken.body.message_fa).toMatch(/دامنه/);

    const malformed = await post(admin, '/admin/brands', {
      ...brand,
      domain: 'http://bad_domain:80',
      ref_from: '',
      ref_to: '',
    });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors)).toEqual(['domain']);

    const overlapping = await post(admin, '/admin/brands', {
      ...brand,
      domain: 'moon.example',
      ref_from: '1500',
      ref_to: '2500',
    });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.message).toMatch(/overlaps sky\.example/);
    expect(overlapping.body.errors.ref_from[0]).toMatch(/sky\.example/);
    expect(overlapping.body.message_fa).toMatch(/هم‌پوشانی/);

    const reversed = await post(admin, '/admin/brands', {
      ...brand,
      domain: 'moon.example',
      ref_from: '3000',
      ref_to: '2000',
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.ref_to).toBeTruthy();

    const half = await post(admin, '/admin/brands', { ...brand, domain: 'moon.example', ref_from: '3000', ref_to: '' });
    expect(half.status).toBe(422);

    const badEmail = await post(admin, '/admin/brands/sky.example', { ...brand, email: 'not-an-email' });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.errors.email).toBeTruthy();

    // An edit may not take another brand's range either.
    const edit = await post(admin, '/admin/brands/partner.localhost', { ...brand, ref_from: '1999', ref_to: '2100' });
    expect(edit.status).toBe(409);

    expect((await provider.call('/get/user/domain/moon.example')).status).toBe(404);
    expect((await provider.call('/get/user/domain/sky.example')).body.data.user.email).toBe('hello@sky.example');
    expect((await auditOf('site:sky.example')).length).toBe(rows);
    expect((await auditOf('site:moon.example')).length).toBe(0);

    // A range next to another's is fine.
    const next = await post(admin, '/admin/brands', {
      ...brand,
      domain: 'moon.example',
      ref_from: '2000',
      ref_to: '2999',
    });
    expect(next.status).toBe(200);
  });

  it('lets only an admin add or edit a brand', async () => {
    expect((await post(editor, '/admin/brands', { ...brand, domain: 'sun.example' })).status).toBe(403);
    expect((await post(editor, '/admin/brands/sky.example', brand)).status).toBe(403);
    expect((await provider.call('/admin/brands', postJson({ ...brand, domain: 'sun.example' }))).status).toBe(401);
  });

  it('answers a brand’s address in its site configuration, for its footer', async () => {
    const site = await provider.call('/get/user/domain/sky.example');
    expect(site.body.data.user).toMatchObject({
      address: 'No. 1, Example St., Tehran',
      address_fa: 'تهران، خیابان نمونه، پلاک ۱',
    });
    const status = await provider.call('/ghost/get/checkuser', { headers: { host: 'sky.example' } });
    expect(status.body.data.user.address_fa).toBe('تهران، خیابان نمونه، پلاک ۱');
    // A brand without one answers empty texts.
    expect((await provider.call('/get/user/domain/localhost')).body.data.user).toMatchObject({
      address: '',
      address_fa: '',
    });
  });

  it('names every brand’s domain, a new one at once, for the storefront to serve', async () => {
    const domains = await provider.call('/get/site/domains');
    expect(domains.status).toBe(200);
    expect(domains.body.data.domains).toEqual(
      expect.arrayContaining(['localhost', 'partner.localhost', 'sky.example', 'moon.example']),
    );
    expect(domains.body.data.domains).not.toContain('sun.example');
    // A brand added now is named at once.
    expect(
      (await post(admin, '/admin/brands', { ...brand, domain: 'star.example', ref_from: '', ref_to: '' })).status,
    ).toBe(200);
    expect((await provider.call('/get/site/domains')).body.data.domains).toContain('star.example');
  });
});
