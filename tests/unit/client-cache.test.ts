import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Guest answers are kept a while (docs/decisions/0005-provider-answer-cache.md); a catalog walk (the sitemap) and
// API_CACHE=off (docs/configuration.md) ask the provider every time.
describe('the answer cache of the storefront API client', () => {
  let server: Server;
  let calls = 0;

  beforeAll(async () => {
    server = createServer((_, response) => {
      calls++;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { genres: { drama: 'درام' } } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    vi.stubEnv('PROVIDER_URL', `http://127.0.0.1:${port}/api/v1`);
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    server.close();
  });

  const callsFor = async (ask: () => Promise<unknown>) => {
    const before = calls;
    await ask();
    await ask();
    return calls - before;
  };

  it('asks once for a repeated guest answer, and every time when told not to keep it', async () => {
    vi.resetModules();
    const { api } = await import('../../src/lib/server/api/client');
    expect(await callsFor(() => api.genres({ host: 'kept.example' }))).toBe(1);
    expect(await callsFor(() => api.genres({ host: 'walk.example', uncached: true }))).toBe(2);
  });

  it('asks every time with API_CACHE=off', async () => {
    vi.stubEnv('API_CACHE', 'off');
    vi.resetModules();
    const { api } = await import('../../src/lib/server/api/client');
    expect(await callsFor(() => api.genres({ host: 'off.example' }))).toBe(2);
  });
});
