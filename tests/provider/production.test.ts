import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDriver, webhookDriver } from '../../src/provider/domain/auth/sms';
import { ENGINES, postJson, startProvider, type TestProvider } from './harness';

// docs/operations.md "What production requires": a production provider (the embedded one under NODE_ENV=production without
// DEMO_MODE=on) takes no demo catalog and serves no demo SMS inbox; its storefront still renders.
describe.each(ENGINES)('a production provider on %s', (engine) => {
  let provider: TestProvider;
  const relayed: { url: string; body: unknown }[] = [];
  beforeAll(async () => {
    const relay = (async (url: string | URL | Request, init?: RequestInit) => {
      relayed.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    provider = await startProvider(engine, {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: webhookDriver('https://sms.example.ir/send', relay),
      seedDemo: false,
      devInbox: false,
    });
  });
  afterAll(() => provider.close());

  it('starts with an empty catalog: no demo titles, an empty top list, not an error', async () => {
    expect((await provider.call('/genres')).body).toEqual({ data: { genres: {} } });
    const top = await provider.call('/getV2/get_top');
    expect(top.status).toBe(200);
    expect(top.body.data.top).toEqual([]);
    const film = await provider.call('/getV2/movie/1');
    expect(film.status).toBe(404);
    expect(film.body.message).toMatch(/was not found/);
  });

  it('sends codes through the relay and serves no inbox to read them', async () => {
    expect((await provider.call('/login/send-code', postJson({ mobile: '09121234567' }))).status).toBe(200);
    expect(relayed).toEqual([
      {
        url: 'https://sms.example.ir/send',
        body: { receptor: '09121234567', message: expect.stringMatching(/\d{4}/) },
      },
    ]);
    const inbox = await provider.handle(new Request('http://localhost/api/dev/sms?mobile=09121234567'));
    expect(inbox.status).toBe(404);
    expect(await inbox.text()).not.toMatch(/\d{4}/);
  });
});

describe('a development provider', () => {
  it('keeps the demo inbox for the demo and the tests', async () => {
    const provider = await startProvider('pglite', {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: outboxDriver,
    });
    try {
      await provider.call('/login/send-code', postJson({ mobile: '09121234568' }));
      const inbox = await provider.handle(new Request('http://localhost/api/dev/sms?mobile=09121234568'));
      expect((await inbox.json()).code).toMatch(/^\d{4}$/);
    } finally {
      await provider.close();
    }
  });
});
